import type { ParentPaymentLinkRequest, ParentPaymentLinkResponse } from '@pathscoop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST parent_payment_link/ {pricing_plan, phone}: texts the parent a payment link for the plan.
 * Errors carry `{phone: [...]}` (invalid number) or `{detail}` (limits, SMS service).
 */
export const createParentPaymentLink = (input: ParentPaymentLinkRequest) =>
  api.post<ParentPaymentLinkResponse>('parent_payment_link/', input);

export const useCreateParentPaymentLink = () => useMutation({ mutationFn: createParentPaymentLink });
