import { COUNSELOR_MESSAGES } from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { prepared } from '../../db/database';
import { requireUser, userOf } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import { BACKOFFICE_MESSAGES } from '../backoffice/permissions';
import type { Counselor } from './cohort.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by counselorGuard; read it through `counselorOf(request)`. */
    counselor?: Counselor;
  }
}

type AccessRow = {
  totp_enrolled_at: Date | null;
  disabled_at: Date | null;
  school_id: number | null;
  session_user: number | null;
  last_seen_at: Date | null;
};

/** Seconds between last_seen_at writes, as the back office (a busy session does not write on every request). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Every `counselor/` route (docs/counselors.md): the back office's rules (docs/backoffice.md) for a
 * back-office account holding a `school_counselor` role: not disabled, the second factor enrolled
 * and passed in this sign-in session, not idle for BACKOFFICE_IDLE_MINUTES. The role's school is
 * the only school the request can see. 401 anonymous; 403 for students, mentors, any back-office
 * role without a school (an operator included), a disabled account, a session without the second
 * factor. Read in one round trip per request (the dashboard's summary is its hottest call), so a
 * removed counselor is refused on the next request.
 */
export function counselorGuard(ctx: AppContext) {
  return [
    requireUser(ctx),
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const user = userOf(request);
      const sessionId = request.sessionId ?? '';
      const query = sql<AccessRow>`
        select a.totp_enrolled_at, a.disabled_at,
          (select r.school_id from backoffice_role_assignments r
            where r.user_id = a.user_id and r.role = 'school_counselor' order by r.id limit 1) as school_id,
          s.user_id as session_user, s.last_seen_at
        from backoffice_accounts a
        left join backoffice_sessions s on s.session_id = ${sessionId}
        where a.user_id = ${user.id}`.compile(ctx.db);
      const { rows } = await ctx.db.executeQuery(prepared('counselor_access', query));
      const row = rows[0];
      if (!row) throw forbidden(BACKOFFICE_MESSAGES.notStaff);
      if (row.disabled_at) throw forbidden(BACKOFFICE_MESSAGES.disabled);
      if (!row.totp_enrolled_at) throw new AppError(403, { detail: BACKOFFICE_MESSAGES.enrol });
      if (row.session_user !== user.id || !row.last_seen_at)
        throw new AppError(403, { detail: BACKOFFICE_MESSAGES.secondFactor });
      const now = ctx.now();
      const idleMs = now.getTime() - row.last_seen_at.getTime();
      if (idleMs > ctx.config.BACKOFFICE_IDLE_MINUTES * 60_000) {
        await ctx.db.deleteFrom('backoffice_sessions').where('session_id', '=', sessionId).execute();
        throw new AppError(403, { detail: BACKOFFICE_MESSAGES.idle });
      }
      if (row.school_id === null) throw forbidden(COUNSELOR_MESSAGES.notCounselor);
      if (idleMs > TOUCH_EVERY_MS)
        await ctx.db
          .updateTable('backoffice_sessions')
          .set({ last_seen_at: now })
          .where('session_id', '=', sessionId)
          .execute();
      request.counselor = { userId: user.id, schoolId: row.school_id, requestId: String(request.id) };
    },
  ];
}

export function counselorOf(request: FastifyRequest): Counselor {
  if (!request.counselor) throw forbidden(COUNSELOR_MESSAGES.notCounselor);
  return request.counselor;
}
