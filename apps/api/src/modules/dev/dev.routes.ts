import { type DevOutboxMessage, devOutboxListSchema, devOutboxQuerySchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { contentSecurityPolicy, serializeCsp } from '../../lib/security-headers';
import { listOutboxMessages } from '../outbox/outbox.repo';

/**
 * Development helpers, registered only when NODE_ENV is not 'production' (there the paths are
 * 404): the mail outbox as an HTML page (/dev/outbox) and as JSON (/dev/outbox.json, for tests).
 * The outbox holds every reset and verification link, so it answers only to this machine: the
 * guard of every development route is in dev-only.ts (registered through `devOnlyRoutes`).
 */

const LINK = /https?:\/\/[^\s<>"')]+/g;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escapes the text and turns its URLs into links. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    out += escapeHtml(text.slice(last, m.index));
    out += `<a href="${escapeHtml(m[0])}">${escapeHtml(m[0])}</a>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/**
 * The outbox page shows each mail's HTML in a sandboxed srcdoc frame (no scripts), which inherits
 * this page's policy; mail HTML is all inline styles. So this development page, and it alone,
 * allows inline styles; it allows no script at all.
 */
export const OUTBOX_CSP = serializeCsp({
  ...contentSecurityPolicy(),
  'script-src': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-attr': ["'unsafe-inline'"],
});

function renderPage(messages: DevOutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.channel)} · <time datetime="${m.created_at}">${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</time></p></header>
  <pre>${linkify(m.text)}</pre>
  ${m.attachments?.length ? `<p class="meta">Attached: ${m.attachments.map(escapeHtml).join(', ')}</p>` : ''}
  ${m.html ? `<details><summary>HTML version</summary><iframe sandbox title="HTML version of message ${m.id}" srcdoc="${escapeHtml(m.html)}"></iframe></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Pathscoop (development)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1.5rem; color: #1f2937; background: #fdf8f0; }
  article { background: #fff; border-radius: .75rem; padding: 1rem 1.25rem; margin: 1rem 0; box-shadow: 0 1px 3px rgb(0 0 0 / .1); }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0; } .meta { color: #4b5563; margin: .25rem 0 .75rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  a { color: #5b21b6; } iframe { width: 100%; height: 28rem; border: 1px solid #e5e7eb; border-radius: .5rem; background: #fff; }
</style></head>
<body>
<h1>Outbox</h1>
<p>Mail the app would have sent (SMTP_URL is not set). Newest first; development only. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>.</p>
${items || '<p>No messages yet.</p>'}
</body>
</html>`;
}

async function loadMessages(
  ctx: AppContext,
  to: string | undefined,
  limit: number,
): Promise<DevOutboxMessage[]> {
  const rows = await listOutboxMessages(ctx.db, { to, limit });
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    links: [...r.text_body.matchAll(LINK)].map((m) => m[0]),
    attachments: (r.attachments ?? []).map((a) => a.filename),
    created_at: r.created_at.toISOString(),
  }));
}

export const devRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.isProduction) return;

    app.get(
      '/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'Mail outbox as an HTML page (not in production)',
          querystring: devOutboxQuerySchema,
          response: { 200: z.string().describe('text/html') },
        },
      },
      async (request, reply) => {
        const messages = await loadMessages(ctx, request.query.to, request.query.limit);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Security-Policy', OUTBOX_CSP)
          .send(renderPage(messages));
      },
    );

    app.get(
      '/dev/outbox.json',
      {
        schema: {
          tags: ['dev'],
          summary: 'Mail outbox as JSON, newest first (not in production; for tests)',
          querystring: devOutboxQuerySchema,
          response: { 200: devOutboxListSchema },
        },
      },
      async (request) => loadMessages(ctx, request.query.to, request.query.limit),
    );
  };
