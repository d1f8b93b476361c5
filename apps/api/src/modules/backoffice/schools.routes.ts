import {
  backofficeSchoolSchema,
  errorDetailSchema,
  id,
  schoolInputSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import { backofficeGuard, backofficeOf } from './permissions';
import { createSchool, listSchools, updateSchool } from './schools.service';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };
const errors = { 400: validationErrorSchema, 404: errorDetailSchema, ...roleErrorResponses };

/** Schools and affiliate codes (docs/backoffice.md "Schools"). */
export const backofficeSchoolRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/schools/',
      {
        onRequest: backofficeGuard(ctx, 'schools.read'),
        schema: {
          ...tags,
          summary: 'Schools with their code, expiry, seats used and entitlements',
          response: { 200: z.array(backofficeSchoolSchema), ...roleErrorResponses },
        },
      },
      async () => listSchools(ctx),
    );
    app.post(
      '/api/v1/backoffice/schools/',
      {
        onRequest: backofficeGuard(ctx, 'schools.write'),
        schema: {
          ...tags,
          summary: 'Create a school with its affiliate code',
          body: schoolInputSchema,
          response: { 201: backofficeSchoolSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSchool(ctx, backofficeOf(request), request.body)),
    );
    app.patch(
      '/api/v1/backoffice/schools/:id/',
      {
        onRequest: backofficeGuard(ctx, 'schools.write'),
        schema: {
          ...tags,
          summary: "Edit a school: name, code, expiry, seat limit, its students' entitlements",
          params: z.object({ id: id() }),
          body: schoolInputSchema.partial(),
          response: { 200: backofficeSchoolSchema, ...errors },
        },
      },
      async (request) => updateSchool(ctx, backofficeOf(request), request.params.id, request.body),
    );
  };
