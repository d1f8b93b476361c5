import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

type ChangePasswordResponse = { detail: string; access: string; refresh: string };

/** POST set-password/ — ends the other sessions; this one continues with the fresh token pair. */
export function changePassword(body: { current_password: string; new_password: string }) {
  return api.post<ChangePasswordResponse>('set-password/', body);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => authStorage.setTokens(data.access, data.refresh),
  });
}
