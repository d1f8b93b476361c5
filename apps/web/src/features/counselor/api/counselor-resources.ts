import {
  type CounselorResource,
  type CounselorResourceInput,
  counselorResourceSchema,
} from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET counselor/resources/: the school's own Picks For You. */
export const useSchoolPicks = (enabled: boolean) =>
  useQuery({
    queryKey: ['counselor', 'resources'],
    queryFn: async (): Promise<CounselorResource[]> =>
      z.array(counselorResourceSchema).parse(await api.get('counselor/resources/')),
    enabled,
  });

/** POST counselor/resources/: publish one (the server sanitises the body). */
export const usePublishPick = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CounselorResourceInput) => api.post<CounselorResource>('counselor/resources/', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['counselor', 'resources'] }),
  });
};

/** DELETE counselor/resources/{id}/. */
export const useRemovePick = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`counselor/resources/${id}/`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['counselor', 'resources'] }),
  });
};
