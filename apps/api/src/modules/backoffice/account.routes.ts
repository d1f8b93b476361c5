import { backofficeMeSchema } from '@pathscoop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { roleErrorResponses } from '../../lib/auth';
import { backofficeGuard, backofficeOf, permissionsOf, secondFactorState } from './permissions';

const tags = { tags: ['backoffice'], security: [{ bearerAuth: [] }] };

/** The back-office account itself: who you are, your roles, and the second factor (docs/backoffice.md). */
export const backofficeAccountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
