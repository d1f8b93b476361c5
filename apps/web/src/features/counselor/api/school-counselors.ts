import { type CounselorInvite, type SchoolCounselor, schoolCounselorSchema } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

const key = (schoolId: number) => ['counselor', 'school-counselors', schoolId];

/** GET backoffice/schools/{id}/counselors/ (operators). */
export const useSchoolCounselors = (schoolId: number, enabled: boolean) =>
  useQuery({
    queryKey: key(schoolId),
    queryFn: async (): Promise<SchoolCounselor[]> =>
      z.array(schoolCounselorSchema).parse(await api.get(`backoffice/schools/${schoolId}/counselors/`)),
    enabled,
  });

/** POST backoffice/schools/{id}/counselors/: invite (a mailed link that expires). */
export const useInviteCounselor = (schoolId: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CounselorInvite) =>
      api.post<SchoolCounselor>(`backoffice/schools/${schoolId}/counselors/`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(schoolId) }),
  });
};

/** DELETE backoffice/schools/{id}/counselors/{user_id}/: their sessions end at once. */
export const useRemoveCounselor = (schoolId: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete<void>(`backoffice/schools/${schoolId}/counselors/${userId}/`),
    onSuccess: () => qc.invalidateQueries({ queryKey: key(schoolId) }),
  });
};
