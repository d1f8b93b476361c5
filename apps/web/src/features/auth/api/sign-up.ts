import type { SignupInput } from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SignupResponse = {
  detail: string;
  user: { id: number; email: string; role: 'Student' | 'Mentor' };
};

/** POST signup/ — student or mentor payload, chosen by `role`. */
export function signUp(payload: SignupInput): Promise<SignupResponse> {
  return api.post<SignupResponse>('signup/', payload);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
