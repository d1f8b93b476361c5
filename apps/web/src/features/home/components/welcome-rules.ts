import { STORAGE_KEYS } from '../../../lib/storage-keys';

/** Shown only when the first-seen flag is unset and no access token is stored (spec part 1 §2). */
export function shouldShowWelcome(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return !storage.getItem(STORAGE_KEYS.firstSeen) && !storage.getItem(STORAGE_KEYS.access);
}

export function markWelcomeSeen(storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEYS.firstSeen, 'true');
}
