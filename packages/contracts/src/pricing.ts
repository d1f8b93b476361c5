import { z } from 'zod';
import { id } from './input';

/**
 * A pricing plan (spec part 1 §3, part 2 §3). `description` holds lines separated by line breaks:
 * the first line is the plan's title line, later lines are bullets; a line followed by one that
 * contains '100%' carries a COMING SOON badge, and the '100%' line itself is shown as a note.
 */
export const pricingPlanSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    /** Decimal price in US dollars, e.g. "9.99"; "0.00" for the free plan. */
    price: z.string(),
    /** Shown after the price as '/duration', e.g. 'month'. */
    duration: z.string(),
    image: z.string().nullable(),
    is_free: z.boolean(),
  })
  .meta({ id: 'PricingPlan' });
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pricingPlanListSchema = z.array(pricingPlanSchema);

/** PATCH profile/ with `{pricing_plan}`: choose a plan (only free plans; paid ones are bought). */
export const choosePricingPlanSchema = z.object({
  pricing_plan: id(),
});
export type ChoosePricingPlanInput = z.infer<typeof choosePricingPlanSchema>;

export const PRICING_MESSAGES = {
  planUnknown: 'Invalid pk - object does not exist.',
  paidPlanNotAvailable:
    'Paid plans are activated by payment: use Choose and complete the checkout (or Text to Parent) for this plan.',
  /** 403 detail when recommendations actions need a plan (gating, docs/gating.md). */
  planRequired:
    'Choose a pricing plan (the free plan is fine) or add your school affiliate code to save, score and book careers.',
} as const;

/** Splits a plan description into its title line, bullets (with COMING SOON flags) and '100%' notes. */
export type PlanDescriptionLine = { text: string; comingSoon: boolean; note: boolean };
export function parsePlanDescription(description: string): { title: string; lines: PlanDescriptionLine[] } {
  const all = description
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const [title = '', ...rest] = all;
  const lines = rest.map((text, i) => ({
    text,
    note: text.includes('100%'),
    comingSoon: !text.includes('100%') && (rest[i + 1]?.includes('100%') ?? false),
  }));
  return { title, lines };
}
