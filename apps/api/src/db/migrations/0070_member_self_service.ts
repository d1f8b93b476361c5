import { type Kysely, sql } from 'kysely';

/**
 * Issue 13: what a member manages themselves. A pending e-mail change (confirmed by a one-time
 * token of purpose 'change_email'), who invited whom, invitations, newsletter subscriptions
 * (double opt-in), school resources (Picks For You, Great Finds) and the anonymised payment records
 * kept after an account is deleted (docs/privacy.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pending_email', 'text')
    .addColumn('invited_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset', 'change_email'))`.execute(db);

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('invitee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('invitations_inviter_created_idx')
    .on('invitations')
    .columns(['inviter_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('invitations_email_created_idx')
    .on('invitations')
    .columns(['email', 'created_at'])
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('unsubscribed_at', 'timestamptz')
    .addColumn('last_mailed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('school_resources')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // null: for every member (schools or not).
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('picks', 'finds')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail', 'text')
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex('school_resources_kind_school_idx')
    .on('school_resources')
    .columns(['kind', 'school_id', 'position'])
    .execute();

  // Stories (/stories) come from user-reviews/ too: students' and parents' stories next to the
  // home testimonials ('home').
  await db.schema
    .alterTable('user_reviews')
    .addColumn('audience', 'text', (c) =>
      c.notNull().defaultTo('home').check(sql`audience in ('home', 'student', 'parent')`),
    )
    .addColumn('age', 'integer')
    .addColumn('career_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quote', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Mail headers such as List-Unsubscribe, kept with the outbox copy.
  await db.schema.alterTable('outbox_messages').addColumn('headers', 'jsonb').execute();

  // Kept after account deletion (bookkeeping law): no user id, no name, no e-mail.
  await db.schema
    .createTable('anonymised_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pricing_plan_id', 'integer')
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stripe_payment_intent_id', 'text')
    .addColumn('livemode', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('anonymised_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('headers').execute();
  await db.schema
    .alterTable('user_reviews')
    .dropColumn('audience')
    .dropColumn('age')
    .dropColumn('career_path')
    .dropColumn('quote')
    .execute();
  for (const t of ['anonymised_payments', 'school_resources', 'subscriptions', 'invitations'])
    await db.schema.dropTable(t).ifExists().execute();
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset'))`.execute(db);
  await db.schema.alterTable('users').dropColumn('invited_by_id').dropColumn('pending_email').execute();
}
