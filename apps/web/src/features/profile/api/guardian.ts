import type { GuardianContactInput, GuardianContactView } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['guardian-contact'] as const;

/** GET guardian_contact/ — the parent or guardian told about booked sessions (students only). */
export function useGuardianContact(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<GuardianContactView>('guardian_contact/'),
    enabled,
  });
}

/** PUT guardian_contact/ {name, email}, or DELETE it; the contact reloads either way. */
export function useSaveGuardianContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardianContactInput | null) =>
      body === null
        ? api.delete<{ detail: string }>('guardian_contact/')
        : api.put<{ detail: string }>('guardian_contact/', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
