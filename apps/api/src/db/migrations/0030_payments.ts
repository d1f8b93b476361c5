import { type Kysely, sql } from 'kysely';

/**
 * Payments (issue 5, docs/payments.md): links texted to parents, the checkout sessions we create
 * (Stripe or the embedded sandbox), the Stripe events we processed (idempotency by event id) and
 * the payments that granted a plan (one per checkout session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('parent_payment_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pricing_plan_id', 'integer', (c) => c.notNull().references('pricing_plans.id'))
    // Only a hash of the link's token is kept; the parent's phone number is not stored here.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('sending').check(sql`status in ('sending', 'sent', 'failed', 'paid')`),
    )
    .addColumn('sms_id', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The per-student limits count the texts of the last hour and day.
  await db.schema
    .createIndex('parent_payment_links_user_created_idx')
    .on('parent_payment_links')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('provider_session_id', 'text', (c) => c.unique())
    .addColumn('url', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pricing_plan_id', 'integer', (c) => c.notNull().references('pricing_plans.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payer', 'text', (c) => c.notNull().check(sql`payer in ('student', 'parent')`))
    .addColumn('parent_link_id', 'integer', (c) =>
      c.references('parent_payment_links.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('creating')
        .check(sql`status in ('creating', 'open', 'processing', 'paid', 'failed', 'expired', 'rejected')`),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('checkout_sessions_parent_link_idx')
    .on('checkout_sessions')
    .column('parent_link_id')
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('livemode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stripe_created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('checkout_session_id', 'integer', (c) =>
      c.notNull().unique().references('checkout_sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pricing_plan_id', 'integer', (c) => c.notNull().references('pricing_plans.id'))
    .addColumn('payer', 'text', (c) => c.notNull().check(sql`payer in ('student', 'parent')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stripe_session_id', 'text', (c) => c.notNull())
    .addColumn('stripe_payment_intent_id', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_event_id', 'text', (c) => c.notNull().references('stripe_events.id'))
    .addColumn('livemode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('plan_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropTable('checkout_sessions').execute();
  await db.schema.dropTable('parent_payment_links').execute();
}
