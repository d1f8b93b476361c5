import {
  counselorInviteSchema,
  errorDetailSchema,
  id,
  invitationAcceptSchema,
  invitationInfoSchema,
  invitationTokenSchema,
  schoolCounselorSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { BACKOFFICE_MESSAGES, backofficeGuard, backofficeOf, can } from '../backoffice/permissions';
import {
  acceptCounselorInvitation,
  describeInvitation,
  inviteCounselor,
  listSchoolCounselors,
  removeCounselor,
} from './invitations.service';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };
const schoolParams = z.object({ id: id() });
const counselorParams = z.object({ id: id(), user_id: id() });
const errors = { 400: validationErrorSchema, 404: errorDetailSchema, ...roleErrorResponses };

/**
 * Counselors of a school, from the school's page in the back office (docs/counselors.md), and the
 * public side of the invitation link.
 */
export const counselorInvitationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const allowed = (
      request: Parameters<typeof backofficeOf>[0],
      permission: 'schools.read' | 'schools.write',
      schoolId: number,
    ) => {
      const bo = backofficeOf(request);
      if (!can(bo.grants, permission, { schoolId })) throw forbidden(BACKOFFICE_MESSAGES.permission);
      return bo;
    };

    app.get(
      '/api/v1/backoffice/schools/:id/counselors/',
      {
        onRequest: backofficeGuard(ctx, 'schools.read'),
        schema: {
          ...tags,
          summary: "The school's counselors and their invitations",
          params: schoolParams,
          response: { 200: z.array(schoolCounselorSchema), ...errors },
        },
      },
      async (request) => {
        allowed(request, 'schools.read', request.params.id);
        return listSchoolCounselors(ctx, request.params.id);
      },
    );

    app.post(
      '/api/v1/backoffice/schools/:id/counselors/',
      {
        onRequest: backofficeGuard(ctx, 'schools.write'),
        schema: {
          ...tags,
          summary:
            'Invite a counselor for the school (an e-mail with a link that expires in 72 hours); audited',
          params: schoolParams,
          body: counselorInviteSchema,
          response: { 201: schoolCounselorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const bo = allowed(request, 'schools.write', request.params.id);
        return reply.status(201).send(await inviteCounselor(ctx, bo, request.params.id, request.body));
      },
    );

    app.delete(
      '/api/v1/backoffice/schools/:id/counselors/:user_id/',
      {
        onRequest: backofficeGuard(ctx, 'schools.write'),
        schema: {
          ...tags,
          summary: 'Remove a counselor from the school: their sessions end at once; audited',
          params: counselorParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const bo = allowed(request, 'schools.write', request.params.id);
        await removeCounselor(ctx, bo, request.params.id, request.params.user_id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/counselor-invitation/',
      {
        schema: {
          tags: ['counselors'],
          summary: 'What an invitation link is for (400 when it is not valid or has expired)',
          body: invitationTokenSchema,
          response: { 200: invitationInfoSchema, 400: validationErrorSchema },
        },
      },
      async (request) => describeInvitation(ctx, request.body.token),
    );

    app.post(
      '/api/v1/counselor-invitation/accept/',
      {
        schema: {
          tags: ['counselors'],
          summary:
            'Choose the password with the invitation link (once); then sign in and enrol the second factor',
          body: invitationAcceptSchema,
          response: { 200: z.object({ detail: z.string(), email: z.string() }), 400: validationErrorSchema },
        },
      },
      async (request) => acceptCounselorInvitation(ctx, request.body.token, request.body.password),
    );
  };
