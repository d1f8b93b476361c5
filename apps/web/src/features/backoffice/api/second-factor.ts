import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST backoffice/2fa/enrol/ — a new secret with its QR code (SVG markup made by the server). */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ secret: string; otpauth_uri: string; qr_svg: string }>('backoffice/2fa/enrol/'),
  });

/** POST backoffice/2fa/enrol/confirm/ — the first code; answers the ten recovery codes once. */
export const useConfirmEnrolment = () =>
  useMutation({
    mutationFn: (code: string) =>
      api.post<{ detail: string; recovery_codes: string[] }>('backoffice/2fa/enrol/confirm/', { code }),
  });

/** POST backoffice/2fa/verify/ — the step-up with an app code or a recovery code. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ detail: string; recovery_codes_left: number }>('backoffice/2fa/verify/', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}

/** POST backoffice/2fa/recovery-codes/ — ten new codes; the old ones stop working. */
export const useRegenerateRecoveryCodes = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ detail: string; recovery_codes: string[] }>('backoffice/2fa/recovery-codes/'),
  });
