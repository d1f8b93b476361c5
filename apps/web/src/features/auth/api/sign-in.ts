import type { SigninInput, SigninResponse } from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

/** POST auth/ — credentials → {access, refresh, user}. */
export function signIn(credentials: SigninInput): Promise<SigninResponse> {
  return api.post<SigninResponse>('auth/', credentials);
}

/** Signs in and stores the tokens and the user (spec part 1 §4: success stores tokens and user). */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      authStorage.setTokens(data.access, data.refresh);
      authStorage.setUser(data.user);
    },
  });
}
