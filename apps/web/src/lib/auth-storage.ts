import type { AuthUser } from '@pathscoop/contracts';
import { STORAGE_KEYS } from './storage-keys';

type Listener = () => void;
const listeners = new Set<Listener>();

export const authStorage = {
  getAccess: () => localStorage.getItem(STORAGE_KEYS.access),
  getRefresh: () => localStorage.getItem(STORAGE_KEYS.refresh),
  getUser(): AuthUser | null {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as AuthUser;
    } catch {
      return null;
    }
  },
  setTokens(access: string, refresh: string) {
    localStorage.setItem(STORAGE_KEYS.access, access);
    localStorage.setItem(STORAGE_KEYS.refresh, refresh);
    emit();
  },
  setUser(user: AuthUser) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    emit();
  },
  /** Sign-out clears user, scenarios, access and refresh entries (spec). */
  clear() {
    for (const key of [
      STORAGE_KEYS.access,
      STORAGE_KEYS.refresh,
      STORAGE_KEYS.user,
      STORAGE_KEYS.scenarios,
    ]) {
      localStorage.removeItem(key);
    }
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function emit() {
  for (const l of listeners) l();
}
