import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST invitations/ {email, message}. */
export function sendInvitation(body: { email: string; message: string }) {
  return api.post<{ detail: string }>('invitations/', body);
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
