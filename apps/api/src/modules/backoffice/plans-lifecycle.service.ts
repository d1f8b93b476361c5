import { type BackofficePlan, planDescriptionProblems, type planInputSchema } from '@pathscoop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { fieldErrors, notFound } from '../../lib/errors';
import type { PaymentsRuntime } from '../payments/checkout-gateway';
import { toCents } from '../payments/payments.service';
import { recordAudit } from './audit';
import type { backofficeOf } from './permissions';
import { getBackofficePlan, makeStripePrice, termsSnapshot } from './plans.service';

/**
 * Adding and archiving plans (docs/backoffice.md "Plans"). A new plan is on sale at once, last on
 * the pricing page, with its terms as version 1 (and, with Stripe, its Product and Price). Archiving
 * takes a plan off the pricing page and refuses new checkouts for it; members who bought it keep
 * their terms until their plan ends, and My Plan keeps showing them. Both are audited.
 */

type PlanInput = z.output<typeof planInputSchema>;
type Staff = ReturnType<typeof backofficeOf>;

/** "Double Scoop Plus!" → "double-scoop-plus" (then "-2", "-3" … if taken). */
export const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Crème" → "creme"
    .toLowerCase()
    // Words joined by one dash: no trimming regex (`/^-+|-+$/` is quadratic on long dash runs).
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-$/, '') || 'plan';

/** POST backoffice/plans/: a new plan with its first terms version (audited as `plan_created`). */
export async function createPlan(
  ctx: AppContext,
  runtime: PaymentsRuntime,
  staff: Staff,
  input: PlanInput,
  log: FastifyBaseLogger,
): Promise<BackofficePlan> {
  const parentSummary = input.parent_summary ?? false;
  const lineProblems = planDescriptionProblems(input.description_lines, {
    ...input,
    parent_summary: parentSummary,
  });
  if (lineProblems.length) throw fieldErrors({ description_lines: lineProblems });
  const description = input.description_lines.join('\n');
  const now = ctx.now();
  const values = {
    title: input.title,
    description,
    price: input.price,
    duration: input.duration,
    duration_days: input.duration_days,
    mentor_sessions: input.mentor_sessions,
    companions: input.companions,
    daily_chat_messages: input.daily_chat_messages,
    priority_matching: input.priority_matching,
    parent_summary: parentSummary,
  };
  // One transaction: if Stripe refuses the price (502), the plan is not made either.
  const id = await ctx.db.transaction().execute(async (tx) => {
    // Slugs and positions are picked under one lock, so two plans added at once cannot collide.
    await sql`select pg_advisory_xact_lock(hashtext('pathscoop-new-plan'))`.execute(tx);
    const base = slugOf(input.title);
    const taken = new Set(
      (
        await tx
          .selectFrom('pricing_plans')
          .select('slug')
          .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
          .execute()
      ).map((r) => r.slug),
    );
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const { last } = await tx
      .selectFrom('pricing_plans')
      .select((eb) => eb.fn.max('position').as('last'))
      .executeTakeFirstOrThrow();
    const plan = await tx
      .insertInto('pricing_plans')
      .values({
        ...values,
        slug,
        position: Number(last ?? 0) + 1,
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const stripe = await makeStripePrice(runtime, plan, 1, toCents(input.price), input.title, log);
    const terms = await tx
      .insertInto('pricing_plan_terms')
      .values({
        ...values,
        plan_id: plan.id,
        version: 1,
        stripe_price_id: stripe?.priceId ?? null,
        created_by: staff.userId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('pricing_plans')
      .set({ current_terms_id: terms.id, stripe_product_id: stripe?.productId ?? null })
      .where('id', '=', plan.id)
      .execute();
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'plan_created',
      targetType: 'pricing_plan',
      targetId: plan.id,
      before: null,
      after: { slug, position: plan.position, on_sale: true, ...termsSnapshot(terms) },
      requestId: staff.requestId,
      at: now,
    });
    return plan.id;
  });
  return getBackofficePlan(ctx, id);
}

/**
 * POST backoffice/plans/{id}/archive/ (onSale false) and …/restore/ (true). Asking for the state the
 * plan is already in changes nothing and writes no audit row.
 */
export async function setPlanOnSale(
  ctx: AppContext,
  staff: Staff,
  id: number,
  onSale: boolean,
): Promise<BackofficePlan> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const plan = await tx
      .selectFrom('pricing_plans')
      .select(['id', 'is_active', 'title'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!plan) throw notFound();
    if (plan.is_active === onSale) return;
    await tx
      .updateTable('pricing_plans')
      .set({ is_active: onSale, updated_at: now })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, {
      actorId: staff.userId,
      action: onSale ? 'plan_restored' : 'plan_archived',
      targetType: 'pricing_plan',
      targetId: id,
      before: { title: plan.title, on_sale: plan.is_active },
      after: { title: plan.title, on_sale: onSale },
      requestId: staff.requestId,
      at: now,
    });
  });
  return getBackofficePlan(ctx, id);
}
