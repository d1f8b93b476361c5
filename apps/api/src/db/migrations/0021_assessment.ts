import { type Kysely, sql } from 'kysely';

/**
 * The assessment (issue 4): scenarios and their questions (seeded from the engine's instrument,
 * editable later), every submitted attempt (history kept) and the careers computed for each attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scenarios')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id between 0 and 4`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video', 'text')
    .addColumn('rating_labels', 'jsonb')
    .execute();

  await db.schema
    .createTable('scenario_questions')
    // The instrument's item id: answers refer to it and the engine scores by it.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('scenario_id', 'integer', (c) => c.notNull().references('scenarios.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('question', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('image_1_url', 'text')
    .addColumn('image_2_url', 'text')
    // Kind-specific presentation (team descriptions, slider labels, type cards …).
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('scenario_questions_scenario_idx')
    .on('scenario_questions')
    .columns(['scenario_id', 'position'])
    .execute();

  await db.schema
    .createTable('assessment_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('instrument_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('assessment_attempts_user_idx')
    .on('assessment_attempts')
    .columns(['user_id', 'id desc'])
    .execute();

  await db.schema
    .createTable('career_results')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('attempt_id', 'integer', (c) =>
      c.notNull().references('assessment_attempts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('career_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('impact', 'text', (c) => c.check(sql`impact in ('L', 'M', 'H')`))
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('match', 'integer', (c) => c.notNull().check(sql`match between 0 and 100`))
    .addColumn('ai', 'text', (c) => c.notNull())
    .addColumn('reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('score', 'integer', (c) => c.check(sql`score between 1 and 5`))
    .addColumn('interested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('booked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('career_results_attempt_rank_key', ['attempt_id', 'rank'])
    .execute();
  await db.schema.createIndex('career_results_user_idx').on('career_results').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['career_results', 'assessment_attempts', 'scenario_questions', 'scenarios'])
    await db.schema.dropTable(t).ifExists().execute();
}
