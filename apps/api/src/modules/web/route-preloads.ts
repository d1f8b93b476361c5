import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per-route `modulepreload` hints in the served `index.html` (docs/web-shipping.md). Every page is
 * a lazy chunk, so without a hint the browser learns about the page's chunk only after the main
 * chunk has run: two round trips in a row before the first paint. The build's manifest
 * (`dist/.vite/manifest.json`) names each page's chunk and the chunks it imports; the hints for
 * the requested path go into the HTML so that they download alongside the main chunk.
 *
 * A path not listed gets the plain index.html (a missing hint costs a round trip, nothing else).
 * Either way the HTML goes out through the API's compression (brotli or gzip).
 */
const ROUTE_MODULES: ReadonlyArray<{ test: (path: string) => boolean; modules: string[] }> = [
  { test: (p) => p === '/', modules: ['src/features/home/home-page.tsx'] },
  { test: (p) => p.startsWith('/scenario/'), modules: ['src/features/assessment/scenario-page.tsx'] },
  { test: (p) => p === '/results' || p === '/results/', modules: ['src/features/results/results-page.tsx'] },
  { test: (p) => p === '/signin' || p === '/signin/', modules: ['src/features/auth/signin-page.tsx'] },
  { test: (p) => p.startsWith('/pricingplan'), modules: ['src/features/pricing/pricing-page.tsx'] },
];

/**
 * A profile page's chunk next to its layout's (issue 26): the page's chunk would otherwise be
 * requested only once the layout has run and rendered its outlet. Other profile paths get the
 * layout's chunks alone.
 */
const PROFILE_PAGES: ReadonlyArray<{ test: (path: string) => boolean; module: string }> = [
  {
    test: (p) => p === '/profile' || p === '/profile/recommendations',
    module: 'src/features/exploration/recommendations-page.tsx',
  },
  {
    test: (p) => /^\/profile\/recommendations\/career\/[^/]+$/.test(p),
    module: 'src/features/exploration/career-detail-page.tsx',
  },
  { test: (p) => p === '/profile/strengths', module: 'src/features/exploration/strengths-page.tsx' },
  { test: (p) => p === '/profile/profile-info', module: 'src/features/profile/profile-info-page.tsx' },
  { test: (p) => p === '/profile/myPlan', module: 'src/features/plan/my-plan-page.tsx' },
  { test: (p) => p === '/profile/ai-companions', module: 'src/features/companions/companions-page.tsx' },
  {
    test: (p) => /^\/profile\/ai-companions\/[^/]+\/[^/]+$/.test(p),
    module: 'src/features/companions/companion-chat-page.tsx',
  },
];

/** The page modules whose chunks `path` needs first, or null for a path without hints. */
export function routeModules(path: string): string[] | null {
  const route = ROUTE_MODULES.find((r) => r.test(path));
  if (route) return route.modules;
  if (path !== '/profile' && !path.startsWith('/profile/')) return null;
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  const page = PROFILE_PAGES.find((r) => r.test(trimmed));
  return ['src/features/profile/profile-layout.tsx', ...(page ? [page.module] : [])];
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

let cached: { key: string; manifest: Manifest } | null = null;

/** The build's manifest, re-read when the file changes (a rebuild while the server runs). */
function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  try {
    const stat = statSync(path);
    const key = `${path}:${stat.mtimeMs}:${stat.size}`;
    if (cached?.key !== key) cached = { key, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
    return cached.manifest;
  } catch {
    return null;
  }
}

/** The files `modules` load statically (themselves and their imports), minus the entry's. */
export function preloadFiles(manifest: Manifest, modules: string[]): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  for (const module of modules) collect(module, files);
  return [...files].filter((f) => !entryFiles.has(f) && f.endsWith('.js'));
}

/** The `<style>` texts of an HTML page (the build inlines the app's stylesheet: apps/web/scripts/inline-css.ts). */
export function inlineStyles(html: string): string[] {
  const styles: string[] = [];
  for (let at = html.indexOf('<style>'); at >= 0; at = html.indexOf('<style>', at)) {
    const end = html.indexOf('</style>', at);
    if (end < 0) break;
    styles.push(html.slice(at + '<style>'.length, end));
    at = end;
  }
  return styles;
}

/**
 * Pages the build prerenders (apps/web/scripts/prerender.mjs): index.html with the page's markup in
 * its root, so the first paint is the page itself. Served when the file exists; a build without it
 * (or an old one) falls back to index.html.
 */
const PRERENDERED: Readonly<Record<string, string>> = { '/': join('.prerendered', 'home.html') };

const htmlCache = new Map<string, { key: string; html: string; styles: string[] }>();

/** An HTML file of dist and its inline styles, re-read when the file changes. */
function readHtml(distDir: string, file: string): { html: string; styles: string[] } | null {
  const path = join(distDir, file);
  try {
    const stat = statSync(path);
    const key = `${stat.mtimeMs}:${stat.size}`;
    const cached = htmlCache.get(path);
    if (cached?.key === key) return cached;
    const html = readFileSync(path, 'utf8');
    const entry = { key, html, styles: inlineStyles(html) };
    htmlCache.set(path, entry);
    return entry;
  } catch {
    return null;
  }
}

/**
 * index.html for `path`, with its route's preload hints when it has a route, and the inline
 * styles the Content-Security-Policy must allow; null when the app is not built.
 */
export function indexHtmlFor(
  distDir: string,
  path: string,
  /** The page prerendered at request time (prerender.ts), if it was. */
  rendered: string | null = null,
): { html: string; styles: string[] } | null {
  const prerenderedFile = PRERENDERED[path];
  const prerendered = rendered
    ? { html: rendered, styles: inlineStyles(rendered) }
    : prerenderedFile
      ? readHtml(distDir, prerenderedFile)
      : null;
  const index = prerendered ?? readHtml(distDir, 'index.html');
  if (!index) return null;
  const modules = routeModules(path);
  const manifest = modules ? readManifest(distDir) : null;
  if (!modules || !manifest) return index;
  // A prerendered page paints without its scripts: they load at low priority, after its fonts.
  const priority = prerendered ? ' fetchpriority="low"' : '';
  const links = preloadFiles(manifest, modules)
    .map((file) => `<link rel="modulepreload" crossorigin${priority} href="/${file}">`)
    .join('');
  const head = index.html.indexOf('</head>');
  if (!links || head < 0) return index;
  return { html: `${index.html.slice(0, head)}${links}${index.html.slice(head)}`, styles: index.styles };
}
