import { type InvitationInfo, invitationInfoSchema } from '@pathscoop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST counselor-invitation/: what the link is for (400 when invalid or expired). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['counselor-invitation', token],
    queryFn: async (): Promise<InvitationInfo> =>
      invitationInfoSchema.parse(await api.post('counselor-invitation/', { token })),
    retry: false,
    enabled: token !== '',
  });

/** POST counselor-invitation/accept/: choose the password. */
export const useAcceptInvitation = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      api.post<{ detail: string; email: string }>('counselor-invitation/accept/', input),
  });
