import { type Profile, profileSchema } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET profile/ — the career pages read ai_report, pricing_plan and affiliate_code. */
export async function getProfile(): Promise<Profile> {
  return profileSchema.parse(await api.get<unknown>('profile/'));
}
export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });
export const useProfile = () => useQuery(profileQuery());
