import { rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/database';
import { createTestDatabaseUrl } from '../../test/test-app';
import { aiImpactFromExposure } from './ai-impact';
import { FIXTURE_INCOMPLETE_CODE, writeCatalogueFixture } from './catalog.fixture';
import { importCatalogue } from './catalog.import';
import { countCareers, findCareer, getMeta } from './catalog.repo';
import { CatalogFileError } from './catalog-file';
import { loadCareerData } from './engine-catalogue';
import { readCatalogueSource } from './read-catalogue-source';
import { toCareerData } from './to-career-data';

let db: ReturnType<typeof createDatabase>['db'];
const roots: string[] = [];
const fixture = (options: Parameters<typeof writeCatalogueFixture>[0] = {}) => {
  const paths = writeCatalogueFixture(options);
  roots.push(paths.root);
  return paths;
};

beforeAll(async () => {
  const handle = createDatabase(await createTestDatabaseUrl(), { max: 3 });
  db = handle.db;
  return async () => {
    await handle.close();
    for (const r of roots) rmSync(r, { recursive: true, force: true });
  };
});

describe('catalogue import (generated fixture)', () => {
  const paths = fixture({ careers: 48 });

  it('imports every occupation, counts the complete ones and prints what it did', async () => {
    const lines: string[] = [];
    const report = await importCatalogue(db, paths, (l) => lines.push(l));
    expect(report).toMatchObject({
      careers: 49,
      complete: 48,
      inserted: 49,
      updated: 0,
      removed: 0,
      changed: true,
    });
    expect(lines.join('\n')).toMatch(/Careers with a complete profile: 48 of 49/);
    const aiLine = lines.find((l) => l.includes('AI impact of the 48 complete careers '));
    expect(aiLine).toMatch(/Low \d+ \(\d+%\), Moderate \d+/);
    expect(await countCareers(db)).toMatchObject({ total: 49, complete: 48 });
    expect(await getMeta(db, 'release')).toBe('Fixture O*NET Database');
  });

  it('is idempotent: a second run changes nothing and says so', async () => {
    const version = await getMeta(db, 'version');
    const lines: string[] = [];
    const report = await importCatalogue(db, paths, (l) => lines.push(l));
    expect(report).toMatchObject({ inserted: 0, updated: 0, removed: 0, unchanged: 49, changed: false });
    expect(lines.join('\n')).toMatch(
      /Catalogue unchanged: all 49 careers are already up to date; nothing was written/,
    );
    expect(await getMeta(db, 'version')).toBe(version);
  });

  it('stores the whole profile of a career', async () => {
    const c = (await findCareer(db, '11-1000.00'))!;
    expect(c.skills).toHaveLength(35);
    expect(c.work_styles).toHaveLength(16);
    expect(c.work_values).toHaveLength(6);
    expect(Object.keys(c.interests!)).toHaveLength(6);
    expect(c.high_point.length).toBeGreaterThan(0);
    expect(c.tasks[0]).toMatch(/^Core task/);
    expect(c.hot_technologies).toEqual(['Tool 0']);
    expect(c.related).toHaveLength(1);
    expect(c.typical_education).toBeTruthy();
    expect(c.complete).toBe(true);
    expect((await findCareer(db, FIXTURE_INCOMPLETE_CODE))!.complete).toBe(false);
  });

  it('handles BLS "#" (top-coded), "*" (unavailable), broad groups and thousands separators', async () => {
    expect(await findCareer(db, '11-1000.01')).toMatchObject({
      median_wage: 208000,
      median_wage_note: 'top_coded',
    });
    expect(await findCareer(db, '12-1010.00')).toMatchObject({
      median_wage: null,
      median_wage_note: 'unavailable',
    });
    expect(await findCareer(db, '13-1020.02')).toMatchObject({
      median_wage: 61230,
      median_wage_note: 'broad_group',
    });
    expect((await findCareer(db, '14-1030.00'))!.median_wage).toBe(39000);
  });

  it('maps exposure to AI impact with the documented thresholds', async () => {
    expect([0, 0.19, 0.2, 0.44, 0.45, 1, null].map(aiImpactFromExposure)).toEqual([
      'L',
      'L',
      'M',
      'M',
      'H',
      'H',
      null,
    ]);
    expect(await findCareer(db, '11-1000.02')).toMatchObject({ ai_exposure: 0.2, ai_impact: 'M' });
  });

  it('gives the engine exactly what the files say (DB loader = file reader)', async () => {
    const fromDb = await loadCareerData(db);
    const fromFiles = readCatalogueSource(paths)
      .careers.filter((c) => c.complete)
      .map(toCareerData)
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(fromDb.map((c) => ({ ...c, titles: [...c.titles].sort() }))).toEqual(
      fromFiles.map((c) => ({ ...c, titles: [...c.titles].sort() })),
    );
  });

  it('applies changes: updated and removed careers', async () => {
    const changed = fixture({
      careers: 48,
      mutate: (files) => {
        const last = files['Occupation Data.txt'][48][0];
        for (const [name, rows] of Object.entries(files)) files[name] = rows.filter((r) => r[0] !== last);
        files['Occupation Data.txt'][1][1] = 'Renamed Fixture Career';
      },
    });
    const report = await importCatalogue(db, changed);
    expect(report).toMatchObject({ removed: 1, updated: 1, inserted: 0, careers: 48 });
    expect((await findCareer(db, '11-1000.00'))!.title).toBe('Renamed Fixture Career');
    await importCatalogue(db, paths); // back to the 48-career fixture
  });
});

describe('catalogue import errors leave the catalogue intact', () => {
  const expectIntact = async (before: Awaited<ReturnType<typeof countCareers>>, version: string | null) => {
    expect(await countCareers(db)).toEqual(before);
    expect(await getMeta(db, 'version')).toBe(version);
  };

  it('names the file and line of a malformed row', async () => {
    const before = await countCareers(db);
    const version = await getMeta(db, 'version');
    const bad = fixture({
      mutate: (files) => {
        files['Skills.txt'][4] = files['Skills.txt'][4].slice(0, 3);
      },
    });
    const err = await importCatalogue(db, bad).catch((e) => e);
    expect(err).toBeInstanceOf(CatalogFileError);
    expect(err.message).toBe(
      `${join(bad.onetDir, 'Skills.txt')}, line 5: expected 9 tab-separated fields, found 3`,
    );
    await expectIntact(before, version);
  });

  it('names the file and line of a value that is not a number or out of range', async () => {
    const before = await countCareers(db);
    const version = await getMeta(db, 'version');
    const bad = fixture({
      mutate: (files) => {
        files['Interests.txt'][3][6] = '9.5';
        files['national_M2021_dl.csv'][2][5] = 'n/a';
      },
    });
    await expect(importCatalogue(db, bad)).rejects.toThrow(
      `${join(bad.onetDir, 'Interests.txt')}, line 4: "Data Value" 9.5 is outside 1-7`,
    );
    await expectIntact(before, version);
  });

  it('names a missing file and a missing column', async () => {
    const before = await countCareers(db);
    const version = await getMeta(db, 'version');
    const missing = fixture();
    unlinkSync(join(missing.onetDir, 'Work Values.txt'));
    await expect(importCatalogue(db, missing)).rejects.toThrow(
      `${join(missing.onetDir, 'Work Values.txt')}: file not found`,
    );
    const noColumn = fixture({
      mutate: (files) => {
        files['Occupation Data.txt'][0][2] = 'Summary';
      },
    });
    await expect(importCatalogue(db, noColumn)).rejects.toThrow(
      `${join(noColumn.onetDir, 'Occupation Data.txt')}, line 1: missing column "Description"`,
    );
    const badWage = fixture({
      mutate: (files) => {
        files['national_M2021_dl.csv'][5][5] = 'lots';
      },
    });
    await expect(importCatalogue(db, badWage)).rejects.toThrow(
      `${join(badWage.blsDir, 'national_M2021_dl.csv')}, line 6: column "A_MEDIAN" should be a number, found "lots"`,
    );
    await expectIntact(before, version);
  });
});
