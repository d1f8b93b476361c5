import { type Kysely, sql } from 'kysely';

/**
 * Versioned plan terms (issue 20, docs/backoffice.md "Plans"). Every edit of a plan in the back
 * office writes a new `pricing_plan_terms` row (title, price, duration, description lines and what
 * the plan includes, the Stripe Price it is sold at); `pricing_plans` keeps the current values for
 * the pricing page and points at its current terms. A checkout, a payment and the member's plan
 * point at the terms version that was bought, so a later edit never changes what a member paid for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pricing_plan_terms (
      id serial primary key,
      plan_id integer not null references pricing_plans(id) on delete cascade,
      version integer not null check (version > 0),
      title text not null,
      description text not null,
      price numeric(10,2) not null check (price >= 0),
      duration text not null,
      duration_days integer check (duration_days > 0),
      mentor_sessions integer not null check (mentor_sessions >= 0),
      companions boolean not null,
      daily_chat_messages integer check (daily_chat_messages >= 0),
      priority_matching boolean not null,
      stripe_price_id text,
      created_by integer,
      created_at timestamptz not null default now(),
      unique (plan_id, version)
    )`.execute(db);
  await sql`alter table pricing_plans
    add column current_terms_id integer references pricing_plan_terms(id),
    add column stripe_product_id text,
    add column updated_at timestamptz`.execute(db);
  await sql`insert into pricing_plan_terms (plan_id, version, title, description, price, duration,
      duration_days, mentor_sessions, companions, daily_chat_messages, priority_matching)
    select id, 1, title, description, price, duration, duration_days, mentor_sessions, companions,
      daily_chat_messages, priority_matching from pricing_plans`.execute(db);
  await sql`update pricing_plans p set current_terms_id = t.id from pricing_plan_terms t
    where t.plan_id = p.id and t.version = 1`.execute(db);
  for (const table of ['users', 'checkout_sessions', 'payments']) {
    await sql`alter table ${sql.table(table)}
      add column plan_terms_id integer references pricing_plan_terms(id)`.execute(db);
  }
  await sql`update users u set plan_terms_id = p.current_terms_id from pricing_plans p
    where u.pricing_plan_id = p.id`.execute(db);
  await sql`update checkout_sessions c set plan_terms_id = p.current_terms_id from pricing_plans p
    where c.pricing_plan_id = p.id`.execute(db);
  await sql`update payments x set plan_terms_id = p.current_terms_id from pricing_plans p
    where x.pricing_plan_id = p.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'checkout_sessions', 'payments'])
    await sql`alter table ${sql.table(table)} drop column plan_terms_id`.execute(db);
  await sql`alter table pricing_plans drop column current_terms_id, drop column stripe_product_id,
    drop column updated_at`.execute(db);
  await sql`drop table pricing_plan_terms`.execute(db);
}
