/** Every catalogue query (careers, their titles, Job Zones, import metadata). */
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { prepared } from '../../db/database';
import type { DB } from '../../db/schema';
import type { CatalogTables } from './catalog.tables';

type Db = Kysely<DB> | Transaction<DB>;
export type CareerInsert = Omit<Insertable<CatalogTables['careers']>, 'updated_at'>;
export type TitleInsert = {
  career_code: string;
  title: string;
  title_norm: string;
  kind: string;
  sources: number;
};

// --- import -------------------------------------------------------------------------------------

/** Serializes concurrent imports (two processes starting at once). */
export async function lockCatalogue(trx: Transaction<DB>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('pathscoop.catalog-import'))`.execute(trx);
}

export async function findCareerHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('careers').select(['code', 'content_hash']).execute();
  return new Map(rows.map((r) => [r.code, r.content_hash]));
}

export async function insertCareers(db: Db, rows: CareerInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('careers')
      .values(rows.slice(i, i + 200))
      .execute();
}

export async function updateCareer(db: Db, row: CareerInsert): Promise<void> {
  const { code, ...rest } = row;
  await db
    .updateTable('careers')
    .set({ ...rest, updated_at: sql<Date>`now()` })
    .where('code', '=', code)
    .execute();
}

export async function deleteCareers(db: Db, codes: string[]): Promise<void> {
  if (codes.length) await db.deleteFrom('careers').where('code', 'in', codes).execute();
}

/** Replaces the titles of `codes` by `titles` (one INSERT … SELECT unnest(...) for speed). */
export async function replaceTitles(db: Db, codes: string[], titles: TitleInsert[]): Promise<void> {
  if (!codes.length) return;
  await db.deleteFrom('career_titles').where('career_code', 'in', codes).execute();
  for (let i = 0; i < titles.length; i += 20_000) {
    const chunk = titles.slice(i, i + 20_000);
    await sql`
      INSERT INTO career_titles (career_code, title, title_norm, kind, sources)
      SELECT * FROM unnest(
        ${chunk.map((t) => t.career_code)}::text[], ${chunk.map((t) => t.title)}::text[],
        ${chunk.map((t) => t.title_norm)}::text[], ${chunk.map((t) => t.kind)}::text[],
        ${chunk.map((t) => t.sources)}::int[])`.execute(db);
  }
}

export async function listJobZones(db: Db) {
  return db.selectFrom('job_zones').selectAll().orderBy('zone').execute();
}

export async function upsertJobZone(db: Db, zone: CatalogTables['job_zones']): Promise<void> {
  await db
    .insertInto('job_zones')
    .values(zone)
    .onConflict((oc) =>
      oc.column('zone').doUpdateSet({
        name: zone.name,
        experience: zone.experience,
        education: zone.education,
        training: zone.training,
        examples: zone.examples,
      }),
    )
    .execute();
}

/** Read on every submission (the catalogue version): a prepared statement (db/database.ts). */
export async function getMeta(db: Db, key: string): Promise<string | null> {
  const query = db.selectFrom('catalog_meta').select('value').where('key', '=', key).compile();
  return (await db.executeQuery(prepared('catalog_meta_by_key', query))).rows[0]?.value ?? null;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('catalog_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function countCareers(db: Db): Promise<{ total: number; complete: number; titles: number }> {
  const c = await db
    .selectFrom('careers')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where complete)::int`.as('complete'),
    ])
    .executeTakeFirstOrThrow();
  const t = await db
    .selectFrom('career_titles')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { total: c.total, complete: c.complete, titles: t.n };
}

// --- reading ------------------------------------------------------------------------------------

export async function findCareer(db: Db, code: string) {
  return db.selectFrom('careers').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findJobZone(db: Db, zone: number) {
  return db.selectFrom('job_zones').selectAll().where('zone', '=', zone).executeTakeFirst();
}

export async function listCareerTitles(db: Db, code: string) {
  return db
    .selectFrom('career_titles')
    .select(['title', 'kind', 'sources'])
    .where('career_code', '=', code)
    .where('kind', '!=', 'title')
    .orderBy('sources', 'desc')
    .orderBy('title')
    .execute();
}

/** Complete careers with their alternate/reported titles, for the engine. */
export async function listCompleteCareers(db: Db) {
  const careers = await db
    .selectFrom('careers')
    .select(['code', 'title', 'job_zone', 'interests', 'high_point', 'skills', 'work_styles', 'work_values'])
    .where('complete', '=', true)
    .orderBy('code')
    .execute();
  const titles = await db
    .selectFrom('career_titles')
    .innerJoin('careers', 'careers.code', 'career_titles.career_code')
    .select(['career_titles.career_code', 'career_titles.title'])
    .where('careers.complete', '=', true)
    .where('career_titles.kind', '!=', 'title')
    .orderBy('career_titles.id')
    .execute();
  return { careers, titles };
}

/**
 * What the in-memory search (search-index.ts) holds: every career in `ORDER BY title, code` order
 * (the database's collation decides ties, as the SQL listing did) and every title row by id.
 */
export async function loadSearchRows(db: Db) {
  const careers = await db
    .selectFrom('careers')
    .select(['code', 'title', 'description', 'job_zone', 'median_wage', 'ai_impact'])
    .orderBy('title')
    .orderBy('code')
    .execute();
  const titles = await db
    .selectFrom('career_titles')
    .select(['career_code', 'title', 'title_norm', 'kind', 'sources'])
    .orderBy('id')
    .execute();
  return { careers, titles };
}
