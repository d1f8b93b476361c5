import { z } from 'zod';
import { roleSchema } from './auth';

/**
 * GET profile/plan/ (My Plan, docs/payments.md): the terms the member bought, never the plan's
 * current ones. A plan edited or archived in the back office after the purchase keeps showing the
 * title, price, length and lines that were paid for.
 */
export const boughtTermsSchema = z.object({
  plan_id: z.number().int(),
  /** The version of the plan's terms (pricing_plan_terms). */
  version: z.number().int(),
  title: z.string(),
  price: z.string(),
  duration: z.string(),
  duration_days: z.number().int().nullable(),
  /** The plan's lines as they were when bought (first: the headline; last: the small print). */
  description_lines: z.array(z.string()),
  image: z.string().nullable(),
  is_free: z.boolean(),
  mentor_sessions: z.number().int(),
  companions: z.boolean(),
  /** null = unlimited. */
  daily_chat_messages: z.number().int().nullable(),
  priority_matching: z.boolean(),
  /** false once the plan was archived: no longer sold (the member keeps it until it ends). */
  on_sale: z.boolean(),
});
export type BoughtTerms = z.infer<typeof boughtTermsSchema>;

export const myPlanSchema = z
  .object({
    role: roleSchema,
    /** The current (not expired) plan, with the terms of the version bought; null = none. */
    plan: boughtTermsSchema.nullable(),
    plan_is_paid: z.boolean(),
    plan_expires_at: z.string().nullable(),
    /** The school of a valid affiliate code and what it gives its students (docs/backoffice.md "Schools"). */
    school: z
      .object({
        name: z.string(),
        mentor_sessions: z.number().int(),
        companions: z.boolean(),
        daily_chat_messages: z.number().int().nullable(),
      })
      .nullable(),
    /** Payments, newest first, each with the terms it bought. */
    payments: z.array(
      z.object({
        id: z.number().int(),
        paid_at: z.string(),
        plan_title: z.string(),
        version: z.number().int().nullable(),
        duration: z.string(),
        amount: z.string(),
        currency: z.string(),
        refunded: z.string(),
        plan_expires_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'MyPlan' });
export type MyPlan = z.infer<typeof myPlanSchema>;
