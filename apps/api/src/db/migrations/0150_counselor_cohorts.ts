import { type Kysely, sql } from 'kysely';

/**
 * Issue 21, school counselors (docs/counselors.md), the parts about the cohort:
 * - assessment_starts: when a signed-in student first began the assessment (the funnel's
 *   "started"; the assessment itself is submitted in one go);
 * - counselor_student_views: every student page a counselor opened (who, which student, which
 *   school, from which request), kept as the school's record of access and listed in the student's
 *   own data export;
 * - counselor_nudges: reminder e-mails sent to students who had not finished the assessment
 *   (one per student per period) and school_mail_opt_outs: students who unsubscribed from them;
 * - an index for "the students of this school".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('assessment_starts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('counselor_student_views')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('counselor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counselor_student_views_student_idx')
    .on('counselor_student_views')
    .columns(['student_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('counselor_student_views_school_idx')
    .on('counselor_student_views')
    .columns(['school_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('counselor_nudges')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.id').onDelete('cascade'))
    .addColumn('counselor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('counselor_nudges_student_idx')
    .on('counselor_nudges')
    .columns(['student_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('counselor_nudges_school_idx')
    .on('counselor_nudges')
    .columns(['school_id', 'sent_at'])
    .execute();

  await db.schema
    .createTable('school_mail_opt_outs')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await sql`CREATE INDEX users_school_idx ON users (school_id) WHERE school_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_school_idx`.execute(db);
  for (const t of [
    'school_mail_opt_outs',
    'counselor_nudges',
    'counselor_student_views',
    'assessment_starts',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
