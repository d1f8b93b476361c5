import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { createTestApp } from '../../test/test-app';
import { dataBlock } from './web.routes';

const SCRIPT = `console.log(${JSON.stringify('scoop '.repeat(400))});`;

/** A dist folder like the build writes: hashed assets with .br/.gz siblings, a map, index.html. */
function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Pathscoop</title>');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = join(dir, 'assets', 'app-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${asset}.map`, '{"version":3}');
  return dir;
}

async function appServing(distDir: string, NODE_ENV: Config['NODE_ENV']): Promise<FastifyInstance> {
  const { ctx } = await createTestApp();
  return buildApp({
    ctx: { ...ctx, config: { ...ctx.config, WEB_DIST_DIR: distDir, NODE_ENV } },
    serveWeb: true,
  });
}

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist();
    app = await appServing(dist, 'production');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a long cache, unknown pages with index.html, unknown API paths as 404 JSON', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(SCRIPT);

    const page = await app.inject({ method: 'GET', url: '/profile/profile-info?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Pathscoop</title>');
    expect(page.headers['cache-control']).toBe('no-cache');

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Pathscoop</title>');
    expect(home.headers['cache-control']).toBe('no-cache');

    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');

    const api = await app.inject({ method: 'GET', url: '/api/v1/does-not-exist/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });

    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ detail: 'Not found.' });

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('sends the brotli file to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('does not serve source maps in production, nor dotfiles', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('serves what is on disk now: a rebuild while running is picked up without a restart', async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Rebuilt</title>');
    const newAsset = join(dist, 'assets', 'app-def456.js');
    writeFileSync(newAsset, 'console.log(2)');
    rmSync(join(dist, 'assets', 'app-abc123.js'));
    rmSync(join(dist, 'assets', 'app-abc123.js.br'));
    rmSync(join(dist, 'assets', 'app-abc123.js.gz'));

    const page = await app.inject({ method: 'GET', url: '/results' });
    expect(page.body).toContain('<title>Rebuilt</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
    const old = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(old.statusCode).toBe(404);
  });
});

describe('per-route modulepreload hints from the build manifest', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist();
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><head><script type="module" src="/assets/index-1.js"></script></head><body></body>',
    );
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
        'src/features/home/home-page.tsx': {
          file: 'assets/home-page-1.js',
          isDynamicEntry: true,
          imports: ['_react.js', '_query.js'],
        },
        'src/features/profile/profile-layout.tsx': {
          file: 'assets/profile-layout-1.js',
          isDynamicEntry: true,
          imports: ['_query.js'],
        },
        'src/features/exploration/career-detail-page.tsx': {
          file: 'assets/career-detail-page-1.js',
          isDynamicEntry: true,
          imports: ['_query.js', '_zod.js'],
        },
        '_zod.js': { file: 'assets/zod-1.js' },
      }),
    );
    app = await appServing(dist, 'production');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("home's HTML names its page chunk and that chunk's imports, not the entry's; other pages get the plain file", async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    const hints = [...home.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(hints).toEqual(['/assets/home-page-1.js', '/assets/query-1.js']);
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</head>'));

    const about = await app.inject({ method: 'GET', url: '/about' });
    expect(about.body).not.toContain('modulepreload');
    // The scenario page is not in this manifest: no hint, no error.
    const scenario = await app.inject({ method: 'GET', url: '/scenario/1/1' });
    expect(scenario.statusCode).toBe(200);
    expect(scenario.body).not.toContain('modulepreload');
  });

  it("issue 26: a profile page's HTML names the layout's chunks and the page's own, not only the layout's", async () => {
    const hintsOf = async (url: string) => {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      return [...page.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );
    };
    expect(await hintsOf('/profile/recommendations/career/12')).toEqual([
      '/assets/profile-layout-1.js',
      '/assets/query-1.js',
      '/assets/career-detail-page-1.js',
      '/assets/zod-1.js',
    ]);
    expect(await hintsOf('/profile/recommendations/career/12/')).toContain('/assets/career-detail-page-1.js');
    // A profile page without its own entry: the layout's chunks only.
    expect(await hintsOf('/profile/sessions')).toEqual(['/assets/profile-layout-1.js', '/assets/query-1.js']);
  });
});

describe('the inline stylesheet and compressed HTML', () => {
  const CSS = `body{color:#222}${'.x{margin:0}'.repeat(200)}`;
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = fakeDist();
    writeFileSync(join(dist, 'index.html'), `<!doctype html><head><style>${CSS}</style></head><body></body>`);
    app = await appServing(dist, 'production');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("allows exactly the page's inline stylesheet by hash, on every page, and sends the HTML compressed", async () => {
    const hash = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;
    for (const url of ['/', '/about', '/scenario/1/1', '/index.html']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode, url).toBe(200);
      const csp = page.headers['content-security-policy'] as string;
      const styleSrc =
        csp
          .split('; ')
          .find((d) => d.startsWith('style-src '))
          ?.split(' ') ?? [];
      expect(styleSrc.slice(0, 2), url).toEqual(['style-src', "'self'"]);
      expect(styleSrc, url).toContain(hash);
      expect(csp, url).toContain("style-src-attr 'none'");
      expect(csp, url).toContain("script-src 'self'");
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toContain(CSS);
    }
    const gzip = await app.inject({ method: 'GET', url: '/results', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(CSS);
  });

  it("the assessment's pages carry GET scenarios/ as a data block; other pages do not", async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/scenarios/' });
    const page = await app.inject({ method: 'GET', url: '/scenario/1/1' });
    const open = '<script type="application/json" data-api-path="scenarios/">';
    const start = page.body.indexOf(open);
    expect(start).toBeGreaterThan(0);
    const end = page.body.indexOf('</script></body>', start);
    expect(JSON.parse(page.body.slice(start + open.length, end))).toEqual(api.json());
    // The CSP allows no inline script: a data block is never executed, nothing else is inline.
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    for (const url of ['/', '/results', '/about'])
      expect((await app.inject({ method: 'GET', url })).body, url).not.toContain('application/json');
  });

  it('a data block cannot be closed by the data it carries', () => {
    const block = dataBlock('scenarios/', { title: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({
      title: '</script><script>alert(1)</script>',
    });
    expect(dataBlock('"><img src=x>', 1)).toContain('data-api-path="imgsrcx"');
  });

  it('compresses JSON answers of 1 KB or more, not the small ones', async () => {
    const big = await app.inject({
      method: 'GET',
      url: '/api/v1/scenarios/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).length).toBeGreaterThan(0);
    const small = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/api/v1/scenarios/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe('request-time prerendering of the assessment (prerender.ts)', () => {
  let root: string;
  let app: FastifyInstance;
  const entry = () => join(root, 'dist-ssr', 'prerender-entry.js');
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pathscoop-ssr-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><head></head><body><div id="root"></div></body>');
    mkdirSync(join(root, 'dist-ssr'));
    // The bundle's two exports, as the web build writes them (apps/web/src/prerender-entry.tsx).
    writeFileSync(
      entry(),
      `export async function renderPage(url, data) {
         if (url === '/scenario/9/9') throw new Error('render failed');
         return '<h1>' + url + ': ' + data.scenarios.length + ' scenarios</h1>';
       }
       export function prerenderedHtml(index, markup) {
         return index.replace('<div id="root"></div>', '<div id="root">' + markup + '</div>');
       }`,
    );
    app = await appServing(dist, 'production');
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders a step with the scenarios from the database, and carries them as data too', async () => {
    const count = (await app.inject({ method: 'GET', url: '/api/v1/scenarios/' })).json().length;
    const page = await app.inject({ method: 'GET', url: '/scenario/1/1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<div id="root"><h1>/scenario/1/1: ${count} scenarios</h1></div>`);
    expect(page.body).toContain('data-api-path="scenarios/"');
    // Pages without data are not rendered at request time.
    expect((await app.inject({ method: 'GET', url: '/about' })).body).toContain('<div id="root"></div>');
  });

  it('a render error, or a bundle rebuilt while running, serves the plain page instead', async () => {
    const broken = await app.inject({ method: 'GET', url: '/scenario/9/9' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    // A path that is no step is not rendered at all (the app redirects it); its data still comes.
    const unknown = await app.inject({ method: 'GET', url: '/scenario/abc' });
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).toContain('data-api-path="scenarios/"');
    writeFileSync(entry(), 'export async function renderPage() { return "<p>new build</p>"; }\n');
    const later = await app.inject({ method: 'GET', url: '/scenario/2/1' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('<div id="root"></div>');
    expect(later.body).not.toContain('new build');
  });
});

describe('serving the web app in development', () => {
  it('serves source maps', async () => {
    const dist = fakeDist();
    const app = await appServing(dist, 'development');
    try {
      const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe('{"version":3}');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
