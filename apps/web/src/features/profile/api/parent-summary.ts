import type { ParentSummaryView } from '@pathscoop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const KEY = ['parent-summary'] as const;

/** GET parent_summary/ — included, on or off, when, and the exact e-mail (docs/parents.md). */
export function useParentSummary(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<ParentSummaryView>('parent_summary/'), enabled });
}

/** PUT parent_summary/ {enabled} */
export function useSetParentSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<{ detail: string }>('parent_summary/', { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST parent_summary/send/ — one now (at most one a day). */
export function useSendParentSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string; sent_at: string }>('parent_summary/send/', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
