import { backofficeMeSchema, errorDetailSchema, validationErrorSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import { createRateLimit, rateLimitResponses } from '../../lib/rate-limit';
import { backofficeGuard, backofficeOf, permissionsOf, secondFactorState } from './permissions';
import {
  confirmEnrolment,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  startEnrolment,
  verifySecondFactor,
} from './second-factor';

const codeBody = z.object({
  code: z
    .string({ error: 'Enter the code.' })
    .max(40, 'That code is too long.')
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Enter the code.')),
});
const codeErrors = {
  400: validationErrorSchema,
  409: errorDetailSchema,
  ...roleErrorResponses,
  ...rateLimitResponses,
};

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

/** The back-office account itself: who you are, your roles, and the second factor (docs/backoffice.md). */
export const backofficeAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Wrong codes: 10 per account per 15 minutes (a 6-digit code must not be guessable).
    const codeLimit = createRateLimit({ name: 'backoffice-2fa', points: 10, durationSeconds: 900 }, ctx);
    const account = backofficeGuard(ctx, null, 'account');

    app.post(
      '/api/v1/backoffice/2fa/enrol/',
      {
        onRequest: account,
        schema: {
          ...tags,
          summary: 'Start setting up the authenticator app: a new TOTP secret with its QR code (SVG)',
          response: {
            200: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
            409: errorDetailSchema,
            ...roleErrorResponses,
          },
        },
      },
      async (request) => startEnrolment(ctx, backofficeOf(request)),
    );
    app.post(
      '/api/v1/backoffice/2fa/enrol/confirm/',
      {
        onRequest: account,
        schema: {
          ...tags,
          summary: 'Confirm the set-up with a first code; answers the ten recovery codes (shown once)',
          body: codeBody,
          response: {
            200: z.object({ detail: z.string(), recovery_codes: z.array(z.string()) }),
            ...codeErrors,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        await codeLimit.check(String(bo.userId));
        try {
          return await confirmEnrolment(ctx, bo, request.body.code);
        } catch (err) {
          await codeLimit.consume(String(bo.userId));
          throw err;
        }
      },
    );
    app.post(
      '/api/v1/backoffice/2fa/verify/',
      {
        onRequest: account,
        schema: {
          ...tags,
          summary:
            'The step-up: a code from the app (or a recovery code) unlocks the back office for this session',
          body: codeBody,
          response: {
            200: z.object({ detail: z.string(), recovery_codes_left: z.number().int() }),
            ...codeErrors,
          },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        await codeLimit.check(String(bo.userId));
        try {
          const ok = await verifySecondFactor(ctx, bo, request.body.code);
          await codeLimit.reset(String(bo.userId));
          return ok;
        } catch (err) {
          await codeLimit.consume(String(bo.userId));
          throw err;
        }
      },
    );
    app.get(
      '/api/v1/backoffice/2fa/recovery-codes/',
      {
        onRequest: backofficeGuard(ctx, null),
        schema: {
          ...tags,
          summary: 'How many unused recovery codes you have',
          response: { 200: z.object({ recovery_codes_left: z.number().int() }), ...roleErrorResponses },
        },
      },
      async (request) => ({
        recovery_codes_left: await recoveryCodesLeft(ctx, backofficeOf(request).userId),
      }),
    );
    app.post(
      '/api/v1/backoffice/2fa/recovery-codes/',
      {
        onRequest: backofficeGuard(ctx, null),
        schema: {
          ...tags,
          summary: 'Make ten new recovery codes (the old ones stop working)',
          response: {
            200: z.object({ detail: z.string(), recovery_codes: z.array(z.string()) }),
            ...roleErrorResponses,
          },
        },
      },
      async (request) => regenerateRecoveryCodes(ctx, backofficeOf(request)),
    );

    app.get(
      '/api/v1/backoffice/me/',
      {
        onRequest: backofficeGuard(ctx, null, 'account'),
        schema: {
          ...tags,
          summary:
            'Your back-office account, roles, permissions and second-factor state (403 if you have none)',
          response: { 200: backofficeMeSchema, ...roleErrorResponses },
        },
      },
      async (request) => {
        const bo = backofficeOf(request);
        const state = bo.enrolled
          ? await secondFactorState(ctx, bo.userId, bo.sessionId, false)
          : ('not_enrolled' as const);
        return {
          is_operator: true,
          user_id: bo.user.id,
          email: bo.user.email,
          first_name: bo.user.first_name,
          last_name: bo.user.last_name,
          roles: bo.grants,
          permissions: permissionsOf(bo.grants),
          second_factor: state === 'idle' ? ('required' as const) : state,
          idle_minutes: ctx.config.BACKOFFICE_IDLE_MINUTES,
        };
      },
    );
  };
