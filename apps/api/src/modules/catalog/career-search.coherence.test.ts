import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { seedCatalogueFixture } from './catalog.fixture';
import { setMeta } from './catalog.repo';

/**
 * Issue 22: every process holds the career search index in memory; a catalogue re-import by any
 * process reaches the others through the change feed (NOTIFY 'catalog' → the catalogue version
 * is forgotten → the next search rebuilds the index). Two apps on one database, as two replicas.
 */
describe('career search index across processes (issue 22)', () => {
  it('a re-import on one process changes what the other one finds, without a restart', async () => {
    const a = await createTestApp({ caches: true });
    const b = await createTestApp({ caches: true, databaseUrl: a.databaseUrl });
    await seedCatalogueFixture(a.ctx.db, { careers: 12 });
    const first = async (q: string) =>
      (await b.app.inject({ method: 'GET', url: `/api/v1/careers/?search=${encodeURIComponent(q)}` })).json()
        .results[0]?.title as string | undefined;
    const all = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/v1/careers/' })).json().count as number;
    expect(await all()).toBe(13); // 12 + the incomplete fixture career
    expect(await first('Worker 35')).not.toMatch(/ 35$/);
    // B's index is built and its catalogue version cached (no database read per search now).
    expect(b.ctx.cache.catalogue.get(0)).toBeDefined();

    await seedCatalogueFixture(a.ctx.db, { careers: 40 });
    let seen = 0;
    for (const until = Date.now() + 5000; Date.now() < until; ) {
      seen = await all();
      if (seen === 41) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(41);
    expect(await first('Worker 35')).toMatch(/ Worker 35$/);
  });

  it('a career detail, served from memory once read, changes with the catalogue on every process', async () => {
    const a = await createTestApp({ caches: true });
    const b = await createTestApp({ caches: true, databaseUrl: a.databaseUrl });
    await seedCatalogueFixture(a.ctx.db, { careers: 3 });
    const code = (
      await a.ctx.db.selectFrom('careers').select('code').orderBy('code').executeTakeFirstOrThrow()
    ).code;
    const title = async (t: typeof a) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/careers/${code}/` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json().title as string;
    };
    const before = await title(b);
    expect(await title(b)).toBe(before); // now from B's memory
    // Unknown codes are 404, every time (a failed read is not kept).
    for (let i = 0; i < 2; i++)
      expect((await b.app.inject({ method: 'GET', url: '/api/v1/careers/99-9999.99/' })).statusCode).toBe(
        404,
      );
    // An import on A: the row changes and the catalogue version moves in one transaction.
    await a.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('careers').set({ title: 'Renamed Career' }).where('code', '=', code).execute();
      await setMeta(trx, 'version', `renamed-${Date.now()}`);
    });
    let seen = before;
    for (const until = Date.now() + 5000; Date.now() < until && seen !== 'Renamed Career'; ) {
      seen = await title(b);
      if (seen !== 'Renamed Career') await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe('Renamed Career');
    expect(await title(a)).toBe('Renamed Career');
  });
});
