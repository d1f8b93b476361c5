import type { AuthUser } from '@pathscoop/contracts';
import { useSyncExternalStore } from 'react';
import { authStorage } from './auth-storage';

type AuthSnapshot = { isAuthenticated: boolean; user: AuthUser | null };

const SIGNED_OUT: AuthSnapshot = { isAuthenticated: false, user: null };
let last: AuthSnapshot = SIGNED_OUT;
let lastKey = '';

function snapshot(): AuthSnapshot {
  const access = authStorage.getAccess();
  const rawUser = localStorage.getItem('PATHSCOOP_USER') ?? '';
  const key = `${access ?? ''}|${rawUser}`;
  if (key !== lastKey) {
    lastKey = key;
    last = { isAuthenticated: Boolean(access), user: authStorage.getUser() };
  }
  return last;
}

/**
 * Auth state shared by every feature: a user counts as authenticated when an access token is
 * stored (spec part 1 §4). Re-renders on sign-in/out in this tab and in other tabs.
 */
export function useAuth(): AuthSnapshot {
  return useSyncExternalStore(
    (onChange) => {
      const off = authStorage.subscribe(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        off();
        window.removeEventListener('storage', onChange);
      };
    },
    snapshot,
    // Prerendered HTML (src/prerender-entry.tsx) is what a signed-out visitor sees.
    () => SIGNED_OUT,
  );
}
