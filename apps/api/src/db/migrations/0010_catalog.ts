import { type Kysely, sql } from 'kysely';

/**
 * The career catalogue (O*NET + BLS wages + AI exposure), filled by `npm run catalog:import`.
 * pg_trgm (PostgreSQL contrib, a trusted extension) backs typo-tolerant title search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await db.schema
    .createTable('job_zones')
    .addColumn('zone', 'integer', (c) => c.primaryKey().check(sql`zone between 1 and 5`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('education', 'text', (c) => c.notNull())
    .addColumn('training', 'text', (c) => c.notNull())
    .addColumn('examples', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('careers')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('job_zone', 'integer', (c) => c.check(sql`job_zone between 1 and 5`))
    .addColumn('interests', 'jsonb')
    .addColumn('high_point', 'jsonb', (c) => c.notNull())
    .addColumn('skills', 'jsonb', (c) => c.notNull())
    .addColumn('work_styles', 'jsonb', (c) => c.notNull())
    .addColumn('work_values', 'jsonb', (c) => c.notNull())
    .addColumn('typical_education', 'text')
    .addColumn('median_wage', 'integer')
    .addColumn('median_wage_note', 'text', (c) =>
      c.check(sql`median_wage_note in ('top_coded', 'unavailable', 'broad_group')`),
    )
    .addColumn('ai_exposure', 'double precision')
    .addColumn('ai_impact', 'text', (c) => c.check(sql`ai_impact in ('L', 'M', 'H')`))
    .addColumn('related', 'jsonb', (c) => c.notNull())
    .addColumn('tasks', 'jsonb', (c) => c.notNull())
    .addColumn('hot_technologies', 'jsonb', (c) => c.notNull())
    .addColumn('complete', 'boolean', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('career_titles')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('career_code', 'text', (c) => c.notNull().references('careers.code').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_norm', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('title', 'alternate', 'short', 'reported')`),
    )
    .addColumn('sources', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('career_titles_career_idx').on('career_titles').column('career_code').execute();
  await sql`CREATE INDEX career_titles_norm_trgm_idx ON career_titles USING gin (title_norm gin_trgm_ops)`.execute(
    db,
  );

  await db.schema
    .createTable('catalog_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['catalog_meta', 'career_titles', 'careers', 'job_zones']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
