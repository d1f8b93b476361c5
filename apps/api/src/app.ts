import { randomUUID } from 'node:crypto';
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
import type { AppContext } from './context';
import { registerErrorHandler } from './lib/errors';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { addressRoutes } from './modules/address/address.routes';
import { assessmentRoutes } from './modules/assessment/assessment.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes } from './modules/health/health.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { registerWebApp } from './modules/web/web.routes';

export type BuildAppOptions = {
  ctx: AppContext;
  /** Pino logger options; `false` silences logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Serve the built web app from ctx.config.WEB_DIST_DIR (off in API tests). */
  serveWeb?: boolean;
};

/**
 * Builds the Fastify app: plugins, the error model, every module's routes registered explicitly.
 * `server.ts` only listens; tests call this and use `app.inject`.
 */
export async function buildApp({
  ctx,
  logger = false,
  serveWeb = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === true ? { level: ctx.config.LOG_LEVEL } : logger,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    trustProxy: ctx.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  registerErrorHandler(app);

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
  await app.register(devRoutes(ctx));
  await app.register(paymentsRoutes(ctx));
  await app.register(pricingRoutes(ctx));
  await app.register(assessmentRoutes(ctx));
  await app.register(resultsRoutes(ctx));

  if (serveWeb) await registerWebApp(app, ctx.config.WEB_DIST_DIR);
  return app;
}
