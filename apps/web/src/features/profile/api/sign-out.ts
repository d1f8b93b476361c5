import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** POST auth/logout/ {refresh} — revokes the session's refresh token on the server. */
export function signOut(refresh: string): Promise<void> {
  return api.post<void>('auth/logout/', { refresh });
}

/**
 * Signs out: the server revokes the refresh token (a failure there does not keep the user signed
 * in), then the browser forgets tokens, user and scenarios, and cached data is dropped.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refresh = authStorage.getRefresh();
      if (refresh) await signOut(refresh).catch(() => undefined);
    },
    onSettled: () => {
      authStorage.clear();
      queryClient.clear();
    },
  });
}
