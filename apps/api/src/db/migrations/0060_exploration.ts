import { type Kysely, sql } from 'kysely';

/**
 * Career exploration (docs/exploration.md): the Scoop's preset questions and their answers (one
 * per career and question, written once), each student's refreshed answers with the persisted
 * refresh counter (cap 5 per student and question), and the AI Insights Report's revocable link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scoop_questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('career_code', 'text', (c) => c.notNull().references('careers.code').onDelete('cascade'))
    .addColumn('ordering', 'integer', (c) => c.notNull().check(sql`ordering between 1 and 7`))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('scoop_questions_career_ordering_key', ['career_code', 'ordering'])
    .execute();

  await db.schema
    .createTable('scoop_refreshes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('scoop_questions.id').onDelete('cascade'),
    )
    .addColumn('refresh_count', 'integer', (c) => c.notNull().check(sql`refresh_count between 1 and 5`))
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('scoop_refreshes_pkey', ['user_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('ai_reports')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('career_results_user_career_idx')
    .on('career_results')
    .columns(['user_id', 'career_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('career_results_user_career_idx').ifExists().execute();
  for (const t of ['ai_reports', 'scoop_refreshes', 'scoop_questions']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
