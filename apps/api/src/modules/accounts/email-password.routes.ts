import {
  badRequestSchema,
  MESSAGES,
  okDetailSchema,
  passwordResetConfirmSchema,
  passwordResetErrorSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  setPasswordResponseSchema,
  setPasswordSchema,
  verifyEmailResendSchema,
  verifyEmailSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { runAfterAnswer } from '../../lib/after-answer';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { limitByIp, rateLimitResponses } from '../../lib/rate-limit';
import { type AccountLimits, signinAccountKey } from './account-limits';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service';
import { resendVerification, verifyEmail } from './verification.service';

/** E-mail verification, forgotten password (request + confirm) and password change. */
export const emailPasswordRoutes =
  (ctx: AppContext, limits: AccountLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/verify-email/',
      {
        preValidation: limitByIp(limits.verifyIp),
        schema: {
          tags: ['auth'],
          summary: 'Confirm an e-mail address with the token of the mailed link',
          description:
            'The link `PUBLIC_URL/verify-email?token=…` is valid 48 hours, once. An address that is ' +
            'already verified answers 200 with a message saying so. 30 requests an hour per client address.',
          body: verifyEmailSchema,
          response: { 200: okDetailSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request) => ({ detail: await verifyEmail(ctx, request.body.token) }),
    );

    app.post(
      '/api/v1/verify-email/resend/',
      {
        preValidation: limitByIp(limits.resendIp),
        schema: {
          tags: ['auth'],
          summary: 'Mail a new verification link',
          description:
            'Same answer, at the same speed, whether or not the address is known or already verified: the ' +
            'mail is sent after answering.',
          body: verifyEmailResendSchema,
          response: { 200: okDetailSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request) => {
        await limits.resendEmail.consume(request.body.email);
        const { email } = request.body;
        runAfterAnswer(request.log, 'verification mail', () => resendVerification(ctx, email));
        return { detail: MESSAGES.verifyResent };
      },
    );

    app.post(
      '/api/v1/password_reset/',
      {
        preValidation: limitByIp(limits.resetIp),
        attachValidation: true,
        schema: {
          tags: ['auth'],
          summary: 'Mail a password reset link',
          description:
            'Same 200 answer, at the same speed, for known and unknown addresses (the mail is sent after ' +
            'answering). The link `PUBLIC_URL/forgotpassword?token=…` is valid 1 hour, once.',
          body: passwordResetSchema,
          response: {
            200: passwordResetResponseSchema,
            400: passwordResetErrorSchema,
            ...rateLimitResponses,
          },
        },
      },
      async (request) => {
        // The spec's client reads `status`/`msg` here, so the 400 has that shape too.
        if (request.validationError) {
          throw new AppError(400, {
            status: 'error',
            msg: MESSAGES.emailInvalid,
            email: [MESSAGES.emailInvalid],
          });
        }
        await limits.resetEmail.consume(request.body.email);
        const { email } = request.body;
        runAfterAnswer(request.log, 'password reset mail', () => requestPasswordReset(ctx, email));
        return { status: 'OK' as const, msg: MESSAGES.passwordResetSent };
      },
    );

    app.post(
      '/api/v1/password_reset/confirm/',
      {
        preValidation: limitByIp(limits.resetConfirmIp),
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the token of the reset link',
          description:
            'Single use, 1 hour. Ends every session of the user (refresh tokens revoked, older access ' +
            'tokens refused) and invalidates the other open reset links. 20 requests an hour per client address.',
          body: passwordResetConfirmSchema,
          response: { 200: okDetailSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request) => {
        const email = await confirmPasswordReset(ctx, request.body.token, request.body.password);
        // The owner proved the address: a sign-in pause from others' wrong passwords ends (issue 24 #7).
        await limits.signinAccount.reset(signinAccountKey(email));
        return { detail: MESSAGES.passwordResetDone };
      },
    );

    app.post(
      '/api/v1/set-password/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['auth'],
          summary: 'Change the password of the signed-in user',
          description:
            'Requires the current password (OWASP ASVS 2.1.6; 400 `current_password` when wrong). ' +
            'Ends every other session. The caller gets a fresh token pair in the answer and must store ' +
            'it: its previous access and refresh tokens stop working like all the others.',
          security: [{ bearerAuth: [] }],
          body: setPasswordSchema,
          response: { 200: setPasswordResponseSchema, 400: badRequestSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const { new_password, current_password } = request.body;
        const tokens = await changePassword(ctx, userOf(request), new_password, current_password);
        return { detail: MESSAGES.passwordChanged, ...tokens };
      },
    );
  };
