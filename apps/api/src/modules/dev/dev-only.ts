import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { isThisMachineRequest } from '../../lib/loopback';
import { devMentorshipRoutes } from '../backoffice/dev-mentorship.routes';
import { devRoutes } from './dev.routes';

/**
 * Every route that exists outside production, in one place (issue 24 #1). `app.ts` refuses at
 * start a `/dev/` route that is not listed here, and `dev-only.test.ts` checks that a development
 * app has exactly these routes more than a production one.
 *
 * - `this-machine`: development helpers. Each answers only a request from this machine itself: a
 *   loopback TCP peer, no relay header (X-Forwarded-For, Forwarded, X-Real-IP, Via, …) and a Host
 *   that is a loopback name or PUBLIC_URL's host (DNS rebinding). Everyone else gets the same 404 as
 *   production. They hold every reset link (outbox), make operators, move the clock and run jobs.
 * - `sandbox`: the embedded test checkout (docs/payments.md), registered when no Stripe keys are set
 *   and PAYMENTS_SANDBOX is on (the default outside production). A student's browser uses it; its
 *   form is protected against cross-site posts (docs/security.md, CSRF on the sandbox).
 */
export const NON_PRODUCTION_ROUTES = [
  { method: 'GET', url: '/dev/outbox', guard: 'this-machine' },
  { method: 'GET', url: '/dev/outbox.json', guard: 'this-machine' },
  { method: 'POST', url: '/dev/clock/', guard: 'this-machine' },
  { method: 'POST', url: '/dev/jobs/run/', guard: 'this-machine' },
  { method: 'POST', url: '/dev/operators/', guard: 'this-machine' },
  { method: 'GET', url: '/sandbox/checkout/:sessionId', guard: 'sandbox' },
  { method: 'POST', url: '/sandbox/checkout/:sessionId/pay', guard: 'sandbox' },
] as const;

export const DEV_HELPER_ROUTES = NON_PRODUCTION_ROUTES.filter((r) => r.guard === 'this-machine');

/** Whether `url` is a development helper's path (the /dev/ prefix is reserved for them). */
export const isDevPath = (url: string) => url === '/dev' || url.startsWith('/dev/');

/**
 * Checked by app.ts for every route as it is registered: a /dev/ route in production, or one not
 * listed above, stops the start (so the list cannot fall behind the code).
 */
export function checkDevRoute(method: string, url: string, isProduction: boolean): void {
  if (!isDevPath(url) || method === 'HEAD') return;
  if (isProduction) throw new Error(`${method} ${url}: a development route registered in production`);
  if (!DEV_HELPER_ROUTES.some((r) => r.method === method && r.url === url))
    throw new Error(
      `${method} ${url}: a development route not listed in NON_PRODUCTION_ROUTES (dev-only.ts)`,
    );
}

/**
 * The development helpers, all behind the this-machine guard in one encapsulated plugin;
 * nothing is registered in production (the paths answer the ordinary 404 there).
 */
export const devOnlyRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (ctx.config.isProduction) return;
    app.addHook('onRequest', async (request) => {
      if (!isThisMachineRequest(request, ctx.config.PUBLIC_URL)) throw notFound();
    });
    await app.register(devRoutes(ctx));
    await app.register(devMentorshipRoutes(ctx));
  };
