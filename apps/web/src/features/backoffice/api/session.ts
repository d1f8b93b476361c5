import type { SigninInput, SigninResponse } from '@pathscoop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/**
 * The back office's own sign-in and sign-out (POST auth/?backoffice=1, POST auth/logout/). Team
 * accounts sign in only here (the public sign-in answers 403 for them: an operator is not a
 * member); kept in this chunk so that the student's chunks stay exactly as they were.
 */
export function useBackofficeSignIn() {
  return useMutation({
    mutationFn: (credentials: SigninInput) => api.post<SigninResponse>('auth/?backoffice=1', credentials),
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
