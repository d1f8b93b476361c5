import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST verify-email/ {token} — confirms the address from the link in the verification mail. */
export function verifyEmail(token: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('verify-email/', { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
