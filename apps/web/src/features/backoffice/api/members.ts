import {
  type BackofficeMember,
  backofficeMemberListSchema,
  backofficeMemberSchema,
} from '@pathscoop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, ApiError, api } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';

export type MemberFilters = { q: string; status: '' | 'active' | 'deactivated'; page: number };

const query = (f: Omit<MemberFilters, 'page'>) => ({
  q: f.q.trim() || undefined,
  status: f.status || undefined,
});

/** GET backoffice/members/ — search, paged. */
export const useMembers = (f: MemberFilters) =>
  useQuery({
    queryKey: ['backoffice', 'members', f],
    queryFn: async (): Promise<z.infer<typeof backofficeMemberListSchema>> =>
      backofficeMemberListSchema.parse(await api.get('backoffice/members/', { ...query(f), page: f.page })),
    placeholderData: keepPreviousData,
  });

/** GET backoffice/members/{id}/ */
export const useMember = (id: number) =>
  useQuery({
    queryKey: ['backoffice', 'members', 'one', id],
    queryFn: async (): Promise<BackofficeMember> =>
      backofficeMemberSchema.parse(await api.get(`backoffice/members/${id}/`)),
  });

/** POST backoffice/members/{id}/{resend-verification|deactivate|reactivate}/ */
export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      reason,
    }: {
      action: 'resend-verification' | 'deactivate' | 'reactivate';
      reason?: string;
    }) =>
      api.post<{ detail: string }>(
        `backoffice/members/${id}/${action}/`,
        reason === undefined ? {} : { reason },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'members'] }),
  });
}

/** GET backoffice/members/export/ — the CSV, saved as a file (needs the Bearer token, so not a plain link). */
export async function downloadMembersCsv(f: Omit<MemberFilters, 'page'>) {
  const url = new URL(`${API_BASE}backoffice/members/export/`, window.location.origin);
  for (const [k, v] of Object.entries(query(f))) if (v) url.searchParams.set(k, v);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${authStorage.getAccess() ?? ''}` } });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({ detail: res.statusText })));
  const blob = await res.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'pathscoop-members.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
