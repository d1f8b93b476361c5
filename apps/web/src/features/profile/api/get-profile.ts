import type { Profile } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET profile/ — the signed-in user's profile. */
export function getProfile(): Promise<Profile> {
  return api.get<Profile>('profile/');
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}
