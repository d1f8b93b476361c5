/**
 * Issue 24 #10: a machine without `../shared` fetches the reference data itself on the first start.
 *
 * The three public releases (O*NET text database zip, BLS OEWS May 2021 national wages as CSV, the
 * LLM-exposure scores) are downloaded with progress lines, checked (byte size, SHA-256 when pinned
 * in `CATALOGUE_DOWNLOADS` or by an env variable, then the importer's own column checks), cached
 * in `DATA_DIR/catalogue-sources/` and imported by the existing importer. A cached, verified copy
 * is used again without the network. Offline, `offlineInstructions` says which URLs to fetch,
 * where to put the files and which variables point elsewhere.
 */
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { unzipSync } from 'fflate';
import { ONET_FILES } from './read-onet';

export type DownloadKey = 'onet' | 'oews' | 'exposure';

export type DownloadSource = {
  key: DownloadKey;
  /** What it is, for the log and the offline message. */
  label: string;
  url: string;
  /** Name of the cached download in DATA_DIR/catalogue-sources/downloads/. */
  file: string;
  /** SHA-256 of the official file when known (a mismatch refuses the file); null: not pinned. */
  sha256: string | null;
  /** Smallest plausible size in bytes (a truncated or error page is refused). */
  minBytes: number;
  licence: string;
  /** Env variables that override the URL and pin the hash. */
  urlEnv: string;
  shaEnv: string;
};

/**
 * The official sources (docs: README "Reference data"). The exposure scores' hash is the authors'
 * file as published (`openai/GPTs-are-GPTs`, data/occ_level.csv). The O*NET zip and the BLS table
 * are not pinned here: set CATALOG_ONET_SHA256 / CATALOG_OEWS_SHA256 to pin them; every download's
 * hash is printed and kept in `sources.json` beside the cache.
 */
export const CATALOGUE_DOWNLOADS: readonly DownloadSource[] = [
  {
    key: 'onet',
    label: 'O*NET 29.3 Database (text edition)',
    url: 'https://www.onetcenter.org/dl_files/database/db_29_3_text.zip',
    file: 'db_29_3_text.zip',
    sha256: null,
    minBytes: 5_000_000,
    licence: 'CC BY 4.0, National Center for O*NET Development / USDOL/ETA',
    urlEnv: 'CATALOG_ONET_URL',
    shaEnv: 'CATALOG_ONET_SHA256',
  },
  {
    key: 'oews',
    label: 'BLS OEWS May 2021 national wages (CSV)',
    url: 'https://raw.githubusercontent.com/openai/GPTs-are-GPTs/main/data/national_May2021_dl.csv',
    file: 'national_M2021_dl.csv',
    sha256: null,
    minBytes: 100_000,
    licence: 'public domain (U.S. Bureau of Labor Statistics)',
    urlEnv: 'CATALOG_OEWS_URL',
    shaEnv: 'CATALOG_OEWS_SHA256',
  },
  {
    key: 'exposure',
    label: 'LLM exposure scores, Eloundou et al. 2023 (occ_level.csv)',
    url: 'https://raw.githubusercontent.com/openai/GPTs-are-GPTs/main/data/occ_level.csv',
    file: 'occ_level.csv',
    sha256: '40c74f53de40aec91c0017d80690cbba915f83a8bb414bcf2f884692f1749acb',
    minBytes: 50_000,
    licence: 'MIT (openai/GPTs-are-GPTs)',
    urlEnv: 'CATALOG_EXPOSURE_URL',
    shaEnv: 'CATALOG_EXPOSURE_SHA256',
  },
];

export class CatalogueDownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogueDownloadError';
  }
}

/** The cache layout: importer-ready directories plus the raw downloads and their record. */
export function cachePaths(dataDir: string) {
  const root = join(dataDir, 'catalogue-sources');
  return {
    root,
    downloads: join(root, 'downloads'),
    onetDir: join(root, 'onet'),
    blsDir: join(root, 'bls-oews-may2021'),
    aiDir: join(root, 'ai-exposure'),
    record: join(root, 'sources.json'),
  };
}

export type DownloadOptions = {
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  log: (line: string) => void;
  /** A download with no byte for this long is abandoned (default 30 s). */
  idleTimeoutMs?: number;
  userAgent?: string;
};

/** The sources with env overrides applied (URL, pinned hash; minimum size relaxed for a local mirror). */
export function effectiveSources(env: NodeJS.ProcessEnv = process.env): DownloadSource[] {
  return CATALOGUE_DOWNLOADS.map((s) => {
    const url = env[s.urlEnv]?.trim() || s.url;
    const pinned = env[s.shaEnv]?.trim().toLowerCase();
    return {
      ...s,
      url,
      sha256: pinned || (url === s.url ? s.sha256 : null),
      minBytes: url === s.url ? s.minBytes : 1,
    };
  });
}

/** Cached and complete (the record says every step finished): the paths for the importer. */
export function cachedSources(dataDir: string) {
  const p = cachePaths(dataDir);
  if (!existsSync(p.record)) return null;
  try {
    const record = JSON.parse(readFileSync(p.record, 'utf8')) as { complete?: boolean };
    if (!record.complete) return null;
  } catch {
    return null;
  }
  return { onetDir: p.onetDir, blsDir: p.blsDir, aiDir: p.aiDir };
}

const mb = (n: number) => (n / 1_000_000).toFixed(1);

async function download(
  source: DownloadSource,
  target: string,
  options: DownloadOptions,
): Promise<{ bytes: number; sha256: string }> {
  const idle = options.idleTimeoutMs ?? 30_000;
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), idle);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), idle);
  };
  let response: Response;
  try {
    response = await fetch(source.url, {
      signal: controller.signal,
      headers: { 'User-Agent': options.userAgent ?? 'Pathscoop catalogue download' },
    });
  } catch (err) {
    clearTimeout(timer);
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    throw new CatalogueDownloadError(
      `${source.label}: could not reach ${source.url} (${cause?.code ?? cause?.message ?? (err as Error).message})`,
    );
  }
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    throw new CatalogueDownloadError(`${source.label}: ${source.url} answered HTTP ${response.status}`);
  }
  const total = Number(response.headers.get('content-length')) || 0;
  const hash = createHash('sha256');
  let bytes = 0;
  let nextReport = 0.25;
  let lastLog = Date.now();
  options.log(`downloading ${source.label} from ${source.url}${total ? ` (${mb(total)} MB)` : ''}`);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      touch();
      bytes += chunk.length;
      hash.update(chunk);
      const share = total ? bytes / total : 0;
      if ((total && share >= nextReport && share < 1) || (!total && Date.now() - lastLog > 2000)) {
        options.log(
          `  ${source.file}: ${mb(bytes)}${total ? ` of ${mb(total)} MB (${Math.floor(share * 100)} %)` : ' MB'}`,
        );
        while (total && nextReport <= share) nextReport += 0.25;
        lastLog = Date.now();
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      counter,
      createWriteStream(target),
    );
  } catch (err) {
    rmSync(target, { force: true });
    throw new CatalogueDownloadError(
      `${source.label}: the download from ${source.url} stopped after ${bytes} bytes (${(err as Error).message})`,
    );
  } finally {
    clearTimeout(timer);
  }
  options.log(`  ${source.file}: ${mb(bytes)} MB, done`);
  return { bytes, sha256: hash.digest('hex') };
}

function verify(source: DownloadSource, got: { bytes: number; sha256: string }) {
  if (got.bytes < source.minBytes)
    throw new CatalogueDownloadError(
      `${source.label}: ${got.bytes} bytes is too small for this file (expected at least ${source.minBytes}); ` +
        'the server sent something else (an error page?)',
    );
  if (source.sha256 && source.sha256 !== got.sha256)
    throw new CatalogueDownloadError(
      `${source.label}: SHA-256 ${got.sha256} does not match the expected ${source.sha256}; the file was not used ` +
        `(set ${source.shaEnv} if a newer release is intended)`,
    );
}
const NEEDED_ONET = new Set<string>(Object.values(ONET_FILES));

/** Extracts the O*NET files the importer reads (any folder inside the zip) into `dir`. */
function extractOnet(zipFile: string, dir: string) {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(readFileSync(zipFile), {
      filter: (f) => NEEDED_ONET.has(f.name.split('/').pop() ?? ''),
    });
  } catch (err) {
    throw new CatalogueDownloadError(
      `O*NET database: ${zipFile} is not a readable zip (${(err as Error).message})`,
    );
  }
  const found = new Map(Object.entries(files).map(([name, data]) => [name.split('/').pop() ?? name, data]));
  const missing = [...NEEDED_ONET].filter((n) => n !== ONET_FILES.readMe && !found.has(n));
  if (missing.length)
    throw new CatalogueDownloadError(
      `O*NET database: the zip lacks ${missing.map((m) => `"${m}"`).join(', ')}`,
    );
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, data] of found) writeFileSync(join(dir, name), data);
}

/**
 * Downloads, verifies and unpacks every source into the cache (a step already done is not
 * repeated). Returns the importer's paths. Throws CatalogueDownloadError with what went wrong.
 */
export async function downloadCatalogueSources(options: DownloadOptions) {
  const p = cachePaths(options.dataDir);
  mkdirSync(p.downloads, { recursive: true });
  const record: Record<string, unknown> = { complete: false, sources: {} };
  const sources = record.sources as Record<string, unknown>;
  for (const source of effectiveSources(options.env)) {
    const target = join(p.downloads, source.file);
    const partial = `${target}.part`;
    const got = await download(source, partial, options);
    try {
      verify(source, got);
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    renameSync(partial, target);
    options.log(
      `  verified ${source.file}: ${got.bytes} bytes, sha256 ${got.sha256}${source.sha256 ? ' (matches the pinned hash)' : ''}`,
    );
    sources[source.key] = { url: source.url, file: source.file, ...got, licence: source.licence };
  }
  extractOnet(join(p.downloads, 'db_29_3_text.zip'), p.onetDir);
  for (const [dir, file] of [
    [p.blsDir, 'national_M2021_dl.csv'],
    [p.aiDir, 'occ_level.csv'],
  ] as const) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), readFileSync(join(p.downloads, file)));
  }
  record.complete = true;
  record.at = new Date().toISOString();
  writeFileSync(p.record, `${JSON.stringify(record, null, 2)}\n`);
  return { onetDir: p.onetDir, blsDir: p.blsDir, aiDir: p.aiDir };
}

/** What to do without the network: which URLs, where the files go, which variables. */
export function offlineInstructions(dataDir: string, onetDir: string, env: NodeJS.ProcessEnv = process.env) {
  const sources = effectiveSources(env);
  const url = (k: DownloadKey) => sources.find((s) => s.key === k)?.url;
  return [
    'The career catalogue is empty and the reference data could not be downloaded. To fill it:',
    `  1. On a machine with internet access, download`,
    `       ${url('onet')}  (O*NET 29.3 text database, unzip it)`,
    `       ${url('oews')}  (BLS OEWS May 2021 national wages, save as national_M2021_dl.csv)`,
    `       ${url('exposure')}  (LLM exposure scores, occ_level.csv)`,
    `  2. Put them side by side: <dir>/onet-29.3/*.txt, <dir>/bls-oews-may2021/national_M2021_dl.csv,`,
    '     <dir>/ai-exposure/occ_level.csv',
    `  3. Start again with ONET_DIR=<dir>/onet-29.3 (now ${onetDir}), or run`,
    '     npm run catalog:import -- --from <dir>/onet-29.3 --bls <dir>/bls-oews-may2021 --ai <dir>/ai-exposure',
    '  Or serve copies on your network and set CATALOG_ONET_URL, CATALOG_OEWS_URL and CATALOG_EXPOSURE_URL',
    `  (downloads are cached in ${cachePaths(dataDir).root}; CATALOG_DOWNLOAD=false turns downloading off).`,
  ].join('\n');
}
