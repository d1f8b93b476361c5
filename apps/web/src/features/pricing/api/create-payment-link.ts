import {
  type PaymentLinkRequest,
  type PaymentLinkResponse,
  paymentLinkResponseSchema,
} from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST payment_link/ {pricing_plan} → {payment_link}: the Stripe Checkout page (or the server's test
 * sandbox). The caller sends the browser there; the plan is set later by the verified webhook.
 */
export async function createPaymentLink(input: PaymentLinkRequest): Promise<PaymentLinkResponse> {
  return paymentLinkResponseSchema.parse(await api.post<unknown>('payment_link/', input));
}

export const useCreatePaymentLink = () => useMutation({ mutationFn: createPaymentLink });
