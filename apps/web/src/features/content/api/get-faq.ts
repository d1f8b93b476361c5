import type { FaqList } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FaqAudience } from '../components/faq-data';

/** GET faq/?audience= — the published FAQ of one audience (edited in the back office). */
export function getFaq(audience: FaqAudience) {
  return api.get<FaqList>('faq/', { audience });
}

export function useFaq(audience: FaqAudience) {
  return useQuery({ queryKey: ['faq', audience], queryFn: () => getFaq(audience), staleTime: 60_000 });
}
