import { type CounselorMe, counselorMeSchema } from '@pathscoop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET counselor/me/: the counselor and their school (403 before the second factor). */
export const getCounselorMe = async (): Promise<CounselorMe> =>
  counselorMeSchema.parse(await api.get('counselor/me/'));
export const useCounselorMe = (enabled = true) =>
  useQuery({ queryKey: ['counselor', 'me'], queryFn: getCounselorMe, retry: false, enabled });
