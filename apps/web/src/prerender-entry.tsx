/**
 * Prerendering (docs/web-shipping.md, "Prerendered pages"): a page as static HTML inside
 * `index.html`'s root, so a first visit paints the page itself as soon as the HTML (with its inline
 * stylesheet) has arrived, instead of after the app's JavaScript has downloaded and run.
 * Built by `vite build --ssr` into `dist-ssr/`; never shipped to the browser. Used at build time
 * for the home page (`scripts/prerender.mjs`) and by the API at request time for the assessment's
 * screens, whose content comes from the database (apps/api/src/modules/web/prerender.ts).
 *
 * The markup is what a visitor sees before the app knows who they are: no account area, queries
 * pending unless their data is given. The browser does not hydrate it: main.tsx loads the page's
 * chunk first and React then replaces the markup with the same page in one commit.
 */

import { Writable } from 'node:stream';
import { scenarioListSchema } from '@pathscoop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { scenariosQuery } from './features/assessment/api/get-scenarios';
import { PrerenderContext } from './lib/prerender';

/** Public API answers a page may be rendered with (the same for every visitor). */
export type PageData = { scenarios?: unknown };

/** The page at `url` as markup for the root element: no scripts, no style attributes (the CSP). */
export async function renderPage(url: string, data: PageData = {}): Promise<string> {
  // The page's chunk first: a lazy page that suspends would come out as a placeholder plus an
  // inline script to swap it in (streaming markup), which the CSP rightly refuses.
  await preloadPage(new URL(url, 'http://localhost').pathname);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (data.scenarios !== undefined)
    client.setQueryData(scenariosQuery().queryKey, scenarioListSchema.parse(data.scenarios));
  const { prelude } = await prerenderToNodeStream(
    <PrerenderContext value>
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderContext>,
    // One document: React would otherwise move a large finished boundary (the whole page) out of
    // line, behind an inline script that swaps it in.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  const markup = Buffer.concat(chunks)
    .toString('utf8')
    // Head elements React hoists (the page's <title>, image preload hints): index.html has its own.
    .replace(/^(?:<link [^>]*\/?>|<title>[^<]*<\/title>|<meta [^>]*\/?>)+/, '')
    // Style attributes (a carousel's measured widths) are not allowed by the CSP; React sets them
    // again when it renders the page.
    .replace(/ style="[^"]*"/g, '');
  for (const forbidden of ['<script', '<template', ' style="', '<title'])
    if (markup.includes(forbidden)) throw new Error(`prerendered ${url} contains ${forbidden}`);
  return markup;
}

/**
 * The first screen's fonts (headings, buttons and the wordmark; body text is the device's own):
 * requested with the HTML instead of after the first layout, so they are usually in before the
 * first paint and the text does not reflow when they arrive (a layout shift).
 */
const FIRST_SCREEN_FONTS = [/^poppins-latin-800-normal-.*\.woff2$/, /^poppins-latin-700-normal-.*\.woff2$/];

/**
 * `index.html` (as built) with `markup` in its root: the first screen's fonts preloaded, and the
 * app's scripts at low priority (the page paints without them, so they must not compete with the
 * fonts and images it shows). `assetNames`: the files of dist/assets.
 */
export function prerenderedHtml(indexHtml: string, markup: string, assetNames: string[]): string {
  const rootStart = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < 0) throw new Error('index.html has no <div id="root"> in its body');
  const root = indexHtml.slice(rootStart, bodyEnd);
  const noscriptStart = root.indexOf('<noscript>');
  const noscriptEnd = root.indexOf('</noscript>', noscriptStart);
  const noscript =
    noscriptStart >= 0 && noscriptEnd >= 0
      ? root.slice(noscriptStart, noscriptEnd + '</noscript>'.length)
      : '';
  const fontPreloads = FIRST_SCREEN_FONTS.map((pattern) => assetNames.find((name) => pattern.test(name)))
    .filter((file) => file !== undefined)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join('');
  const head = indexHtml
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
  return `${head}<div id="root">${markup}${noscript}</div>\n  ${indexHtml.slice(bodyEnd)}`;
}
