import {
  concernSchema,
  errorDetailSchema,
  feedbackWriteSchema,
  guardianContactSchema,
  guardianContactViewSchema,
  idParamSchema,
  integer,
  mentorFeedbackPageSchema,
  mentorFeedbackSchema,
  mentoringProfilePatchSchema,
  mentoringProfileSchema,
  mentorSessionPageSchema,
  mentorSessionSchema,
  offerTimesSchema,
  okDetailSchema,
  pageNumber,
  pickTimeSchema,
  publicMentorPageSchema,
  ratingSchema,
  sessionRequestSchema,
  suggestedTimesSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { type CurrentUser, requireRole, requireUser, roleErrorResponses, userOf } from '../../lib/auth';
import { idempotent } from '../idempotency/idempotency';
import { reportConcern } from './concerns.service';
import { listFeedbacks, writeFeedback } from './feedback.service';
import {
  getGuardianContact,
  getMentoringProfile,
  listMentors,
  removeGuardianContact,
  setGuardianContact,
  suggestedTimes,
  updateMentoringProfile,
} from './mentors.service';
import {
  acceptSession,
  cancelSession,
  declineSession,
  getSession,
  listSessions,
  markHeld,
  offerTimes,
  pickTime,
  present,
  rateSession,
  rememberTimeZone,
  requestSession,
  rescheduleSession,
} from './sessions.service';

const INT = 'A valid integer is required.';
/** Ids are int4: anything else is a 400, never a database error (contracts' id()). */
const sessionIdParams = idParamSchema;
// Strict digits only (issue 24 #7): the shared rule of contracts input.ts.
const pageQuery = z.object({
  page: pageNumber(100_000),
  per_page: integer(z.number().int(INT).min(1).max(100), INT).default(50),
});
const feedbackQuery = pageQuery.extend({
  ordering: z
    .enum(['created_at', '-created_at'], { error: 'Use created_at or -created_at.' })
    .default('-created_at'),
});

const errors = {
  400: validationErrorSchema,
  404: errorDetailSchema,
  409: errorDetailSchema,
  ...roleErrorResponses,
};
const secured = { security: [{ bearerAuth: [] }], tags: ['mentorship'] };

export const mentorshipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Issue 24 #11: a booking or a pick keeps the zone the browser reports (X-Time-Zone) for mail.
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'POST' || !request.currentUser || !request.headers['x-time-zone']) return;
      if (!/\/api\/v1\/mentor_sessions\/(\d+\/pick\/)?$/.test(request.url.split('?')[0] ?? '')) return;
      await rememberTimeZone(ctx, request.currentUser.id, request.headers['x-time-zone']);
    });
    app.get(
      '/api/v1/mentor_sessions/',
      {
        onRequest: requireUser(ctx),
        schema: {
          ...secured,
          summary: 'Your sessions (students: as student; mentors: as mentor)',
          querystring: pageQuery,
          response: { 200: mentorSessionPageSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => listSessions(ctx, userOf(request), request.query.page, request.query.per_page),
    );

    app.post(
      '/api/v1/mentor_sessions/',
      {
        onRequest: requireUser(ctx),
        config: {
          idempotency: {
            mode: 'transactional',
            status: 201,
            recover: (c: AppContext, user: CurrentUser, id: number) => present(c, id, user),
          },
        },
        schema: {
          ...secured,
          summary: 'Custom request {topic, datetime}; 403 {detail} without a session allowance',
          body: sessionRequestSchema,
          response: { 201: mentorSessionSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request, reply) =>
        idempotent(ctx, request, reply, 201, (claim) =>
          requestSession(ctx, userOf(request), request.body, claim),
        ),
    );

    app.get(
      '/api/v1/mentor_sessions/:id/',
      {
        onRequest: requireUser(ctx),
        schema: { ...secured, params: sessionIdParams, response: { 200: mentorSessionSchema, ...errors } },
      },
      async (request) => getSession(ctx, userOf(request), request.params.id),
    );

    const action = <B extends z.ZodType>(
      path: string,
      summary: string,
      body: B | null,
      run: (user: ReturnType<typeof userOf>, id: number, body: z.infer<B>) => Promise<unknown>,
      response: z.ZodType = mentorSessionSchema,
    ) =>
      app.post(
        `/api/v1/mentor_sessions/:id/${path}/`,
        {
          onRequest: requireUser(ctx),
          schema: {
            ...secured,
            summary,
            params: sessionIdParams,
            ...(body ? { body } : {}),
            response: { 200: response, ...errors },
          },
        },
        async (request) =>
          run(userOf(request), (request.params as { id: number }).id, request.body as z.infer<B>),
      );

    action('accept', 'Mentor accepts a matched request', null, (u, id) => acceptSession(ctx, u, id));
    action(
      'decline',
      'Mentor declines: the request goes to another mentor',
      null,
      (u, id) => declineSession(ctx, u, id),
      okDetailSchema,
    );
    action('offer', 'Mentor offers 1-5 times from their availability', offerTimesSchema, (u, id, b) =>
      offerTimes(
        ctx,
        u,
        id,
        b.times.map((t) => new Date(t)),
      ),
    );
    action(
      'pick',
      'Student picks one offered time: scheduled, invitations sent',
      pickTimeSchema,
      (u, id, b) => pickTime(ctx, u, id, new Date(b.datetime)),
    );
    action(
      'cancel',
      'Either side cancels (more than 24 h before: the session is given back)',
      null,
      (u, id) => cancelSession(ctx, u, id),
    );
    action('reschedule', 'Either side asks for a new time', null, (u, id) => rescheduleSession(ctx, u, id));
    action('held', 'Mentor marks the session held', null, (u, id) => markHeld(ctx, u, id));
    action('rate', 'Student rates a held session 1-5 with an optional comment', ratingSchema, (u, id, b) =>
      rateSession(ctx, u, id, b.rating, b.comment),
    );
    action(
      'feedback',
      'Mentor writes feedback for the student (once)',
      feedbackWriteSchema,
      (u, id, b) => writeFeedback(ctx, u, id, b.message),
      mentorFeedbackSchema,
    );
    action(
      'concern',
      'Report a concern (either side): operators and the safeguarding address',
      concernSchema,
      (u, id, b) => reportConcern(ctx, u, id, b.message),
      z.object({ id: z.number().int(), detail: z.string() }),
    );

    app.get(
      '/api/v1/mentor_feedbacks/',
      {
        onRequest: requireUser(ctx),
        schema: {
          ...secured,
          summary: 'Feedback received (students) or written, with ratings (mentors)',
          querystring: feedbackQuery,
          response: { 200: mentorFeedbackPageSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) =>
        listFeedbacks(
          ctx,
          userOf(request),
          request.query.page,
          request.query.per_page,
          request.query.ordering,
        ),
    );

    app.get(
      '/api/v1/mentors/',
      {
        onRequest: requireUser(ctx),
        schema: {
          ...secured,
          summary: "Vetted mentors' public fields",
          querystring: pageQuery,
          response: { 200: publicMentorPageSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => listMentors(ctx, request.query.page, request.query.per_page),
    );

    app.get(
      '/api/v1/mentor_profile/',
      {
        onRequest: requireRole(ctx, 'Mentor'),
        schema: {
          ...secured,
          summary: 'Your mentoring profile and vetting state',
          response: { 200: mentoringProfileSchema, ...roleErrorResponses },
        },
      },
      async (request) => getMentoringProfile(ctx, userOf(request)),
    );
    app.patch(
      '/api/v1/mentor_profile/',
      {
        onRequest: requireRole(ctx, 'Mentor'),
        schema: {
          ...secured,
          summary: 'Edit expertise, availability, time zone, about me',
          body: mentoringProfilePatchSchema,
          response: { 200: mentoringProfileSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => updateMentoringProfile(ctx, userOf(request), request.body),
    );
    app.get(
      '/api/v1/mentor_profile/suggested_times/',
      {
        onRequest: requireRole(ctx, 'Mentor'),
        schema: {
          ...secured,
          summary: 'Times from your availability to offer',
          response: { 200: suggestedTimesSchema, ...roleErrorResponses },
        },
      },
      async (request) => suggestedTimes(ctx, userOf(request)),
    );
    app.get(
      '/api/v1/guardian_contact/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: 'The parent or guardian contact on file (null when none)',
          response: { 200: guardianContactViewSchema, ...roleErrorResponses },
        },
      },
      async (request) => getGuardianContact(ctx, userOf(request)),
    );
    app.put(
      '/api/v1/guardian_contact/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: "A parent or guardian's e-mail for notices of booked sessions",
          description: 'Replaces the contact on file. Not the student’s own address (400 `email`).',
          body: guardianContactSchema,
          response: { 200: okDetailSchema, 400: validationErrorSchema, ...roleErrorResponses },
        },
      },
      async (request) => setGuardianContact(ctx, userOf(request), request.body),
    );
    app.delete(
      '/api/v1/guardian_contact/',
      {
        onRequest: requireRole(ctx, 'Student'),
        schema: {
          ...secured,
          summary: 'Remove the parent or guardian contact (no more notices)',
          response: { 200: okDetailSchema, ...roleErrorResponses },
        },
      },
      async (request) => removeGuardianContact(ctx, userOf(request)),
    );
  };
