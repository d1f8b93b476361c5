import type { CareerList } from '@pathscoop/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET careers/?search= — career titles for the sign-up careers field (first page, a few items). */
export async function searchCareers(search: string, signal?: AbortSignal): Promise<CareerList['results']> {
  const page = await apiRequest<CareerList>('careers/', { query: { search, per_page: 6 }, signal });
  return page.results;
}
