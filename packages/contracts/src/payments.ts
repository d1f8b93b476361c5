import { z } from 'zod';
import { id, text } from './input';

/**
 * Payments (spec part 1 §4 Pricing, §7 `payment_link/` and `parent_payment_link/`). The amount is
 * never part of a request: it always comes from the server's plan (docs/payments.md).
 */

const planIdField = id();

/** POST payment_link/ — `{pricing_plan}`; any other field (a price, an amount) is ignored. */
export const paymentLinkRequestSchema = z.object({ pricing_plan: planIdField });
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;

/** The URL the browser is sent to: Stripe Checkout, or the embedded sandbox checkout page. */
export const paymentLinkResponseSchema = z.object({ payment_link: z.string() }).meta({ id: 'PaymentLink' });
export type PaymentLinkResponse = z.infer<typeof paymentLinkResponseSchema>;

/** POST parent_payment_link/ — `{pricing_plan, phone}`; the phone is normalised on the server (US default). */
export const parentPaymentLinkRequestSchema = z.object({
  pricing_plan: planIdField,
  phone: text(32, { error: "Enter your parent's phone number.", maxError: 'Enter a valid phone number.' })
    .trim()
    .min(1, "Enter your parent's phone number.")
    .meta({ examples: ['+1 614 555 0134'] }),
});
export type ParentPaymentLinkRequest = z.infer<typeof parentPaymentLinkRequestSchema>;

export const parentPaymentLinkResponseSchema = z.object({ detail: z.string() });
export type ParentPaymentLinkResponse = z.infer<typeof parentPaymentLinkResponseSchema>;

/** POST /api/v1/webhooks/stripe/ — 200 once the event is verified (processed now or before). */
export const stripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});

/** Limits on texts to parents, per student (docs/payments.md). */
export const PARENT_TEXT_LIMITS = { perHour: 3, perDay: 10, perPhonePerDay: 3 } as const;

export const PAYMENT_MESSAGES = {
  planUnknown: 'Invalid pk - object does not exist.',
  planIsFree: 'This plan is free: choose it without paying.',
  /** An archived plan (docs/backoffice.md "Plans"): no longer sold; members who bought it keep it. */
  planNotOffered: 'This plan is no longer offered. Please choose one of the plans on the pricing page.',
  studentsOnly: 'Only Career Explorers (students) can buy a plan.',
  phoneInvalid: 'Enter a valid phone number.',
  parentTextSent: 'We texted the payment link to your parent.',
  parentTextHourly: `You can text a parent at most ${PARENT_TEXT_LIMITS.perHour} times an hour. Please try again later.`,
  parentTextDaily: `You can text a parent at most ${PARENT_TEXT_LIMITS.perDay} times a day. Please try again tomorrow.`,
  parentTextPhoneDaily: `This phone number has had ${PARENT_TEXT_LIMITS.perPhonePerDay} payment links today. Please try again tomorrow.`,
  providerUnavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  smsUnavailable: 'We could not send the text message right now. Please try again in a few minutes.',
  paymentsOff: 'Online payment is not available on this server.',
  badSignature: 'Invalid Stripe signature.',
} as const;
