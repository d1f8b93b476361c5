/**
 * Build step after `vite build` and `vite build --ssr src/prerender-entry.tsx` (package.json):
 * the home page prerendered into `dist/.prerendered/home.html` (index.html with the page in its
 * root; docs/web-shipping.md, "Prerendered pages"), which the API serves for `/`
 * (apps/api/src/modules/web/route-preloads.ts). `dist-ssr/` stays: the API renders the
 * assessment's screens with it at request time. Fails the build when the markup would break the
 * page's Content-Security-Policy (inline scripts or style attributes).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const { renderPage, prerenderedHtml } = await import(
  pathToFileURL(join(webRoot, 'dist-ssr', 'prerender-entry.js')).href
);
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = readdirSync(join(dist, 'assets'));

mkdirSync(join(dist, '.prerendered'), { recursive: true });
for (const page of [{ url: '/', file: 'home.html' }]) {
  const html = prerenderedHtml(index, await renderPage(page.url), assets);
  writeFileSync(join(dist, '.prerendered', page.file), html);
  console.log(
    `prerendered ${page.url} → dist/.prerendered/${page.file} (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
