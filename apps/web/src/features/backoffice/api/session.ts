import type { SigninInput, SigninResponse } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * The back office's own sign-in and sign-out (POST auth/, POST auth/logout/): the same calls as
 * the public pages, kept here so that the student's chunks stay exactly as they were.
 */
export function useBackofficeSignIn() {
  return useMutation({
    mutationFn: (credentials: SigninInput) => api.post<SigninResponse>('auth/', credentials),
    onSuccess: (data) => {
      authStorage.setTokens(data.access, data.refresh);
      authStorage.setUser(data.user);
    },
  });
}

export function useBackofficeSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refresh = authStorage.getRefresh();
      if (refresh) await api.post<void>('auth/logout/', { refresh }).catch(() => undefined);
    },
    onSettled: () => {
      authStorage.clear();
      queryClient.clear();
    },
  });
}
