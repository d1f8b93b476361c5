import {
  badRequestSchema,
  errorDetailSchema,
  logoutSchema,
  MESSAGES,
  profileSchema,
  refreshSchema,
  signinResponseSchema,
  signinSchema,
  signupResponseSchema,
  signupSchema,
  tokenPairSchema,
} from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { runAfterAnswer, settleAfterAnswer } from '../../lib/after-answer';
import { AUTH_MESSAGES, authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { limitByIp, rateLimitResponses } from '../../lib/rate-limit';
import {
  createAccountLimits,
  SIGNIN_ACCOUNT_FAILURES,
  signinAccountKey,
  signinPairKey,
} from './account-limits';
import { emailPasswordRoutes } from './email-password.routes';
import { presentProfile } from './profile.service';
import { refreshTokens, signIn, signOut } from './session.service';
import { sendSigninNotice } from './signin-notice';
import { signUp } from './signup.service';

/** Sign-in, tokens, sign-up and profile; e-mail verification and passwords in email-password.routes. */
export const accountsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = createAccountLimits(ctx);
    // Mails started after an answer are handed over before the server stops.
    app.addHook('onClose', async () => settleAfterAnswer());

    app.post(
      '/api/v1/auth/',
      {
        preValidation: limitByIp(limits.signinIp),
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          description:
            'Answers an access token (JWT, 15 min), a refresh token (opaque, single use, 30 days) and the user. ' +
            '401 for wrong credentials (one message whether or not the address exists), 403 while the ' +
            'e-mail address is not verified. A back-office account signs in only with `?backoffice=1` (the ' +
            "back office's own sign-in, docs/backoffice.md); elsewhere it gets 403 with where to go.",
          querystring: z.object({ backoffice: z.literal('1').optional() }),
          body: signinSchema,
          response: {
            200: signinResponseSchema,
            400: badRequestSchema,
            401: errorDetailSchema,
            403: errorDetailSchema,
            ...rateLimitResponses,
          },
        },
      },
      async (request) => {
        const { email, password } = request.body;
        // Failures count per (account, client address): a stranger's failures elsewhere do not
        // lock the owner out.
        const pair = signinPairKey(email, request.ip);
        const account = signinAccountKey(email);
        await limits.signinPair.check(pair);
        // Issue 24 #7: an account (known or not: same answer) with too many failures from all
        // addresses pauses, without checking the password, until the window ends or a reset.
        await limits.signinAccount.check(account);
        const outcome = await signIn(ctx, email, password, { backoffice: request.query.backoffice === '1' });
        if (outcome.ok) {
          await limits.signinPair.reset(pair);
          return outcome.response;
        }
        if (outcome.reason === 'unverified') throw new AppError(403, { detail: MESSAGES.emailNotVerified });
        if (outcome.reason === 'deactivated') throw new AppError(403, { detail: AUTH_MESSAGES.deactivated });
        if (outcome.reason === 'backoffice')
          throw new AppError(403, {
            detail: `This is a Pathscoop team account. Sign in to the back office at ${ctx.config.PUBLIC_URL}/backoffice.`,
          });
        // Count the failure; the attempt that spends the budget still gets the usual 401.
        await limits.signinPair.consume(pair).catch(() => {});
        const left = await limits.signinAccount.consume(account).catch(() => ({ remaining: -1 }));
        if (left.remaining === 0)
          runAfterAnswer(request.log, 'sign-in notice', async () => {
            // Once a day at most, whatever the number of windows an attacker fills.
            if (
              await limits.signinNotice.consume(account).then(
                () => true,
                () => false,
              )
            )
              await sendSigninNotice(ctx, account, SIGNIN_ACCOUNT_FAILURES);
          });
        throw new AppError(401, { detail: MESSAGES.loginFailed });
      },
    );

    app.post(
      '/api/v1/auth/refresh/',
      {
        preValidation: limitByIp(limits.refreshIp),
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for a new token pair (rotation)',
          description:
            'The refresh token is single use. Presented again within 30 seconds of its exchange (two tabs ' +
            'refreshing at once) it answers another pair of the same session; later, it revokes the whole ' +
            'session (its refresh and access tokens): 401, the user signs in again. 100 requests per 5 ' +
            'minutes per client address.',
          body: refreshSchema,
          response: {
            200: tokenPairSchema,
            400: badRequestSchema,
            401: errorDetailSchema,
            ...rateLimitResponses,
          },
        },
      },
      async (request) => refreshTokens(ctx, request.body.refresh),
    );

    app.post(
      '/api/v1/auth/logout/',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revoke the session of a refresh token',
          description:
            'Ends the session: its refresh tokens and its access tokens stop working at once. 204 also ' +
            'for unknown or already revoked tokens.',
          body: logoutSchema,
          response: { 204: z.null().describe('No content'), 400: badRequestSchema },
        },
      },
      async (request, reply) => {
        await signOut(ctx, request.body.refresh);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/v1/signup/',
      {
        preValidation: limitByIp(limits.signupIp),
        schema: {
          tags: ['auth'],
          summary: 'Sign up as a student (Career Explorer) or a mentor (Community Partner)',
          description:
            'The body is chosen by `role`. Mails a verification link after answering; sign-in waits for it.',
          body: signupSchema,
          response: { 201: signupResponseSchema, 400: badRequestSchema, ...rateLimitResponses },
        },
      },
      async (request, reply) => {
        await limits.signupEmail.consume(request.body.email);
        const user = await signUp(ctx, request.body, request.log);
        return reply.status(201).send({
          detail: MESSAGES.signupDone,
          user: { id: user.id, email: user.email, role: request.body.role },
        });
      },
    );

    app.get(
      '/api/v1/profile/',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['profile'],
          summary: "The signed-in user's profile",
          security: [{ bearerAuth: [] }],
          response: { 200: profileSchema, ...authErrorResponses },
        },
      },
      async (request) => presentProfile(ctx, userOf(request)),
    );

    await app.register(emailPasswordRoutes(ctx, limits));
  };
