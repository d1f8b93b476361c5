import { type Kysely, sql } from 'kysely';

/**
 * Refunds from the back office (docs/backoffice.md "Payments", docs/payments.md): how much of a
 * payment was refunded (kept in step with Stripe's `charge.refunded`), and each refund asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('stripe_refund_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('requested_by', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX payment_refunds_payment ON payment_refunds (payment_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_cents').dropColumn('refunded_at').execute();
}
