import { backofficeRoleSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as OTPAuth from 'otpauth';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { runDueJobs } from '../jobs/jobs';
import { allJobHandlers } from '../mentorship/mentorship.jobs';
import { sealSecret } from './second-factor';
import { ensureBackofficeAccount } from './staff.service';

/**
 * Development only (absent when NODE_ENV=production), for browser journeys: move the app clock
 * forward (so a booked session can be held without waiting), run due jobs now, and make an
 * operator without the admin:create command (which needs the database the server holds).
 */
export const devMentorshipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (ctx.config.isProduction) return;
    const realNow = ctx.now;
    app.post(
      '/dev/clock/',
      {
        schema: {
          hide: true,
          body: z.object({
            offset_ms: z
              .number()
              .int()
              .min(0)
              .max(400 * 24 * 3600 * 1000),
          }),
        },
      },
      async (request) => {
        const offset = request.body.offset_ms;
        ctx.now = () => new Date(realNow().getTime() + offset);
        return { now: ctx.now().toISOString() };
      },
    );
    app.post('/dev/jobs/run/', { schema: { hide: true } }, async () => ({
      ran: await runDueJobs(ctx, allJobHandlers()),
    }));
    app.post(
      '/dev/operators/',
      {
        schema: {
          hide: true,
          body: z.object({
            email: z.string().max(254),
            role: backofficeRoleSchema.default('operator'),
            school_id: z.number().int().nullable().default(null),
            /** Enrol a known TOTP secret (answered) so a browser journey can type codes. */
            enrol: z.boolean().default(false),
          }),
        },
      },
      async (request, reply) => {
        const user = await ctx.db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb(eb.fn('lower', ['email']), '=', request.body.email.toLowerCase()))
          .executeTakeFirst();
        if (!user) return reply.status(404).send({ detail: 'Not found.' });
        const { role, school_id, enrol } = request.body;
        await ensureBackofficeAccount(ctx.db, user.id, [{ role, school_id }]);
        if (!enrol) return { detail: 'Operator ready.' };
        const secret = new OTPAuth.Secret({ size: 20 }).base32;
        await ctx.db
          .updateTable('backoffice_accounts')
          .set({ totp_secret: sealSecret(ctx.config.JWT_SECRET, secret), totp_enrolled_at: ctx.now() })
          .where('user_id', '=', user.id)
          .execute();
        return { detail: 'Operator ready.', totp_secret: secret };
      },
    );
  };
