import { mentoringProfileSchema, suggestedTimesSchema } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type MentoringProfile = z.infer<typeof mentoringProfileSchema>;
export type MentoringProfilePatch = Partial<
  Pick<MentoringProfile, 'timezone' | 'availability' | 'career_codes' | 'about_me'>
>;

/** GET mentor_profile/ — the mentor's expertise, availability and vetting state. */
export const useMentoringProfile = (enabled: boolean) =>
  useQuery({
    queryKey: ['mentor-profile'],
    queryFn: async () => mentoringProfileSchema.parse(await api.get<unknown>('mentor_profile/')),
    enabled,
  });

/** PATCH mentor_profile/. */
export function useUpdateMentoringProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: MentoringProfilePatch) => api.patch<unknown>('mentor_profile/', patch),
    onSuccess: (data) => {
      queryClient.setQueryData(['mentor-profile'], mentoringProfileSchema.parse(data));
      void queryClient.invalidateQueries({ queryKey: ['suggested-times'] });
    },
  });
}

/** GET mentor_profile/suggested_times/ — times from the availability to offer. */
export const useSuggestedTimes = (enabled: boolean) =>
  useQuery({
    queryKey: ['suggested-times'],
    queryFn: async () =>
      suggestedTimesSchema.parse(await api.get<unknown>('mentor_profile/suggested_times/')).times,
    enabled,
  });
