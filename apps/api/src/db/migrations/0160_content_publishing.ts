import { type Kysely, sql } from 'kysely';

/**
 * Back-office Content (issue 20, docs/backoffice.md "Content"): testimonials/stories and school
 * resources get a published flag (everything that exists stays published; what an editor creates
 * starts as an unpublished draft) and the time of the last change. Member-facing reads
 * (`user-reviews/`, `school-resource/`) serve published rows only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_reviews', 'school_resources']) {
    await db.schema
      .alterTable(table)
      .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('updated_at', 'timestamptz')
      .execute();
  }
  await sql`create index user_reviews_audience_published_idx on user_reviews (audience, position) where published`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_reviews_audience_published_idx`.execute(db);
  for (const table of ['user_reviews', 'school_resources']) {
    await db.schema.alterTable(table).dropColumn('published').dropColumn('updated_at').execute();
  }
}
