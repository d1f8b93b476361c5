import { errorDetailSchema, okDetailSchema, schoolAccessSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, roleErrorResponses, userOf } from '../../lib/auth';
import { describeSchoolAccess, leaveSchool, markAssessmentStarted } from './membership.service';
import { optOutOfNudges } from './nudges.service';

const tokenQuery = z.object({ token: z.string().max(200).default('') });
const optOutPage = (ok: boolean) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>School reminders</title></head>
<body><main><h1>Pathscoop</h1><p>${
  ok
    ? 'Done: you will get no more reminders from your school through Pathscoop.'
    : 'This link is not valid. Sign in and write to us if you keep getting reminders.'
}</p><p><a href="/">Back to Pathscoop</a></p></main></body></html>`;

/** The student's side of a school's cohort (docs/counselors.md "What students see"). */
export const membershipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/profile/school/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['profile'],
          security: [{ bearerAuth: [] }],
          summary: 'Which school can see your results, what it sees and never sees, when it last looked',
          response: { 200: schoolAccessSchema, ...authErrorResponses },
        },
      },
      async (request) => describeSchoolAccess(ctx.db, userOf(request)),
    );

    app.post(
      '/api/v1/profile/school/leave/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['profile'],
          security: [{ bearerAuth: [] }],
          summary:
            "Remove your school's code: you leave its cohort now, and what the school's code gave you ends",
          response: { 200: okDetailSchema, 409: errorDetailSchema, ...roleErrorResponses },
        },
      },
      async (request) => leaveSchool(ctx, userOf(request)),
    );

    app.post(
      '/api/v1/scenarios/start/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['assessment'],
          security: [{ bearerAuth: [] }],
          summary: 'The signed-in student began the assessment (recorded once; mentors are ignored)',
          response: { 204: z.null(), ...authErrorResponses },
        },
      },
      async (request, reply) => {
        await markAssessmentStarted(ctx, userOf(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/v1/school-reminders/unsubscribe/',
      {
        schema: {
          tags: ['counselors'],
          summary: "The unsubscribe link at the foot of a school's reminder (a small page)",
          querystring: tokenQuery,
          response: { 200: z.string(), 400: z.string() },
        },
      },
      async (request, reply) => {
        const ok = await optOutOfNudges(ctx, request.query.token);
        return reply
          .status(ok ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(optOutPage(ok));
      },
    );

    app.post(
      '/api/v1/school-reminders/unsubscribe/',
      {
        schema: {
          tags: ['counselors'],
          summary: 'RFC 8058 one-click unsubscribe from school reminders (List-Unsubscribe-Post)',
          querystring: tokenQuery,
          response: { 200: okDetailSchema, 400: errorDetailSchema },
        },
      },
      async (request, reply) => {
        const ok = await optOutOfNudges(ctx, request.query.token);
        return ok
          ? { detail: 'Unsubscribed.' }
          : reply.status(400).send({ detail: 'This link is not valid.' });
      },
    );
  };
