import type { AddressSuggestion } from '@pathscoop/contracts';
import { apiRequest } from './api-client';

/** GET address/autocomplete/?q= — US address suggestions (city, state, ZIP, country). */
export function getAddressSuggestions(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiRequest<AddressSuggestion[]>('address/autocomplete/', { query: { q: query }, signal });
}
