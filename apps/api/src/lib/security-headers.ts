import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (SPA, static assets, API, server-rendered pages, 404s),
 * through @fastify/helmet (docs/security.md, "Security headers and CSP").
 *
 * Tokens live in localStorage (the spec's choice), so the Content-Security-Policy is what stops an
 * injected script from reading them: scripts only from this origin (no inline script, no eval),
 * no plugins, no framing, no <base> and forms posting only here. Styles: this origin, plus the
 * exact stylesheets of the few server-rendered pages by hash (`inlineStyles`). Style attributes
 * are not allowed either (`style-src-attr 'none'`): React sets `style={…}` through the CSSOM,
 * which CSP does not govern, and the built web app has no style attributes in its markup.
 *
 * HSTS only on a request that arrived over HTTPS (`request.protocol`, which honours
 * X-Forwarded-Proto when TRUST_PROXY is set): a browser must never pin HTTPS on a plain-HTTP
 * development origin.
 */

export type SecurityHeadersOptions = {
  /** Inline `<style>` texts of server-rendered pages, allowed by their SHA-256 hash. */
  inlineStyles?: string[];
};

export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const ONE_YEAR = 365 * 24 * 60 * 60;

/** The policy of every response except the OpenAPI viewer. */
export function contentSecurityPolicy(inlineStyles: string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inlineStyles.map(styleHash)],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * Swagger UI (/api/docs) renders with inline style attributes and <style> elements of its own:
 * on that route only, styles may be inline. Scripts stay 'self' only, and it cannot be framed.
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Issue 24 #7: browser features the app never uses are off for it and anything it could embed.
 * Only features every current Chromium knows (an unknown one is logged as a console error).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const plugin: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.inlineStyles) },
    // Set below, only over HTTPS.
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // COEP guards cross-origin isolation (SharedArrayBuffer), which the app does not use.
    crossOriginEmbedderPolicy: false,
    // 'same-origin': reset and verification links carry their token in the query; no other site
    // sees our URLs. Same-origin requests keep Referer and a real Origin (the sandbox's CSRF check).
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url === '/api/docs' || request.url.startsWith('/api/docs/'))
      reply.header('content-security-policy', DOCS_CSP);
    // Issue 24 #7: an answer to a signed-in request is personal (profile, chat history, results…):
    // no browser or proxy cache may keep it, unless the route chose its own policy.
    if (request.headers.authorization !== undefined && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
};

export const securityHeaders = fp(plugin, { name: 'pathscoop-security-headers' });
