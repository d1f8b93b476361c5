import fastifyMultipart from '@fastify/multipart';
import {
  emailChangeConfirmSchema,
  emailChangeUndoSchema,
  errorDetailSchema,
  okDetailSchema,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
  validationErrorSchema,
} from '@pathscoop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authErrorResponses, requireUser, userOf } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { createRateLimit, rateLimitResponses } from '../../lib/rate-limit';
import { findUserById } from '../accounts/accounts.repo';
import { presentProfile } from '../accounts/profile.service';
import { confirmEmailChange, parseProfileUpdate, undoEmailChange, updateProfile } from './profile.service';

/**
 * Reads a multipart PATCH: text fields into an object, `profile_image` into a buffer (≤ 5 MB). A
 * body the parser cannot read (cut off, wrong boundary, too many parts) is the client's error: 400
 * in the ValidationError shape, never a 500.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image?: Buffer }> {
  try {
    return await readMultipartParts(request);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 500) throw err;
    throw new AppError(400, { non_field_errors: [PROFILE_MESSAGES.unreadableForm] });
  }
}

async function readMultipartParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image?: Buffer }> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts({
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 40 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'profile_image') {
        part.file.resume();
        throw new AppError(400, { [part.fieldname]: ['Only profile_image can be uploaded.'] });
      }
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(400, { profile_image: [PROFILE_MESSAGES.imageTooLarge] });
        throw err;
      });
      if (part.file.truncated) throw new AppError(400, { profile_image: [PROFILE_MESSAGES.imageTooLarge] });
      image = bytes;
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return { fields, image };
}

/** PATCH profile/ (JSON or multipart with profile_image) and the e-mail change confirmation. */
export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // 10 wrong current passwords per user in 15 minutes, then 429 (issue 24 #4).
    const passwordGuesses = createRateLimit(
      { name: 'current-password', points: 10, durationSeconds: 15 * 60 },
      ctx,
    );
    await app.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 40, fieldSize: 4096 },
      throwFileSizeLimit: true,
    });

    app.patch(
      '/api/v1/profile/',
      {
        onRequest: requireUser(ctx),
        bodyLimit: PROFILE_IMAGE_MAX_BYTES + 256 * 1024,
        schema: {
          tags: ['profile'],
          summary: 'Update the profile (JSON, or multipart/form-data with profile_image)',
          description:
            'Every field is optional; a given field is checked with the edit-profile messages of the spec. ' +
            'Students: grade, education, age (15-100), careers, certainty (1-10); mentors: about_me. ' +
            '`email`: needs `current_password` (and `otp` where the account has a second factor; 400 ' +
            '`current_password` when missing or wrong); a confirmation link goes to the new address and the ' +
            'old one is told with a link that undoes the change; the address changes once the link is ' +
            'opened (`pending_email` meanwhile). `profile_image`: PNG or JPEG by ' +
            'content, at most 5 MB, re-encoded without metadata. `affiliate_code` cannot be changed; ' +
            '`pricing_plan` chooses a free plan (paid plans are bought).',
          security: [{ bearerAuth: [] }],
          response: {
            200: profileSchema,
            400: validationErrorSchema,
            404: errorDetailSchema,
            ...rateLimitResponses,
            ...authErrorResponses,
          },
        },
      },
      async (request) => {
        const user = userOf(request);
        let body: unknown = request.body;
        let image: Buffer | undefined;
        if (request.isMultipart()) {
          const form = await readMultipart(request);
          body = form.fields;
          image = form.image;
        }
        const input = parseProfileUpdate(body, user.role);
        await updateProfile(ctx, user, input, image, passwordGuesses);
        const fresh = await findUserById(ctx.db, user.id);
        if (!fresh) throw notFound();
        return presentProfile(ctx, fresh);
      },
    );

    app.post(
      '/api/v1/email-change/confirm/',
      {
        schema: {
          tags: ['profile'],
          summary: 'Confirm a new e-mail address with the token of the link mailed to it',
          description: 'Single use, 48 hours. The old address is told once the change is done.',
          body: emailChangeConfirmSchema,
          response: { 200: okDetailSchema, 400: validationErrorSchema.or(errorDetailSchema) },
        },
      },
      async (request) => {
        await confirmEmailChange(ctx, request.body.token);
        return { detail: PROFILE_MESSAGES.emailChangeDone };
      },
    );

    app.post(
      '/api/v1/email-change/undo/',
      {
        schema: {
          tags: ['profile'],
          summary: 'Undo an e-mail change with the link from the notice to the old address',
          description:
            'Single use, 30 days. The old address comes back (a pending change is dropped), every session ' +
            'ends and the old address gets a password reset link (issue 24 #4).',
          body: emailChangeUndoSchema,
          response: { 200: okDetailSchema, 400: validationErrorSchema.or(errorDetailSchema) },
        },
      },
      async (request) => {
        await undoEmailChange(ctx, request.body.token);
        return { detail: PROFILE_MESSAGES.emailChangeUndone };
      },
    );
  };
