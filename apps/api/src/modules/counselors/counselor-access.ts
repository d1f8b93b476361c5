import { COUNSELOR_MESSAGES } from '@pathscoop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { backofficeGuard, backofficeOf } from '../backoffice/permissions';
import type { Counselor } from './cohort.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by counselorGuard; read it through `counselorOf(request)`. */
    counselor?: Counselor;
  }
}

/**
 * Every `counselor/` route (docs/counselors.md): a back-office account (backoffice/permissions.ts)
 * that passed its second factor in this session, holding a `school_counselor` role; the role's
 * school is the only school the request can see. 401 anonymous; 403 for students, mentors, any
 * back-office role without a school (an operator included), a disabled account or a session
 * without the second factor. A removed counselor is refused on the next request (the grants are
 * read on every request).
 */
export function counselorGuard(ctx: AppContext) {
  return [
    ...backofficeGuard(ctx, 'members.read'),
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const bo = backofficeOf(request);
      const grant = bo.grants.find((g) => g.role === 'school_counselor' && g.school_id !== null);
      if (!grant || grant.school_id === null) throw forbidden(COUNSELOR_MESSAGES.notCounselor);
      request.counselor = { userId: bo.userId, schoolId: grant.school_id };
    },
  ];
}

export function counselorOf(request: FastifyRequest): Counselor {
  if (!request.counselor) throw forbidden(COUNSELOR_MESSAGES.notCounselor);
  return request.counselor;
}
