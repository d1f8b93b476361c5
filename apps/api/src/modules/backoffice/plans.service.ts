import {
  type BackofficePlan,
  type PlanVersion,
  planDescriptionProblems,
  type planInputSchema,
} from '@pathscoop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest, fieldErrors, notFound } from '../../lib/errors';
import type { PaymentsRuntime } from '../payments/checkout-gateway';
import { CURRENCY, toCents } from '../payments/payments.service';
import { recordAudit } from './audit';
import type { backofficeOf } from './permissions';

/**
 * Plans in the back office (docs/backoffice.md "Plans"). An edit never changes what a member
 * already paid for: it inserts the next version of the plan's terms and points the plan at it;
 * checkouts, payments and members keep the version they bought. With Stripe configured, a new
 * price becomes a new Stripe Price (official `stripe` library) on the plan's Stripe Product, and
 * new checkouts are made with it; in the sandbox no Stripe call is made.
 */

type PlanInput = z.output<typeof planInputSchema>;
type Staff = ReturnType<typeof backofficeOf>;

async function loadVersions(ctx: AppContext, planIds: number[]): Promise<Map<number, PlanVersion[]>> {
  const byPlan = new Map<number, PlanVersion[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await sql<{
    plan_id: number;
    id: number;
    version: number;
    title: string;
    price: string;
    duration: string;
    duration_days: number | null;
    mentor_sessions: number;
    companions: boolean;
    daily_chat_messages: number | null;
    priority_matching: boolean;
    parent_summary: boolean;
    stripe_price_id: string | null;
    created_at: Date;
    members: string;
  }>`select t.plan_id, t.id, t.version, t.title, t.price, t.duration, t.duration_days,
      t.mentor_sessions, t.companions, t.daily_chat_messages, t.priority_matching, t.parent_summary, t.stripe_price_id,
      t.created_at,
      (select count(*) from users u join pricing_plans p on p.id = u.pricing_plan_id
        where u.pricing_plan_id = t.plan_id
          and coalesce(u.plan_terms_id, p.current_terms_id) = t.id
          and (u.plan_expires_at is null or u.plan_expires_at > ${ctx.now().toISOString()}::timestamptz)) as members
    from pricing_plan_terms t where t.plan_id in (${sql.join(planIds)})
    order by t.plan_id, t.version desc`.execute(ctx.db);
  for (const r of rows.rows) {
    const list = byPlan.get(r.plan_id) ?? [];
    list.push({
      id: r.id,
      version: r.version,
      title: r.title,
      price: Number(r.price).toFixed(2),
      duration: r.duration,
      duration_days: r.duration_days,
      mentor_sessions: r.mentor_sessions,
      companions: r.companions,
      daily_chat_messages: r.daily_chat_messages,
      priority_matching: r.priority_matching,
      parent_summary: r.parent_summary,
      stripe_price_id: r.stripe_price_id,
      created_at: new Date(r.created_at).toISOString(),
      members: Number(r.members),
    });
    byPlan.set(r.plan_id, list);
  }
  return byPlan;
}

function planRows(ctx: AppContext) {
  return ctx.db
    .selectFrom('pricing_plans')
    .leftJoin('pricing_plan_terms as t', 't.id', 'pricing_plans.current_terms_id')
    .select([
      'pricing_plans.id',
      'pricing_plans.slug',
      'pricing_plans.title',
      'pricing_plans.price',
      'pricing_plans.duration',
      'pricing_plans.duration_days',
      'pricing_plans.description',
      'pricing_plans.mentor_sessions',
      'pricing_plans.companions',
      'pricing_plans.daily_chat_messages',
      'pricing_plans.priority_matching',
      'pricing_plans.parent_summary',
      'pricing_plans.is_active',
      'pricing_plans.position',
      'pricing_plans.stripe_product_id',
      'pricing_plans.current_terms_id',
      't.version as current_version',
    ]);
}
type PlanDbRow = Awaited<ReturnType<ReturnType<typeof planRows>['executeTakeFirstOrThrow']>>;

function present(row: PlanDbRow, versions: PlanVersion[]): BackofficePlan {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: Number(row.price).toFixed(2),
    duration: row.duration,
    duration_days: row.duration_days,
    description_lines: row.description.split('\n'),
    mentor_sessions: row.mentor_sessions,
    companions: row.companions,
    daily_chat_messages: row.daily_chat_messages,
    priority_matching: row.priority_matching,
    parent_summary: row.parent_summary,
    is_active: row.is_active,
    position: row.position,
    current_version: row.current_version ?? 1,
    stripe_product_id: row.stripe_product_id,
    versions,
  };
}

export async function listBackofficePlans(ctx: AppContext): Promise<BackofficePlan[]> {
  const rows = await planRows(ctx).orderBy('pricing_plans.position').orderBy('pricing_plans.id').execute();
  const versions = await loadVersions(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => present(r, versions.get(r.id) ?? []));
}

export async function getBackofficePlan(ctx: AppContext, id: number): Promise<BackofficePlan> {
  const row = await planRows(ctx).where('pricing_plans.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return present(row, (await loadVersions(ctx, [id])).get(id) ?? []);
}

export const termsSnapshot = (t: {
  version: number;
  title: string;
  price: string;
  duration: string;
  duration_days: number | null;
  description: string;
  mentor_sessions: number;
  companions: boolean;
  daily_chat_messages: number | null;
  priority_matching: boolean;
  parent_summary: boolean;
  stripe_price_id: string | null;
}) => ({
  version: t.version,
  title: t.title,
  price: Number(t.price).toFixed(2),
  duration: t.duration,
  duration_days: t.duration_days,
  description_lines: t.description.split('\n'),
  mentor_sessions: t.mentor_sessions,
  companions: t.companions,
  daily_chat_messages: t.daily_chat_messages,
  priority_matching: t.priority_matching,
  parent_summary: t.parent_summary,
  stripe_price_id: t.stripe_price_id,
});

export const PLAN_MESSAGES = {
  freeStaysFree:
    'A free plan stays free and a paid plan stays paid (members chose it as such). Make a price above $0 for a paid plan.',
  concurrent: 'Someone else changed this plan a moment ago. Reload the page and make your change again.',
  stripe: 'Stripe did not accept the new price, so nothing was changed. Please try again in a moment.',
} as const;

/**
 * With Stripe configured and a paid price: the plan's Stripe Product (made the first time) and a new
 * Stripe Price for this version. Idempotency keys name the plan, the version and the amount.
 * Answers null in the sandbox or for a free price; a refused call is a 502 and changes nothing.
 */
export async function makeStripePrice(
  runtime: PaymentsRuntime,
  plan: { id: number; slug: string; title: string; stripe_product_id: string | null },
  version: number,
  cents: number,
  title: string,
  log: FastifyBaseLogger,
): Promise<{ productId: string; priceId: string } | null> {
  if (runtime.gateway?.provider !== 'stripe' || cents <= 0) return null;
  try {
    let productId = plan.stripe_product_id;
    if (!productId) {
      const product = await runtime.stripe.products.create(
        {
          name: `Pathscoop ${plan.title}`,
          metadata: { pricing_plan_id: String(plan.id), slug: plan.slug },
        },
        { idempotencyKey: `pathscoop-plan-product-${plan.id}` },
      );
      productId = product.id;
    }
    const price = await runtime.stripe.prices.create(
      {
        product: productId,
        currency: CURRENCY,
        unit_amount: cents,
        nickname: `${title} v${version}`,
        metadata: { pricing_plan_id: String(plan.id), terms_version: String(version) },
      },
      { idempotencyKey: `pathscoop-plan-price-${plan.id}-v${version}-${cents}` },
    );
    return { productId, priceId: price.id };
  } catch (err) {
    log.error({ err, plan: plan.id }, 'creating the Stripe price failed');
    throw new AppError(502, { detail: PLAN_MESSAGES.stripe });
  }
}

/**
 * PUT backoffice/plans/{id}/: the next terms version. Nothing changes when the input equals the
 * current terms. With Stripe, a new Stripe Price is made before the database is touched (its
 * idempotency key names the plan, the version and the amount), so a refused Stripe call changes
 * nothing; the version is re-checked under the plan's row lock (a concurrent edit answers 409).
 */
export async function updatePlan(
  ctx: AppContext,
  runtime: PaymentsRuntime,
  staff: Staff,
  id: number,
  input: PlanInput,
  log: FastifyBaseLogger,
): Promise<BackofficePlan> {
  const plan = await ctx.db.selectFrom('pricing_plans').selectAll().where('id', '=', id).executeTakeFirst();
  if (!plan?.current_terms_id) throw notFound();
  const current = await ctx.db
    .selectFrom('pricing_plan_terms')
    .selectAll()
    .where('id', '=', plan.current_terms_id)
    .executeTakeFirstOrThrow();
  if ((Number(input.price) === 0) !== (Number(current.price) === 0))
    throw badRequest('price', PLAN_MESSAGES.freeStaysFree);

  // Absent = the current terms' value; the lines are checked against what is finally included.
  const parentSummary = input.parent_summary ?? current.parent_summary;
  const lineProblems = planDescriptionProblems(input.description_lines, {
    ...input,
    parent_summary: parentSummary,
  });
  if (lineProblems.length) throw fieldErrors({ description_lines: lineProblems });
  const description = input.description_lines.join('\n');
  const cents = toCents(input.price);
  const unchanged =
    current.title === input.title &&
    toCents(current.price) === cents &&
    current.duration === input.duration &&
    current.duration_days === input.duration_days &&
    current.description === description &&
    current.mentor_sessions === input.mentor_sessions &&
    current.companions === input.companions &&
    current.daily_chat_messages === input.daily_chat_messages &&
    current.priority_matching === input.priority_matching &&
    current.parent_summary === parentSummary;
  if (unchanged) return getBackofficePlan(ctx, id);

  const version = current.version + 1;
  let stripePriceId = toCents(current.price) === cents ? current.stripe_price_id : null;
  let stripeProductId = plan.stripe_product_id;
  if (stripePriceId === null || stripeProductId === null) {
    const made = await makeStripePrice(runtime, plan, version, cents, input.title, log);
    if (made) ({ productId: stripeProductId, priceId: stripePriceId } = made);
  }

  const now = ctx.now();
  await ctx.db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom('pricing_plans')
      .select('current_terms_id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.current_terms_id !== current.id) throw new AppError(409, { detail: PLAN_MESSAGES.concurrent });
    const terms = await tx
      .insertInto('pricing_plan_terms')
      .values({
        plan_id: id,
        version,
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
        stripe_price_id: stripePriceId,
        created_by: staff.userId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('pricing_plans')
      .set({
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
        current_terms_id: terms.id,
        stripe_product_id: stripeProductId,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'plan_updated',
      targetType: 'pricing_plan',
      targetId: id,
      before: termsSnapshot(current),
      after: termsSnapshot(terms),
      requestId: staff.requestId,
      at: now,
    });
  });
  return getBackofficePlan(ctx, id);
}
