import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { CheckoutStatus, ParentLinkStatus } from './payments.tables';

/** The database or a transaction: every query here runs in either. */
type Db = Kysely<DB>;

export type CheckoutRow = Selectable<DB['checkout_sessions']>;
export type ParentLinkRow = Selectable<DB['parent_payment_links']>;

const ts = (d: Date) => sql<Date>`${d.toISOString()}::timestamptz`;

// ── checkout sessions ────────────────────────────────────────────────────────────────────────────

export async function insertCheckoutSession(
  db: Db,
  values: Insertable<DB['checkout_sessions']>,
): Promise<CheckoutRow> {
  return db.insertInto('checkout_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function openCheckoutSession(
  db: Db,
  id: number,
  values: { provider_session_id: string; url: string; expires_at: Date },
  now: Date,
): Promise<void> {
  await db
    .updateTable('checkout_sessions')
    .set({ ...values, status: 'open', updated_at: ts(now) })
    .where('id', '=', id)
    .where('status', '=', 'creating')
    .execute();
}

/** Moves a session to `status` only from one of `from` (terminal states are never left). */
export async function moveCheckoutStatus(
  db: Db,
  id: number,
  from: CheckoutStatus[],
  status: CheckoutStatus,
  now: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('checkout_sessions')
    .set({ status, updated_at: ts(now) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * The session a Stripe event is about, locked for the rest of the transaction: by Stripe's id, or
 * by our own id (`client_reference_id`) while the provider id is not stored yet.
 */
export async function lockCheckoutForEvent(
  db: Db,
  providerSessionId: string,
  clientReferenceId: string | null,
): Promise<CheckoutRow | undefined> {
  const byProvider = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .forUpdate()
    .executeTakeFirst();
  if (byProvider || !clientReferenceId || !/^\d{1,9}$/.test(clientReferenceId)) return byProvider;
  return db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', Number(clientReferenceId))
    .where('provider_session_id', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function findCheckoutByProviderId(db: Db, providerSessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .innerJoin('pricing_plans', 'pricing_plans.id', 'checkout_sessions.pricing_plan_id')
    .innerJoin('users', 'users.id', 'checkout_sessions.user_id')
    .selectAll('checkout_sessions')
    .select([
      'pricing_plans.title as plan_title',
      'pricing_plans.duration as plan_duration',
      'users.first_name as student_first_name',
    ])
    .where('checkout_sessions.provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

/** A parent link's session that is still open for at least a few minutes (reused on a second open). */
export async function findReusableCheckout(db: Db, parentLinkId: number, openUntil: Date) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'url'])
    .where('parent_link_id', '=', parentLinkId)
    .where('status', '=', 'open')
    .where('expires_at', '>', ts(openUntil))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

// ── Stripe events ────────────────────────────────────────────────────────────────────────────────

/**
 * Records an event id; false when it was recorded before. Under concurrent delivery the second
 * insert waits on the primary key until the first transaction ends, then sees the conflict.
 */
export async function insertStripeEventOnce(
  db: Db,
  event: { id: string; type: string; livemode: boolean; created: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('stripe_events')
    .values({
      id: event.id,
      type: event.type,
      livemode: event.livemode,
      stripe_created_at: event.created,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setStripeEventOutcome(db: Db, id: string, outcome: string): Promise<void> {
  await db.updateTable('stripe_events').set({ outcome }).where('id', '=', id).execute();
}

// ── payments and plans ───────────────────────────────────────────────────────────────────────────

export async function insertPayment(db: Db, values: Insertable<DB['payments']>): Promise<boolean> {
  const row = await db
    .insertInto('payments')
    .values(values)
    .onConflict((oc) => oc.column('checkout_session_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPlanById(db: Db, id: number) {
  return db
    .selectFrom('pricing_plans')
    .select(['id', 'title', 'price', 'duration', 'duration_days'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The user's current plan (with its price), the row locked until the transaction ends. */
export async function lockUserPlan(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'pricing_plan_id', 'plan_terms_id', 'plan_expires_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return undefined;
  const plan = user.pricing_plan_id ? await findPlanById(db, user.pricing_plan_id) : undefined;
  return { ...user, plan_price: plan ? Number(plan.price) : null };
}

export async function listPaymentsOfUser(db: Db, userId: number) {
  return db.selectFrom('payments').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

// ── parent links ─────────────────────────────────────────────────────────────────────────────────

/** Locks the student's row so that concurrent texts are counted one after the other. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Creation times of the student's texts since `since` that were not refused by the SMS provider. */
export async function listParentTextTimes(db: Db, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('parent_payment_links')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('status', '!=', 'failed')
    .where('created_at', '>', ts(since))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

/** A transaction lock on one (hashed) phone number: texts to it are counted one at a time. */
export async function lockPhone(db: Db, phoneHash: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`parent-phone:${phoneHash}`}, 0))`.execute(db);
}

/** Creation times of texts to one (hashed) number since `since`, from any account, not refused. */
export async function listPhoneTextTimes(db: Db, phoneHash: string, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('parent_payment_links')
    .select('created_at')
    .where('phone_hash', '=', phoneHash)
    .where('status', '!=', 'failed')
    .where('created_at', '>', ts(since))
    .orderBy('created_at')
    .execute();
  return rows.map((r) => r.created_at);
}

export async function insertParentLink(
  db: Db,
  values: Insertable<DB['parent_payment_links']>,
): Promise<ParentLinkRow> {
  return db.insertInto('parent_payment_links').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function setParentLinkStatus(
  db: Db,
  id: number,
  status: ParentLinkStatus,
  smsId?: string | null,
): Promise<void> {
  await db
    .updateTable('parent_payment_links')
    .set(smsId === undefined ? { status } : { status, sms_id: smsId })
    .where('id', '=', id)
    .execute();
}

export async function findParentLinkByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('parent_payment_links')
    .innerJoin('pricing_plans', 'pricing_plans.id', 'parent_payment_links.pricing_plan_id')
    .innerJoin('users', 'users.id', 'parent_payment_links.user_id')
    .selectAll('parent_payment_links')
    .select([
      'pricing_plans.title as plan_title',
      'pricing_plans.price as plan_price',
      'pricing_plans.duration as plan_duration',
      'pricing_plans.is_active as plan_is_active',
      'users.first_name as student_first_name',
    ])
    .where('parent_payment_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
