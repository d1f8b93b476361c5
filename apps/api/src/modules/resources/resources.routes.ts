import {
  badRequestSchema,
  errorDetailSchema,
  schoolResourcePageSchema,
  schoolResourceQuerySchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { pageSchoolResources } from './resources.service';

export const resourcesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/school-resource/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['resources'],
          summary: 'Picks For You (kind=picks) and Great Finds (kind=finds) for the member’s school',
          description:
            'The member’s school plus resources for everyone; `school` in the query is ignored (no member ' +
            'reads another school’s list). DRF page with meta.number_of_pages; bodies are sanitised HTML.',
          security: [{ bearerAuth: [] }],
          querystring: schoolResourceQuerySchema,
          response: {
            200: schoolResourcePageSchema,
            400: badRequestSchema,
            404: errorDetailSchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => pageSchoolResources(ctx, userOf(request), request.query),
    );
  };
