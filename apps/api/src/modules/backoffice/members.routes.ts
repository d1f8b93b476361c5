import {
  auditListSchema,
  backofficeMemberListSchema,
  backofficeMemberSchema,
  deactivateMemberSchema,
  errorDetailSchema,
  id,
  okDetailSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import { listAudit } from './audit';
import {
  exportMembersCsv,
  getMember,
  listMembers,
  resendMemberVerification,
  setMemberActive,
} from './members.service';
import { backofficeGuard, backofficeOf } from './permissions';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };
const idParams = z.object({ id: id() });
const filters = z.object({
  q: z.string().max(200, 'Keep the search under 200 characters.').optional(),
  school_id: id().optional(),
  status: z.enum(['active', 'deactivated']).optional(),
});
const paging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
const errors = {
  400: validationErrorSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...roleErrorResponses,
};

/** Members (support) and the audit trail (docs/backoffice.md). */
export const backofficeMemberRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/backoffice/members/',
      {
        onRequest: backofficeGuard(ctx, 'members.read'),
        schema: {
          ...tags,
          summary: 'Search members by name, e-mail, school or id (paged)',
          querystring: filters.extend(paging.shape),
          response: { 200: backofficeMemberListSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => listMembers(ctx, backofficeOf(request), request.query),
    );
    app.get(
      '/api/v1/backoffice/members/export/',
      {
        onRequest: backofficeGuard(ctx, 'members.export'),
        schema: {
          ...tags,
          summary: 'The members matching the filters as CSV (audited)',
          querystring: filters,
          produces: ['text/csv'],
          response: { 200: z.string(), 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request, reply) => {
        const csv = await exportMembersCsv(ctx, backofficeOf(request), request.query);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="pathscoop-members.csv"')
          .header('cache-control', 'no-store');
        return csv;
      },
    );
    app.get(
      '/api/v1/backoffice/members/:id/',
      {
        onRequest: backofficeGuard(ctx, 'members.read'),
        schema: {
          ...tags,
          summary: "A member's account, plan, school, sessions and payments",
          params: idParams,
          response: {
            200: backofficeMemberSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => getMember(ctx, backofficeOf(request), request.params.id),
    );
    app.post(
      '/api/v1/backoffice/members/:id/resend-verification/',
      {
        onRequest: backofficeGuard(ctx, 'members.write'),
        schema: {
          ...tags,
          summary: 'Send a new e-mail verification link',
          params: idParams,
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) => resendMemberVerification(ctx, backofficeOf(request), request.params.id),
    );
    app.post(
      '/api/v1/backoffice/members/:id/deactivate/',
      {
        onRequest: backofficeGuard(ctx, 'members.write'),
        schema: {
          ...tags,
          summary: 'Deactivate a member: no sign-in, every session ends at once',
          params: idParams,
          body: deactivateMemberSchema,
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) =>
        setMemberActive(ctx, backofficeOf(request), request.params.id, false, request.body.reason),
    );
    app.post(
      '/api/v1/backoffice/members/:id/reactivate/',
      {
        onRequest: backofficeGuard(ctx, 'members.write'),
        schema: {
          ...tags,
          summary: 'Reactivate a deactivated member',
          params: idParams,
          response: { 200: okDetailSchema, ...errors },
        },
      },
      async (request) => setMemberActive(ctx, backofficeOf(request), request.params.id, true, null),
    );

    app.get(
      '/api/v1/backoffice/audit/',
      {
        onRequest: backofficeGuard(ctx, 'audit.read'),
        schema: {
          ...tags,
          summary: 'The audit trail, newest first, with filters (read-only: no route changes it)',
          querystring: z
            .object({
              actor_id: id().optional(),
              action: z.string().max(100).optional(),
              target_type: z.string().max(100).optional(),
              target_id: z.string().max(100).optional(),
              from: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).optional(),
              to: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).optional(),
            })
            .extend(paging.shape),
          response: { 200: auditListSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => listAudit(ctx.db, request.query),
    );
  };
