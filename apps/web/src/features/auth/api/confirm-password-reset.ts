import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PasswordResetConfirmInput = { token: string; password: string };

/** POST password_reset/confirm/ {token, password} — sets the new password with the mailed token. */
export function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('password_reset/confirm/', input);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
