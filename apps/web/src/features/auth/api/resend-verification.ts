import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST verify-email/resend/ {email} — mails a new verification link (same answer for any address). */
export function resendVerification(email: string): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('verify-email/resend/', { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
