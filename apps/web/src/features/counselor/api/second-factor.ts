import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST backoffice/2fa/enrol/: a new TOTP secret and its QR code (SVG). */
export const useStartEnrolment = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ secret: string; otpauth_uri: string; qr_svg: string }>('backoffice/2fa/enrol/'),
  });

/** POST backoffice/2fa/enrol/confirm/: the first code; answers the ten recovery codes. */
export const useConfirmEnrolment = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ detail: string; recovery_codes: string[] }>('backoffice/2fa/enrol/confirm/', { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['counselor'] }),
  });
};

/** POST backoffice/2fa/verify/: the step-up for this session. */
export const useVerifySecondFactor = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<{ detail: string }>('backoffice/2fa/verify/', { code }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['counselor'] }),
  });
};
