import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REPO_ROOT } from '../config';
import { OUTBOX_CSP } from '../modules/dev/dev.routes';
import { REPORT_STYLE } from '../modules/exploration/report';
import { PAGE_STYLE } from '../modules/payments/payment-pages';
import { insertUser, seededPlans } from '../modules/payments/testing/helpers';
import { createTestApp } from '../test/test-app';
import { DOCS_CSP, styleHash } from './security-headers';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathscoop-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Pathscoop</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** Parses a CSP header into directive → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const SAME_ON_EVERY_RESPONSE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

describe('security headers on every kind of response', async () => {
  const { ctx } = await createTestApp();
  const app = await buildApp({
    ctx: { ...ctx, config: { ...ctx.config, WEB_DIST_DIR: fakeDist() } },
    serveWeb: true,
  });
  afterAll(() => app.close());
  const plans = await seededPlans(ctx);

  async function sandboxPage() {
    const student = await insertUser(ctx);
    const link = await app.inject({
      method: 'POST',
      url: '/api/v1/payment_link/',
      headers: student.headers,
      payload: { pricing_plan: plans.monthly.id },
    });
    return new URL(link.json().payment_link).pathname;
  }

  it('lists the headers on the SPA index, a hashed asset, an API route, a sandbox page, a 404', async () => {
    const targets = {
      'SPA index': '/profile/profile-info',
      'hashed asset': '/assets/index-abc123.js',
      'API route': '/api/v1/pricing_plan/',
      'sandbox checkout page': await sandboxPage(),
      'API 404': '/api/v1/nope/',
    };
    const table: Record<string, Record<string, string>> = {};
    for (const [name, url] of Object.entries(targets)) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, name).toBe(name === 'API 404' ? 404 : 200);
      expect(res.headers, name).toMatchObject(SAME_ON_EVERY_RESPONSE);
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('script-src'), name).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), name).toEqual(["'none'"]);
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.get('form-action'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(csp.get('style-src-attr'), name).toEqual(["'none'"]);
      expect(csp.get('style-src'), name).toEqual(["'self'", styleHash(PAGE_STYLE), styleHash(REPORT_STYLE)]);
      table[name] = Object.fromEntries(
        Object.keys(SAME_ON_EVERY_RESPONSE)
          .concat('content-security-policy')
          .map((h) => [h, String(res.headers[h])]),
      );
    }
    console.log('security headers per response:\n', JSON.stringify(table, null, 2));
  });

  it('the server-rendered pages carry exactly the inline stylesheet their hash allows', async () => {
    const page = await app.inject({ method: 'GET', url: await sandboxPage() });
    expect(page.body).toContain(`<style>${PAGE_STYLE}</style>`);
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    // The development outbox (mail HTML in a sandboxed frame): inline styles, and no script at all.
    const outbox = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.headers).toMatchObject({
      ...SAME_ON_EVERY_RESPONSE,
      'content-security-policy': OUTBOX_CSP,
    });
    const outboxCsp = parseCsp(OUTBOX_CSP);
    expect(outboxCsp.get('script-src')).toEqual(["'none'"]);
    expect(outboxCsp.get('frame-ancestors')).toEqual(["'none'"]);
    // Computed independently: echo -n 'body{}' | openssl dgst -sha256 -binary | base64
    expect(styleHash('body{}')).toBe("'sha256-fJgEClQWV1hGkK4qHMO0KotTsVnMYMXTq7/suurGyUo='");
  });

  it('/api/docs: its own CSP (inline styles for Swagger UI), still no inline script, not frameable', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['content-security-policy'], url).toBe(DOCS_CSP);
      expect(res.headers, url).toMatchObject(SAME_ON_EVERY_RESPONSE);
    }
    const csp = parseCsp(DOCS_CSP);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('HSTS only on a request that came over HTTPS (X-Forwarded-Proto counts only with TRUST_PROXY)', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    const untrusted = await app.inject({ method: 'GET', url: '/api/health', headers: forwarded });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await buildApp({ ctx: { ...ctx, config: { ...ctx.config, TRUST_PROXY: 1 } } });
    try {
      const https = await behindProxy.inject({ method: 'GET', url: '/api/health', headers: forwarded });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await behindProxy.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('the web app source page has no inline script or style for the CSP to block', () => {
    const html = readFileSync(join(REPO_ROOT, 'apps/web/index.html'), 'utf8');
    // Each '<script' opening tag's attributes, up to its '>' (string scanning: no regex to backtrack).
    const scripts = html
      .split(/<script\b/i)
      .slice(1)
      .map((rest) => rest.slice(0, rest.indexOf('>')));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\ssrc=/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });
});
