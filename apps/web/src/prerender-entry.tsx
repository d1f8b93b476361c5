/**
 * Build-time prerender (docs/web-shipping.md, "Prerendered home page"): the home page as static
 * HTML for `index.html`'s root, so a first visit paints the page itself as soon as the HTML and its
 * inline stylesheet have arrived, instead of after the app's JavaScript has downloaded and run.
 * Built by `vite build --ssr` and run by `scripts/prerender.mjs`; never shipped to the browser.
 *
 * The markup is what a signed-out visitor sees before any API answer (auth reads as signed out on
 * the server, queries stay pending). The browser does not hydrate it: main.tsx loads the page's
 * chunk first and React then replaces the markup with the same page in one commit.
 */

import { Writable } from 'node:stream';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/router';
import { PrerenderContext } from './lib/prerender';

export async function prerender(url: string): Promise<string> {
  // The page's chunk first: a lazy page that suspends would come out as a placeholder plus an
  // inline script to swap it in (streaming markup), which the CSP rightly refuses.
  await preloadPage(url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
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
  return Buffer.concat(chunks).toString('utf8');
}
