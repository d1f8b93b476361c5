import type { PasswordResetResponse } from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';

/**
 * POST password_reset/ {email} → {status, msg}. An answer with status 'error' (whatever its HTTP
 * status) is a failure whose `msg` is shown (spec part 1 §7).
 */
export async function requestPasswordReset(email: string): Promise<PasswordResetResponse> {
  const data = await api.post<PasswordResetResponse>('password_reset/', { email });
  if (data.status === 'error') throw new ApiError(400, data);
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
