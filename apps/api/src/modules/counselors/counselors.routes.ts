import {
  type CohortSummary,
  cohortFilterSchema,
  cohortListQuerySchema,
  cohortStudentDetailSchema,
  cohortStudentPageSchema,
  cohortSummarySchema,
  counselorMeSchema,
  counselorResourceInputSchema,
  counselorResourceSchema,
  errorDetailSchema,
  nudgeRequestSchema,
  nudgeResponseSchema,
  studentIdParamsSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses, userOf } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { createSchoolPick, deleteSchoolPick, listSchoolPicks } from '../resources/school-picks';
import { exportStudentsCsv, getCohortSummary, getStudent, pageStudents, summaryJson } from './cohort.service';
import { counselorGuard, counselorOf } from './counselor-access';
import { findSchool } from './counselors.repo';
import { sendNudges } from './nudges.service';

const tags = { tags: ['counselors'], security: [{ bearerAuth: [] }] };
const errors = { 400: validationErrorSchema, 404: errorDetailSchema, ...roleErrorResponses };

/**
 * The counselors' API (docs/counselors.md): every route answers only about the counselor's own
 * school, and no response schema has a field for chat text, payments, guardians or contact details.
 */
export const counselorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = counselorGuard(ctx);

    app.get(
      '/api/v1/counselor/me/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: 'You as a counselor and your school',
          response: { 200: counselorMeSchema, ...errors },
        },
      },
      async (request) => {
        const c = counselorOf(request);
        const user = userOf(request);
        const school = await findSchool(ctx.db, c.schoolId);
        if (!school) throw notFound();
        return { first_name: user.first_name, last_name: user.last_name, school };
      },
    );

    app.get(
      '/api/v1/counselor/summary/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "The cohort's funnel, interest types, careers, wages and education (filterable)",
          querystring: cohortFilterSchema,
          response: { 200: cohortSummarySchema, ...errors },
        },
      },
      async (request, reply) => {
        const summary = await getCohortSummary(ctx, counselorOf(request), request.query);
        // Sent as text: a cached summary is serialised once (cohort.service.ts), not per request.
        return reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .send(summaryJson(summary) as unknown as CohortSummary);
      },
    );

    app.get(
      '/api/v1/counselor/students/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "The school's students: filter, search by name, sort, page",
          querystring: cohortListQuerySchema,
          response: { 200: cohortStudentPageSchema, ...errors },
        },
      },
      async (request) => pageStudents(ctx, counselorOf(request), request.query),
    );

    app.get(
      '/api/v1/counselor/students/export/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: 'The filtered list as CSV (the same columns as the list)',
          querystring: cohortListQuerySchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const { page: _p, per_page: _pp, ...query } = request.query;
        const csv = await exportStudentsCsv(ctx, counselorOf(request), query);
        const day = ctx.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="students-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/v1/counselor/students/:id/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "One student's results and strengths, read-only (every view is recorded)",
          params: studentIdParamsSchema,
          response: { 200: cohortStudentDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return getStudent(ctx, counselorOf(request), request.params.id, String(request.id));
      },
    );

    app.post(
      '/api/v1/counselor/nudges/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: 'E-mail a reminder to the students (in the filters) who have not finished the assessment',
          body: nudgeRequestSchema,
          response: { 200: nudgeResponseSchema, 409: errorDetailSchema, 429: errorDetailSchema, ...errors },
        },
      },
      async (request) => sendNudges(ctx, counselorOf(request), request.body ?? {}),
    );

    app.get(
      '/api/v1/counselor/resources/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "Your school's Picks For You",
          response: { 200: z.array(counselorResourceSchema), ...errors },
        },
      },
      async (request) => listSchoolPicks(ctx.db, counselorOf(request).schoolId),
    );

    app.post(
      '/api/v1/counselor/resources/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "Publish a Picks For You resource for your school's students (body sanitised)",
          body: counselorResourceInputSchema,
          response: { 201: counselorResourceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await createSchoolPick(ctx.db, counselorOf(request).schoolId, request.body);
        return reply.status(201).send(created);
      },
    );

    app.delete(
      '/api/v1/counselor/resources/:id/',
      {
        onRequest: guard,
        schema: {
          ...tags,
          summary: "Remove one of your school's Picks For You",
          params: studentIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        if (!(await deleteSchoolPick(ctx.db, counselorOf(request).schoolId, request.params.id)))
          throw notFound();
        return reply.status(204).send(null);
      },
    );
  };
