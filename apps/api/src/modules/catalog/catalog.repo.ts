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

export type SearchHit = {
  code: string;
  title: string;
  description: string;
  job_zone: number | null;
  median_wage: number | null;
  ai_impact: 'L' | 'M' | 'H' | null;
  matched_title: string;
  matched_kind: string;
  score: number;
};

/**
 * Title and alternate-title search, best first. Per title row (q and title_norm normalized alike):
 *   100 exact title, 90 exact alternate/reported title,
 *   75/65 every query word starts a word of the title/alternate title (prefix match),
 *   else 50·word_similarity (pg_trgm; typo tolerant, threshold 0.45);
 * + min(5, sources)/2 (titles many O*NET sources report), + 1 for the main title.
 * A career's score is its best title's; ties: base occupation (.00) first, then title.
 */
export async function searchCareers(db: Kysely<DB>, q: string, limit: number, offset: number) {
  const words = q.split(' ').filter(Boolean);
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.45`.execute(trx);
    const rows = await sql<SearchHit & { total: number }>`
      WITH scored AS (
        SELECT t.career_code, t.title, t.kind,
          (CASE
             WHEN t.title_norm = ${q} AND t.kind = 'title' THEN 100
             WHEN t.title_norm = ${q} THEN 90
             WHEN ${sql.join(
               words.map((w) => sql`t.title_norm ~ ${`(^| )${escapeRegex(w)}`}`),
               sql` AND `,
             )}
               THEN CASE WHEN t.kind = 'title' THEN 75 ELSE 65 END
             ELSE 50 * word_similarity(${q}, t.title_norm)
           END)
          + least(5, t.sources) / 2.0 + (CASE WHEN t.kind = 'title' THEN 1 ELSE 0 END) AS score
        FROM career_titles t
        WHERE ${q} <% t.title_norm OR t.title_norm LIKE ${`%${escapeLike(words[0] ?? '')}%`}
      ),
      best AS (
        SELECT DISTINCT ON (career_code) career_code, title, kind, score
        FROM scored ORDER BY career_code, score DESC, kind = 'title' DESC
      )
      SELECT c.code, c.title, c.description, c.job_zone, c.median_wage, c.ai_impact,
             b.title AS matched_title, b.kind AS matched_kind, b.score::float8 AS score,
             count(*) OVER ()::int AS total
      FROM best b JOIN careers c ON c.code = b.career_code
      ORDER BY b.score DESC, (c.code LIKE '%.00') DESC, c.title
      LIMIT ${limit} OFFSET ${offset}`.execute(trx);
    return { hits: rows.rows, total: rows.rows[0]?.total ?? (await countSearch(trx, q, words)) };
  });
}

async function countSearch(trx: Transaction<DB>, q: string, words: string[]): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT count(DISTINCT career_code)::int AS n FROM career_titles t
    WHERE ${q} <% t.title_norm OR t.title_norm LIKE ${`%${escapeLike(words[0] ?? '')}%`}`.execute(trx);
  return r.rows[0]?.n ?? 0;
}

/** Every career, by title (search box empty). */
export async function listCareersPage(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('careers')
    .select(['code', 'title', 'description', 'job_zone', 'median_wage', 'ai_impact'])
    .orderBy('title')
    .orderBy('code')
    .limit(limit)
    .offset(offset)
    .execute();
  const { n } = await db
    .selectFrom('careers')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: n };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
