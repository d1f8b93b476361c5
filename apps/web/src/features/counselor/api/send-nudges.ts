import { type CohortFilter, type NudgeResponse, nudgeResponseSchema } from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST counselor/nudges/: one reminder to the students (in the filters) who have not finished. */
export const useSendNudges = () =>
  useMutation({
    mutationFn: async (filter: CohortFilter): Promise<NudgeResponse> =>
      nudgeResponseSchema.parse(await api.post('counselor/nudges/', filter)),
  });
