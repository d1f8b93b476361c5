import type { Plugin } from 'vite';

/**
 * Puts the app's one stylesheet into `index.html` as a `<style>` element instead of a
 * `<link rel="stylesheet">` (docs/web-shipping.md). A linked stylesheet blocks the first paint
 * until it has arrived; inline, the browser paints the page's static markup (the top bar, or a
 * prerendered page) as soon as the HTML is parsed, while the scripts are still downloading.
 * About 11 KB compressed on each full page load, which an app that navigates in the browser
 * rarely repeats. The API allows the element by its SHA-256 in the Content-Security-Policy
 * (apps/api/src/modules/web/route-preloads.ts); the file itself is still written to dist.
 */
const LINK = '<link rel="stylesheet"';

export function inlineCss(): Plugin {
  return {
    name: 'pathscoop-inline-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        let out = '';
        let from = 0;
        for (let at = html.indexOf(LINK, from); at >= 0; at = html.indexOf(LINK, from)) {
          const end = html.indexOf('>', at);
          if (end < 0) break;
          const tag = html.slice(at, end + 1);
          const href = tag.indexOf('href="/');
          const file =
            href >= 0 ? tag.slice(href + 'href="/'.length, tag.indexOf('"', href + 'href="'.length)) : '';
          const asset = file.endsWith('.css') ? bundle[file] : undefined;
          const css =
            asset?.type !== 'asset'
              ? null
              : typeof asset.source === 'string'
                ? asset.source
                : new TextDecoder().decode(asset.source);
          out +=
            html.slice(from, at) + (css === null || css.includes('</style') ? tag : `<style>${css}</style>`);
          from = end + 1;
        }
        return out + html.slice(from);
      },
    },
  };
}
