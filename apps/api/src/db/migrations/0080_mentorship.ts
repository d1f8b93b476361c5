import { type Kysely, sql } from 'kysely';

/**
 * Mentorship (docs/mentorship.md): mentoring profiles with vetting, session requests through their
 * lifecycle, every state change, feedback, concerns, guardians' contacts, operators and their
 * audit, durable jobs (ADR 080), and attachments on outbox mails (the .ics invitations).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mentor_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .addColumn('availability', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('career_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('vetting_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`vetting_status in ('pending', 'vetted', 'rejected', 'paused')`),
    )
    .addColumn('identity_checked_on', 'date')
    .addColumn('background_checked_on', 'date')
    .addColumn('safeguarding_trained_on', 'date')
    .addColumn('status_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vetted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('vetted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('mentor_sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('career_code', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('requested', 'matched', 'accepted', 'offered', 'scheduled', 'held', 'cancelled')`,
        ),
    )
    .addColumn('preferred_at', 'timestamptz')
    .addColumn('offered_times', sql`timestamptz[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('meeting_url', 'text')
    .addColumn('declined_mentor_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('matched_at', 'timestamptz')
    .addColumn('response_due_at', 'timestamptz')
    .addColumn('entitlement_used_at', 'timestamptz')
    .addColumn('held_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('rating_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mentor_sessions_student_idx')
    .on('mentor_sessions')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('mentor_sessions_mentor_idx')
    .on('mentor_sessions')
    .column('mentor_id')
    .execute();
  await db.schema.createIndex('mentor_sessions_status_idx').on('mentor_sessions').column('status').execute();

  await db.schema
    .createTable('mentor_session_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('mentor_sessions.id').onDelete('cascade'),
    )
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (c) =>
      c.notNull().check(sql`actor in ('student', 'mentor', 'operator', 'system')`),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mentor_session_events_session_idx')
    .on('mentor_session_events')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('mentor_feedbacks')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().unique().references('mentor_sessions.id').onDelete('cascade'),
    )
    .addColumn('mentor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mentorship_concerns')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('mentor_sessions.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reporter_role', 'text', (c) => c.notNull().check(sql`reporter_role in ('student', 'mentor')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`),
    )
    .addColumn('resolution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('guardian_contacts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('operators')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed', 'cancelled')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status = 'pending'`.execute(db);

  await db.schema.alterTable('outbox_messages').addColumn('attachments', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('attachments').execute();
  for (const table of [
    'jobs',
    'operator_actions',
    'operators',
    'guardian_contacts',
    'mentorship_concerns',
    'mentor_feedbacks',
    'mentor_session_events',
    'mentor_sessions',
    'mentor_profiles',
  ])
    await db.schema.dropTable(table).execute();
}
