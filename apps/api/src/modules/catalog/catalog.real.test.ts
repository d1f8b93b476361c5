/**
 * The real reference data (../shared/data, present on CI and every developer machine): the whole
 * release imported once for this file. Skipped, with a message, only when the folder is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
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

  const search = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/careers/?search=${encodeURIComponent(q)}` })).json()
      .results as {
      code: string;
      title: string;
      matched_title: string | null;
    }[];

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
});
