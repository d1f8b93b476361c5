import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { AppContext } from '../../../context';
import { signAccessToken } from '../../../lib/auth';

/** Tests only: users with a bearer token, the seeded plans, a settable clock, signed events. */

export type TestUser = { id: number; email: string; headers: { authorization: string } };

export async function insertUser(
  ctx: AppContext,
  overrides: {
    role?: 'Student' | 'Mentor';
    first_name?: string;
    last_name?: string;
    affiliate_code?: string;
  } = {},
): Promise<TestUser> {
  const email = `u${randomUUID().slice(0, 8)}@example.com`;
  const row = await ctx.db
    .insertInto('users')
    .values({
      email,
      password_hash: 'not-used',
      role: overrides.role ?? 'Student',
      first_name: overrides.first_name ?? 'Riley',
      last_name: overrides.last_name ?? 'Quinton-Smith',
      affiliate_code: overrides.affiliate_code ?? null,
      email_verified_at: new Date(),
      password_changed_at: new Date('2024-01-01T00:00:00Z'),
      updated_at: new Date(),
    })
    .returning(['id', 'password_changed_at'])
    .executeTakeFirstOrThrow();
  const token = await signAccessToken(ctx.config, row, randomUUID(), ctx.now());
  return { id: row.id, email, headers: { authorization: `Bearer ${token}` } };
}

/** A fresh bearer header at the app's current time (tests that move the clock past the token's life). */
export async function freshHeaders(ctx: AppContext, userId: number) {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'password_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { authorization: `Bearer ${await signAccessToken(ctx.config, row, randomUUID(), ctx.now())}` };
}

export async function seededPlans(ctx: AppContext) {
  const plans = await ctx.db
    .selectFrom('pricing_plans')
    .select(['id', 'title', 'price', 'duration_days'])
    .orderBy('position')
    .execute();
  const byTitle = (title: string) => {
    const plan = plans.find((p) => p.title === title);
    if (!plan) throw new Error(`seed has no plan ${title}`);
    return { ...plan, cents: Math.round(Number(plan.price) * 100) };
  };
  return {
    free: byTitle('Single Scoop'),
    monthly: byTitle('Double Scoop'),
    halfYear: byTitle('Sundae'),
    milkshake: byTitle('Milkshake'),
  };
}

/** A clock the app reads through ctx.now; tests move it. */
export function testClock(start = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => {
      current = d.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

const stripe = new Stripe('sk_test_unused');

/** Signs a payload with the stripe library's own test-header helper. */
export function signPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

export function userPlan(ctx: AppContext, userId: number) {
  return ctx.db
    .selectFrom('users')
    .select(['pricing_plan_id', 'plan_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A Stripe `checkout.session.*` event around a session object (only the fields the app reads matter). */
export function checkoutEvent(
  type: string,
  session: {
    id: string;
    amount_total: number;
    currency?: string;
    client_reference_id?: string | null;
    payment_status?: string;
    metadata?: Record<string, string>;
  },
  options: { id?: string; created?: number } = {},
) {
  return {
    id: options.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        currency: 'usd',
        client_reference_id: null,
        customer: 'cus_test_123',
        payment_intent: 'pi_test_123',
        metadata: {},
        ...session,
      },
    },
  };
}
