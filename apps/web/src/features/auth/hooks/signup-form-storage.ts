import type { NewStudentStep1Values, NewStudentStep2Values } from '@pathscoop/contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The new-student form kept in local storage under `signupFormData` (spec part 1 §2) so that a
 * reload or the step-2 Back button restores it. Passwords are never written to storage.
 */
export type SignupFormData = Partial<
  NewStudentStep1Values & Omit<NewStudentStep2Values, 'password' | 'confirm_password'>
>;

const SECRET_KEYS = ['password', 'confirm_password'];

export const signupFormStorage = {
  load(): SignupFormData | null {
    try {
      const raw = localStorage.getItem(STORAGE_KEYS.signupFormData);
      if (!raw) return null;
      const data = JSON.parse(raw) as unknown;
      return data && typeof data === 'object' ? (data as SignupFormData) : null;
    } catch {
      return null;
    }
  },
  /** Merges the given values into what is stored (passwords dropped). */
  save(values: Record<string, unknown>) {
    const next: Record<string, unknown> = { ...(signupFormStorage.load() ?? {}) };
    for (const [key, value] of Object.entries(values)) if (!SECRET_KEYS.includes(key)) next[key] = value;
    localStorage.setItem(STORAGE_KEYS.signupFormData, JSON.stringify(next));
  },
  clear() {
    localStorage.removeItem(STORAGE_KEYS.signupFormData);
  },
};

/** Picks the keys of `defaults` from stored data, keeping only values of the same type. */
export function restore<T extends Record<string, unknown>>(
  defaults: T,
  saved: Record<string, unknown> | null,
): T {
  const out = { ...defaults };
  if (!saved) return out;
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = saved[key as string];
    if (value !== undefined && typeof value === typeof defaults[key]) out[key] = value as T[keyof T];
  }
  return out;
}
