/**
 * Build step after `vite build` and `vite build --ssr src/prerender-entry.tsx` (package.json):
 * renders the home page to static HTML and writes `dist/.prerendered/home.html`, index.html with
 * that markup in its root (docs/web-shipping.md, "Prerendered home page"). The API serves it for
 * `/` (apps/api/src/modules/web/route-preloads.ts). Fails the build when the markup would break
 * the page's Content-Security-Policy (inline scripts or style attributes).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');
const PAGES = [{ url: '/', file: 'home.html' }];

/**
 * The first screen's fonts (body text, the hero's headline and button): requested with the HTML
 * instead of after the first layout, so they are usually in before the first paint and the text
 * does not reflow when they arrive (a layout shift).
 */
const FIRST_SCREEN_FONTS = [
  /^inter-latin-wght-normal-.*\.woff2$/,
  /^poppins-latin-800-normal-.*\.woff2$/,
  /^poppins-latin-700-normal-.*\.woff2$/,
];

const { prerender } = await import(pathToFileURL(join(ssrDir, 'prerender-entry.js')).href);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const rootStart = index.indexOf('<div id="root">');
const bodyEnd = index.lastIndexOf('</body>');
if (rootStart < 0 || bodyEnd < 0) throw new Error('dist/index.html has no <div id="root"> in its body');
const noscript = index.slice(rootStart, bodyEnd).match(/<noscript>[\s\S]*?<\/noscript>/)?.[0] ?? '';

const assets = readdirSync(join(dist, 'assets'));
const fontPreloads = FIRST_SCREEN_FONTS.map((pattern) => {
  const file = assets.find((name) => pattern.test(name));
  if (!file) throw new Error(`no font in dist/assets matches ${pattern}`);
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`;
}).join('');
// The page paints without the app's JavaScript: its scripts no longer compete with the fonts and
// the hero image for the first bytes (the server marks the page's own chunk hints the same way).
const head = index
  .slice(0, rootStart)
  .replace(
    /<script type="module" crossorigin src=/g,
    '<script type="module" crossorigin fetchpriority="low" src=',
  )
  .replace(
    /<link rel="modulepreload" crossorigin href=/g,
    '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
  )
  .replace('<meta name="viewport"', `${fontPreloads}<meta name="viewport"`);

mkdirSync(join(dist, '.prerendered'), { recursive: true });
for (const page of PAGES) {
  const markup = (await prerender(page.url))
    // Head elements React hoists (the page's <title>, image preload hints): index.html has its own.
    .replace(/^(?:<link [^>]*\/?>|<title>[^<]*<\/title>|<meta [^>]*\/?>)+/, '')
    // Style attributes (a carousel's measured widths) are not allowed by the CSP; React sets them
    // again when it renders the page.
    .replace(/ style="[^"]*"/g, '');
  for (const forbidden of ['<script', '<template', ' style="'])
    if (markup.includes(forbidden)) throw new Error(`prerendered ${page.url} contains ${forbidden}`);
  const html = `${head}<div id="root">${markup}${noscript}</div>\n  ${index.slice(bodyEnd)}`;
  writeFileSync(join(dist, '.prerendered', page.file), html);
  console.log(
    `prerendered ${page.url} → dist/.prerendered/${page.file} (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
rmSync(ssrDir, { recursive: true, force: true });
