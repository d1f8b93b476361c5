import { type SchoolAccess, schoolAccessSchema } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET profile/school/: which school can see the student's results (issue 21). */
export const useSchoolAccess = (enabled: boolean) =>
  useQuery({
    queryKey: ['profile', 'school-access'],
    queryFn: async (): Promise<SchoolAccess> => schoolAccessSchema.parse(await api.get('profile/school/')),
    enabled,
  });

/** POST profile/school/leave/: remove the school's code (leaves the cohort, ends its entitlements). */
export const useLeaveSchool = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string }>('profile/school/leave/'),
    onSuccess: () => qc.invalidateQueries(),
  });
};
