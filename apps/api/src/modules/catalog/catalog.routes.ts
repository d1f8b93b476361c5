import {
  badRequestSchema,
  CAREERS_PER_PAGE,
  type CareerDetail,
  type CareerList,
  careerCodeParamSchema,
  careerDetailSchema,
  careerListSchema,
  careerSearchQuerySchema,
  errorDetailSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { anonymousThrottle } from '../../lib/anonymous-throttle';
import { rateLimitResponses } from '../../lib/rate-limit';
import { careerDetailPage, encodedSearchPage, searchCataloguePage } from './catalog.service';

/** Public career catalogue: search (sign-up careers autocomplete) and career detail. */
export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Shared with the address autocomplete: one budget per anonymous client for public lookups.
    const throttle = anonymousThrottle(ctx);
    app.get(
      '/api/v1/careers/',
      {
        onRequest: throttle,
        schema: {
          tags: ['catalog'],
          summary: 'Search careers by title and alternate titles (relevance order, typo tolerant); DRF page',
          querystring: careerSearchQuerySchema,
          response: {
            200: careerListSchema,
            400: badRequestSchema,
            404: errorDetailSchema,
            ...rateLimitResponses,
          },
        },
      },
      async (request, reply) => {
        // Pages are answered from memory, serialized (and compressed) once per index and page.
        const page = await searchCataloguePage(ctx, request.query, CAREERS_PER_PAGE);
        const { body, encoding } = encodedSearchPage(page, request.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        // Already compressed: the compression plugin leaves a set Content-Encoding alone.
        if (encoding) reply.header('content-encoding', encoding);
        // A string or a Buffer is sent as it is (Fastify skips the serializer for it).
        return reply.send(body as unknown as CareerList);
      },
    );

    app.get(
      '/api/v1/careers/:code/',
      {
        schema: {
          tags: ['catalog'],
          summary: 'One career by O*NET-SOC code, with every imported field',
          params: careerCodeParamSchema,
          response: { 200: careerDetailSchema, 400: badRequestSchema, 404: errorDetailSchema },
        },
      },
      async (request, reply) => {
        // From memory once read: serialized (and compressed) once per catalogue version and career.
        const page = await careerDetailPage(ctx, request.params.code);
        const { body, encoding } = encodedSearchPage(page, request.headers['accept-encoding']);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body as unknown as CareerDetail);
      },
    );
  };
