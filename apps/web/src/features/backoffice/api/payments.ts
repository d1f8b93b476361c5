import { backofficePaymentListSchema } from '@pathscoop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PaymentFilters = {
  q: string;
  status: '' | 'paid' | 'partially_refunded' | 'refunded';
  page: number;
};

/** GET backoffice/payments/ */
export const usePayments = (f: PaymentFilters) =>
  useQuery({
    queryKey: ['backoffice', 'payments', f],
    queryFn: async (): Promise<z.infer<typeof backofficePaymentListSchema>> =>
      backofficePaymentListSchema.parse(
        await api.get('backoffice/payments/', {
          q: f.q.trim() || undefined,
          status: f.status || undefined,
          page: f.page,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** POST backoffice/payments/{id}/refund/ — `amount_cents` left out refunds the rest. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount_cents, reason }: { id: number; amount_cents?: number; reason: string }) =>
      api.post<{ detail: string; stripe_refund_id: string }>(`backoffice/payments/${id}/refund/`, {
        reason,
        ...(amount_cents === undefined ? {} : { amount_cents }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['backoffice'] }),
  });
}
