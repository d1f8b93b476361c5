/**
 * The real reference data (../shared/data, present on CI and every developer machine): the whole
 * release imported once for this file. Skipped, with a message, only when the folder is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeTitle } from '@pathscoop/engine';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findNamedCareers } from '../companions/grounding';
import { SPANISH_TITLES } from '../companions/spanish-titles';
import { getCareerSearchIndex } from './career-search';
import type { ImportReport } from './catalog.import';
import { importCatalogue } from './catalog.import';
import { getEngineCatalogue, loadCareerData } from './engine-catalogue';
import { readCatalogueSource } from './read-catalogue-source';
import { toCareerData } from './to-career-data';

const DATA = join(REPO_ROOT, '../shared/data');
const present = existsSync(join(DATA, 'onet-29.3'));
if (!present) console.warn(`SKIPPED: real-catalogue tests need ${DATA} (absent on this machine)`);

describe.skipIf(!present)('catalogue on the real O*NET 29.3 release', () => {
  let t: TestApp;
  let report: ImportReport;
  const paths = { onetDir: join(DATA, 'onet-29.3') };
  beforeAll(async () => {
    t = await createTestApp();
    report = await importCatalogue(t.ctx.db, paths);
  }, 120_000);

  type Item = { code: string; title: string; matched_title: string | null };
  const page = async (q: string, query = '') =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/careers/?search=${encodeURIComponent(q)}${query}`,
        headers: { 'x-forwarded-for': '198.51.100.7' },
      })
    ).json() as { count: number; next: string | null; results: Item[] };
  const search = async (q: string) => (await page(q)).results;

  it('a Spanish question names its career in Spanish: every name in spanish-titles.ts reaches its O*NET career', async () => {
    const titleOf = async (codes: string[]) =>
      codes.length
        ? (
            await t.ctx.db
              .selectFrom('careers')
              .select('title')
              .where('code', '=', codes[0] as string)
              .executeTakeFirstOrThrow()
          ).title
        : null;
    const wrong: string[] = [];
    for (const [names, title] of SPANISH_TITLES)
      for (const name of names) {
        for (const q of [`¿cuánto gana un ${name}?`, `quiero ser ${name}s, que estudio`]) {
          const got = await titleOf(await findNamedCareers(t.ctx.db, q));
          if (got !== title) wrong.push(`${q} → ${got} (expected ${title})`);
        }
      }
    expect(wrong).toEqual([]);
    // Subjects and adjectives that look like careers name none; English messages are unchanged.
    expect(await findNamedCareers(t.ctx.db, 'me gusta la educación física y la música')).toEqual([]);
    expect(await titleOf(await findNamedCareers(t.ctx.db, 'what does an electrician do all day'))).toBe(
      'Electricians',
    );
  });

  it('imports at least 840 careers with a complete profile', () => {
    expect(report.careers).toBe(1016);
    expect(report.complete).toBeGreaterThanOrEqual(840);
    expect(report.aiImpact.L + report.aiImpact.M + report.aiImpact.H).toBe(report.complete);
  });

  it("finds Registered Nurses first for 'nurse'", async () => {
    expect((await search('nurse'))[0].title).toBe('Registered Nurses');
    expect((await search('Nurses'))[0].title).toBe('Registered Nurses');
  });

  it("finds a game-design occupation for 'game designer'", async () => {
    const results = await search('game designer');
    expect(results[0]).toMatchObject({ title: 'Video Game Designers', matched_title: 'Game Designer' });
  });

  it('issue 24 #19: a half-typed "Game Des" (and "Gam", "Game D") suggests game designers before Gambling Dealers', async () => {
    for (const q of ['Game Des', 'Game D', 'game desi']) {
      const titles = (await search(q)).map((r) => r.title);
      expect(titles[0], `${q}: ${titles.join(', ')}`).toBe('Video Game Designers');
    }
    const gam = (await search('Gam')).map((r) => r.title);
    expect(gam.indexOf('Video Game Designers'), gam.join(', ')).toBeGreaterThanOrEqual(0);
  });

  it('matches alternate titles and tolerates typos', async () => {
    expect((await search('RN'))[0].title).toBe('Registered Nurses');
    expect((await search('software developer'))[0].title).toBe('Software Developers');
    expect((await search('registerd nurse')).slice(0, 3).map((r) => r.title)).toContain('Registered Nurses');
    expect((await search('electrician'))[0].title).toBe('Electricians');
  });

  it('serves a full career detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/careers/29-1141.00/' });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ title: 'Registered Nurses', high_point_code: 'SIC', complete_profile: true });
    expect(c.job_zone.zone).toBe(4);
    expect(c.skills).toHaveLength(35);
    expect(c.work_styles).toHaveLength(16);
    expect(c.work_values).toHaveLength(6);
    expect(c.median_wage).toBeGreaterThan(50_000);
    expect(['L', 'M', 'H']).toContain(c.ai_impact);
    expect(c.alternate_titles).toContain('Nurse');
    expect(c.tasks.length).toBeGreaterThan(3);
    expect(c.hot_technologies.length).toBeGreaterThan(0);
    expect(c.related_occupations.length).toBeGreaterThan(5);
  });

  it('loads the same careers into the engine as the file reader (what engine:eval evaluates)', async () => {
    const fromDb = await loadCareerData(t.ctx.db);
    const fromFiles = readCatalogueSource(paths)
      .careers.filter((c) => c.complete)
      .map(toCareerData);
    expect(fromDb.length).toBe(fromFiles.length);
    const byCode = new Map(fromFiles.map((c) => [c.code, c]));
    for (const c of fromDb) {
      const f = byCode.get(c.code)!;
      expect({ ...c, titles: c.titles.length }).toEqual({ ...f, titles: f.titles.length });
    }
    const catalogue = await getEngineCatalogue(t.ctx.db);
    expect(catalogue.size).toBe(report.complete);
    expect(await getEngineCatalogue(t.ctx.db)).toBe(catalogue);
  });

  // Issue 22: the career search runs in memory (search-index.ts). The fixed query set: expected
  // first results, typos, nicknames, alternate titles, multi-word, empty and over-long queries.
  it('issue 22: the in-memory career search answers the fixed query set', async () => {
    const top = async (q: string, n = 1) => (await search(q)).slice(0, n).map((r) => r.title);
    expect(await top('nurse')).toEqual(['Registered Nurses']);
    expect(await top('nurce', 3)).toContain('Registered Nurses');
    expect(await top('electrician')).toEqual(['Electricians']);
    expect(await top('electrcian')).toEqual(['Electricians']);
    expect(await top('cop', 3)).toEqual(expect.arrayContaining([expect.stringMatching(/Police/)]));
    expect((await search('game designer'))[0]).toMatchObject({
      title: 'Video Game Designers',
      matched_title: 'Game Designer',
    });
    // Alternate titles, and which one matched.
    expect((await search('RN'))[0]).toMatchObject({ title: 'Registered Nurses' });
    expect((await search('vet tech'))[0]?.title).toMatch(/Veterinary Technologists/);
    expect((await search('web developer'))[0]?.title).toBe('Web Developers');
    // Multi-word queries.
    expect(await top('software developer')).toEqual(['Software Developers']);
    expect(await top('registered nurse')).toEqual(['Registered Nurses']);
    expect(await top('high school teacher', 3)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Secondary School Teachers/)]),
    );
    // Empty: every career by title, with the count of the catalogue.
    const all = await page('');
    expect(all.count).toBe(report.careers);
    expect(all.results).toHaveLength(20);
    expect(all.next).toContain('page=2');
    // 200 characters: refused with the field message (the bound of issue 24 #5), not searched.
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/careers/?search=${'nurse '.repeat(34)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().search).toContain('Ensure this field has no more than 100 characters.');
  });

  it('issue 22: ranks and counts as the pg_trgm SQL search it replaces, typos corrected on top', async () => {
    const queries = [
      'nurse',
      'nurce',
      'electrician',
      'electrcian',
      'cop',
      'police',
      'game designer',
      'RN',
      'registerd nurse',
      'software',
      'software developer',
      'teacher',
      'data scientist',
      'chef',
      'doctor',
      'vet',
      'lawyer',
      'pilot',
      'plumber',
      'artist',
      'music',
      'engineer',
      'mechanic',
      'accountant',
      'farmer',
      'firefighter',
      'dentist',
      'designer',
      'writer',
      'scientist',
      'computer programer',
      'phsyical therapist',
      'truck driver',
      'zz',
      'manager of sales',
      'elec',
      // The autocomplete's first keystrokes: most titles contain the letter without sharing a
      // trigram with it (their similarity is 0 and is no longer computed).
      'n',
      'e',
      'nu',
    ];
    const index = await getCareerSearchIndex(t.ctx.db);
    const corrected: string[] = [];
    for (const q of queries) {
      const norm = normalizeTitle(q);
      const expected = await sqlSearch(norm);
      // As typed: the same careers in the same order (which of two equally scored titles is named
      // as the match was arbitrary in the SQL: DISTINCT ON without a full order).
      const asTyped = index.searchAsTyped(norm);
      expect(
        asTyped.map((h) => h.career.code),
        q,
      ).toEqual(expected.map((r) => r.code));
      // Through the API: the corrected query's careers first, then every career the SQL found.
      const body = await page(q, '&per_page=100');
      if (index.correct(norm) === norm) {
        expect(body.count, q).toBe(expected.length);
        expect(
          body.results.map((r) => r.code),
          q,
        ).toEqual(expected.slice(0, 100).map((r) => r.code));
      } else {
        corrected.push(`${q} → ${index.correct(norm)}`);
        const all = index.search(norm).map((h) => h.career.code);
        expect(body.count).toBe(all.length);
        expect(all, q).toEqual(expect.arrayContaining(expected.map((r) => r.code)));
      }
    }
    expect(corrected).toEqual([
      'nurce → nurse',
      'electrcian → electrician',
      'registerd nurse → registered nurse',
      'computer programer → computer programmer',
      'phsyical therapist → physical therapist',
    ]);
  });

  /** The SQL search of before issue 22 (catalog.repo.ts at 846ca7d), the reference ranking. */
  async function sqlSearch(q: string) {
    const words = q.split(' ').filter(Boolean);
    const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
    const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return t.ctx.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.45`.execute(trx);
      const rows = await sql<{ code: string; title: string; kind: string }>`
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
        SELECT c.code, b.title, b.kind
        FROM best b JOIN careers c ON c.code = b.career_code
        ORDER BY b.score DESC, (c.code LIKE '%.00') DESC, c.title`.execute(trx);
      return rows.rows;
    });
  }
});
