import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TrustProxy } from './config';
import type { AppContext } from './context';
import { registerErrorHandler } from './lib/errors';
import { requestIdOf } from './lib/request-id';
import { securityHeaders } from './lib/security-headers';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { addressRoutes } from './modules/address/address.routes';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { listScenarios } from './modules/assessment/assessment.service';
import { backofficeAccountRoutes } from './modules/backoffice/account.routes';
import { backofficeAccountsAdminRoutes } from './modules/backoffice/accounts-admin.routes';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { backofficeCompanionRoutes } from './modules/backoffice/companions.routes';
import { backofficeContentRoutes } from './modules/backoffice/content.routes';
import { backofficeFaqPresetRoutes } from './modules/backoffice/faq-presets.routes';
import { backofficeMemberRoutes } from './modules/backoffice/members.routes';
import { backofficePaymentRoutes } from './modules/backoffice/payments.routes';
import { backofficePlanRoutes } from './modules/backoffice/plans.routes';
import { backofficeSchoolRoutes } from './modules/backoffice/schools.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { companionsRoutes } from './modules/companions/companions.routes';
import { counselorsRoutes } from './modules/counselors/counselors.routes';
import { counselorInvitationsRoutes } from './modules/counselors/invitations.routes';
import { membershipRoutes } from './modules/counselors/membership.routes';
import { checkDevRoute, devOnlyRoutes } from './modules/dev/dev-only';
import { explorationRoutes } from './modules/exploration/exploration.routes';
import { REPORT_STYLE } from './modules/exploration/report';
import { healthRoutes } from './modules/health/health.routes';
import { registerIdempotency } from './modules/idempotency/idempotency';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { mentorshipRoutes } from './modules/mentorship/mentorship.routes';
import { parentsRoutes } from './modules/parents/parents.routes';
import { createPaymentsRuntime } from './modules/payments/checkout-gateway';
import { PAGE_STYLE } from './modules/payments/payment-pages';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { uploadsRoutes } from './modules/storage/uploads.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { registerWebApp } from './modules/web/web.routes';

export type BuildAppOptions = {
  ctx: AppContext;
  /** Pino logger options; `false` silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Serve the built web app from ctx.config.WEB_DIST_DIR (off in API tests). */
  serveWeb?: boolean;
  /** Called for every route as it is registered (tests list the routes of an app). */
  onRoute?: (route: { method: string; url: string }) => void;
};

/**
 * Builds the Fastify app: plugins, the error model, every module's routes registered explicitly.
 * `server.ts` only listens; tests call this and use `app.inject`.
 */
/** An assessment step's path: /scenario/2 or /scenario/1/3. */
const STEP_PATH = /^\/scenario\/\d{1,2}(?:\/\d{1,2})?$/;

/**
 * TRUST_PROXY for Fastify (issue 24 #3). A hop count becomes a function trusting the n nearest
 * hops: Fastify itself turns a bare number into "trust nothing" (it cannot check the peer).
 */
function trustProxyOption(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

export async function buildApp({
  ctx,
  logger = false,
  serveWeb = false,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: ctx.config.LOG_LEVEL } : logger,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    trustProxy: trustProxyOption(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // While closing (SIGTERM), a request that already reached this process is still served, with
    // `Connection: close`: graceful shutdown drains, it does not answer 503 (docs/security.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // The /dev/ prefix belongs to the development helpers, all listed in dev-only.ts.
      checkDevRoute(method, route.url, ctx.config.isProduction);
      onRoute?.({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  registerErrorHandler(app);
  // Idempotency-Key on the writes that honour it (modules/idempotency, docs/deployment.md).
  registerIdempotency(app, ctx);
  // CSP, nosniff, framing, COOP/CORP, HSTS over HTTPS: every response (docs/security.md).
  await app.register(securityHeaders, { inlineStyles: [PAGE_STYLE, REPORT_STYLE] });
  // Brotli or gzip for JSON, HTML and other text answers of 1 KB or more, by Accept-Encoding
  // (brotli quality 4: cheap enough per request). Built assets come precompressed from disk
  // (web.routes.ts) and keep their Content-Encoding; event streams are never buffered.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pathscoop API',
        version: '1.0.0',
        description: 'Career guidance for young people. Errors follow Django REST Framework conventions.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(ctx));
  // Module routes (each under /api/v1/) are registered here, one line per module.
  await app.register(accountsRoutes(ctx));
  await app.register(referenceRoutes(ctx));
  await app.register(catalogRoutes(ctx));
  await app.register(addressRoutes(ctx));
  // Development helpers (not in production), all listed and guarded in dev-only.ts.
  await app.register(devOnlyRoutes(ctx));
  // One payments runtime (Stripe client, webhook secret) for the payment routes and the back office's refunds.
  const paymentsRuntime = createPaymentsRuntime(ctx.config);
  await app.register(paymentsRoutes(ctx, { runtime: paymentsRuntime }));
  await app.register(pricingRoutes(ctx));
  await app.register(assessmentRoutes(ctx));
  await app.register(resultsRoutes(ctx));
  await app.register(explorationRoutes(ctx));
  await app.register(companionsRoutes(ctx));
  await app.register(mentorshipRoutes(ctx));
  await app.register(parentsRoutes(ctx));
  await app.register(backofficeAccountRoutes(ctx));
  await app.register(backofficeRoutes(ctx));
  await app.register(backofficeMemberRoutes(ctx));
  await app.register(backofficePaymentRoutes(ctx, paymentsRuntime));
  await app.register(backofficeSchoolRoutes(ctx));
  await app.register(backofficeCompanionRoutes(ctx));
  await app.register(backofficePlanRoutes(ctx, paymentsRuntime));
  await app.register(backofficeAccountsAdminRoutes(ctx));
  await app.register(backofficeContentRoutes(ctx));
  await app.register(backofficeFaqPresetRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(uploadsRoutes(ctx));
  await app.register(privacyRoutes(ctx));
  await app.register(resourcesRoutes(ctx));
  await app.register(subscriptionsRoutes(ctx));
  await app.register(invitationsRoutes(ctx));
  await app.register(counselorsRoutes(ctx));
  await app.register(membershipRoutes(ctx));
  await app.register(counselorInvitationsRoutes(ctx));

  if (serveWeb) {
    await registerWebApp(app, ctx.config.WEB_DIST_DIR, {
      serveSourceMaps: ctx.config.NODE_ENV === 'development',
      inlineStyles: [PAGE_STYLE, REPORT_STYLE],
      // The assessment's screens carry GET scenarios/ (public, the same for everyone) in their
      // HTML and are prerendered with it: the step paints before the app's JavaScript has run
      // (docs/web-shipping.md).
      // Only real step paths are rendered (each distinct one costs a render and a cache entry);
      // any other /scenario/ path gets the data block and the app's redirect.
      pageData: (path) =>
        path.startsWith('/scenario/')
          ? [
              {
                apiPath: 'scenarios/',
                load: () => listScenarios(ctx.db),
                prerenderAs: STEP_PATH.test(path) ? 'scenarios' : undefined,
              },
            ]
          : [],
    });
  }
  return app;
}
