import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../lib/steps';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** True on phones and tablets (≤ 1024 px): the flow skips or shows intro steps by viewport. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia?.(QUERY);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(QUERY).matches ?? false,
    () => false,
  );
}
