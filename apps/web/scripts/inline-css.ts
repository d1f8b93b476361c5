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
export function inlineCss(): Plugin {
  return {
    name: 'pathscoop-inline-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            if (css.includes('</style')) return tag;
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
