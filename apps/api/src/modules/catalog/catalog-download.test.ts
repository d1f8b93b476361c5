/**
 * Issue 24 #10: a machine without `../shared` downloads the reference data on its first start.
 * A local HTTP server serves copies in the official formats (the O*NET text-edition zip with its
 * `db_29_3_text/` folder, the BLS CSV, the exposure CSV) built from the generated fixture; the
 * real importer imports them into a real database.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/database';
import { createTestDatabaseUrl } from '../../test/test-app';
import { importCatalogueIfEmpty } from './catalog.bootstrap';
import { writeCatalogueFixture } from './catalog.fixture';
import { countCareers } from './catalog.repo';
import { CATALOGUE_DOWNLOADS, cachePaths } from './catalog-download';

const roots: string[] = [];
const tmp = (prefix: string) => {
  const d = mkdtempSync(join(tmpdir(), prefix));
  roots.push(d);
  return d;
};

const fixture = writeCatalogueFixture({ careers: 24 });
roots.push(fixture.root);
const zip = Buffer.from(
  zipSync(
    Object.fromEntries(
      readdirSync(fixture.onetDir).map((n) => [
        `db_29_3_text/${n}`,
        new Uint8Array(readFileSync(join(fixture.onetDir, n))),
      ]),
    ),
  ),
);
const files: Record<string, Buffer> = {
  '/dl_files/database/db_29_3_text.zip': zip,
  '/data/national_May2021_dl.csv': readFileSync(join(fixture.blsDir, 'national_M2021_dl.csv')),
  '/data/occ_level.csv': readFileSync(join(fixture.aiDir, 'occ_level.csv')),
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let server: Server;
let base = '';
const hits: string[] = [];
let userAgents: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    userAgents.push(String(req.headers['user-agent']));
    const body = files[req.url ?? ''];
    if (!body) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' });
    // In pieces, so that the download reports progress.
    const step = Math.ceil(body.length / 8);
    let at = 0;
    const next = () => {
      if (at >= body.length) return res.end();
      res.write(body.subarray(at, at + step));
      at += step;
      setImmediate(next);
    };
    next();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

function startEnv(dataDir: string, extra: Record<string, string> = {}) {
  const env = {
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    DATA_DIR: dataDir,
    ONET_DIR: join(dataDir, 'no-shared-here', 'onet-29.3'),
    CATALOG_ONET_URL: `${base}/dl_files/database/db_29_3_text.zip`,
    CATALOG_OEWS_URL: `${base}/data/national_May2021_dl.csv`,
    CATALOG_EXPOSURE_URL: `${base}/data/occ_level.csv`,
    ...extra,
  };
  return { env, config: loadConfig(env) };
}

async function freshDb() {
  const handle = createDatabase(await createTestDatabaseUrl(), { max: 2 });
  return handle;
}

describe('issue 24 #10: first start without ../shared', () => {
  it('issue 24 #10: downloads, verifies, caches and imports the releases, with progress', async () => {
    const handle = await freshDb();
    try {
      const dataDir = tmp('pathscoop-dl-');
      const { env, config } = startEnv(dataDir, {
        CATALOG_ONET_SHA256: sha(files['/dl_files/database/db_29_3_text.zip']),
      });
      const lines: string[] = [];
      userAgents = [];
      await importCatalogueIfEmpty(handle.db, config, (l) => lines.push(l), env);
      const text = lines.join('\n');
      expect(await countCareers(handle.db)).toMatchObject({ total: 25, complete: 24 });
      expect(text).toContain('downloading O*NET 29.3 Database');
      expect(text).toMatch(/db_29_3_text\.zip \(0\.\d MB\)/);
      expect(text).toMatch(/db_29_3_text\.zip: [\d.]+ of [\d.]+ MB \(\d+ %\)/);
      expect(text).toContain(
        `verified db_29_3_text.zip: ${zip.length} bytes, sha256 ${sha(zip)} (matches the pinned hash)`,
      );
      expect(userAgents.every((u) => u.startsWith('Pathscoop catalogue download'))).toBe(true);
      const cache = cachePaths(dataDir);
      expect(existsSync(join(cache.onetDir, 'Occupation Data.txt'))).toBe(true);
      expect(existsSync(join(cache.blsDir, 'national_M2021_dl.csv'))).toBe(true);
      const record = JSON.parse(readFileSync(cache.record, 'utf8'));
      expect(record.complete).toBe(true);
      expect(record.sources.onet.sha256).toBe(sha(zip));

      // A second empty database on the same DATA_DIR uses the cache: no request at all.
      const other = await freshDb();
      try {
        const before = hits.length;
        const again: string[] = [];
        await importCatalogueIfEmpty(other.db, config, (l) => again.push(l), env);
        expect(hits.length).toBe(before);
        expect(again.join('\n')).toContain('downloaded earlier');
        expect((await countCareers(other.db)).total).toBe(25);
      } finally {
        await other.close();
      }
    } finally {
      await handle.close();
    }
  });

  it('issue 24 #10: a file whose SHA-256 differs from the pinned one is refused and nothing is imported', async () => {
    const handle = await freshDb();
    try {
      const dataDir = tmp('pathscoop-dl-bad-');
      const { env, config } = startEnv(dataDir, { CATALOG_OEWS_SHA256: '0'.repeat(64) });
      const lines: string[] = [];
      await importCatalogueIfEmpty(handle.db, config, (l) => lines.push(l), env);
      expect(lines.join('\n')).toContain(
        `BLS OEWS May 2021 national wages (CSV): SHA-256 ${sha(files['/data/national_May2021_dl.csv'])} does not match the expected ${'0'.repeat(64)}`,
      );
      expect((await countCareers(handle.db)).total).toBe(0);
      expect(existsSync(cachePaths(dataDir).record)).toBe(false);
      expect(existsSync(join(cachePaths(dataDir).downloads, 'national_M2021_dl.csv'))).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('issue 24 #10: offline, the log names the URLs, the folders and the variables', async () => {
    const handle = await freshDb();
    try {
      const dataDir = tmp('pathscoop-dl-off-');
      // A port nobody listens on: connection refused, like a closed network.
      const closed = createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((r) => closed.close(r));
      const { env, config } = startEnv(dataDir, {
        CATALOG_ONET_URL: `http://127.0.0.1:${port}/db_29_3_text.zip`,
      });
      delete (env as Record<string, string>).CATALOG_OEWS_URL;
      const lines: string[] = [];
      await importCatalogueIfEmpty(handle.db, config, (l) => lines.push(l), env);
      const text = lines.join('\n');
      expect(text).toContain(`could not reach http://127.0.0.1:${port}/db_29_3_text.zip (ECONNREFUSED)`);
      expect(text).toContain(CATALOGUE_DOWNLOADS.find((s) => s.key === 'oews')?.url);
      expect(text).toContain('<dir>/bls-oews-may2021/national_M2021_dl.csv');
      expect(text).toContain('ONET_DIR=<dir>/onet-29.3');
      expect(text).toContain('CATALOG_ONET_URL, CATALOG_OEWS_URL and CATALOG_EXPOSURE_URL');
      expect((await countCareers(handle.db)).total).toBe(0);

      // CATALOG_DOWNLOAD=false: no request, the same instructions.
      const off = startEnv(dataDir, { CATALOG_DOWNLOAD: 'false' });
      const before = hits.length;
      const quiet: string[] = [];
      await importCatalogueIfEmpty(handle.db, off.config, (l) => quiet.push(l), off.env);
      expect(hits.length).toBe(before);
      expect(quiet.join('\n')).toContain('CATALOG_DOWNLOAD=false');
      expect(quiet.join('\n')).toContain('npm run catalog:import -- --from <dir>/onet-29.3');
    } finally {
      await handle.close();
    }
  });
});
