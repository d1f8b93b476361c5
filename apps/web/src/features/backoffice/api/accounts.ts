import { type BackofficeAccount, backofficeAccountListSchema } from '@pathscoop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET backoffice/accounts/?q=&page= */
export const useAccounts = (q: string, page: number) =>
  useQuery({
    queryKey: ['backoffice', 'accounts', q, page],
    queryFn: async () =>
      backofficeAccountListSchema.parse(
        await api.get(`backoffice/accounts/?${new URLSearchParams({ q, page: String(page) })}`),
      ),
    placeholderData: keepPreviousData,
  });

type Change =
  | { kind: 'give'; userId: number; role: string; school_id: number | null }
  | { kind: 'remove'; userId: number; roleId: number }
  | { kind: 'disable'; userId: number; reason: string }
  | { kind: 'enable'; userId: number };

/** Roles given or removed, accounts disabled or enabled (each audited on the server). */
export function useChangeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Change): Promise<BackofficeAccount> => {
      const base = `backoffice/accounts/${c.userId}/`;
      if (c.kind === 'give') return api.post(`${base}roles/`, { role: c.role, school_id: c.school_id });
      if (c.kind === 'remove') return api.delete(`${base}roles/${c.roleId}/`);
      if (c.kind === 'disable') return api.post(`${base}disable/`, { reason: c.reason });
      return api.post(`${base}enable/`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'accounts'] }),
  });
}
