import type { FaqList } from '@pathscoop/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import type { FaqAudience } from '../components/faq-data';

/** GET faq/?audience= — the published FAQ of one audience (edited in the back office). */
export function getFaq(audience: FaqAudience) {
  return api.get<FaqList>('faq/', { audience });
}

const FRESH_MS = 60_000;
const cache = new Map<FaqAudience, { at: number; list: FaqList }>();

type FaqState = { isPending: boolean; isError: boolean; data: FaqList | undefined };

/**
 * The FAQ of one audience, kept for a minute (switching tabs back is instant). A plain effect
 * instead of TanStack Query: /faq is a public first-load page and `useQuery` would be one more
 * chunk (≈3 KB gzip) on it; nothing else on the page shares server state.
 */
export function useFaq(audience: FaqAudience): FaqState {
  const cached = cache.get(audience);
  const fresh = cached && Date.now() - cached.at < FRESH_MS ? cached.list : undefined;
  const [state, setState] = useState<{ audience: FaqAudience; data?: FaqList; error?: boolean }>({
    audience,
    data: fresh,
  });
  useEffect(() => {
    if (fresh) return;
    let live = true;
    getFaq(audience).then(
      (list) => {
        cache.set(audience, { at: Date.now(), list });
        if (live) setState({ audience, data: list });
      },
      () => {
        if (live) setState({ audience, error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [audience, fresh]);
  const current = state.audience === audience ? state : { audience };
  const data = fresh ?? current.data;
  return { data, isError: !data && Boolean(current.error), isPending: !data && !current.error };
}

/** Tests start from an empty cache. */
export function clearFaqCache() {
  cache.clear();
}
