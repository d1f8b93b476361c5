import type { Profile } from '@pathscoop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET profile/ — the pricing page only reads `pricing_plan`, `affiliate_code` and `role`. */
export const getProfile = () => api.get<Profile>('profile/');

export const profileQuery = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

export const useProfile = (enabled: boolean) => useQuery({ ...profileQuery(), enabled });
