import { randomBytes } from 'node:crypto';
import { COUNSELOR_INVITE_MESSAGES, type InvitationInfo, type SchoolCounselor } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { layout } from '../accounts/account-mails';
import { findUserByEmail, revokeUserRefreshTokens } from '../accounts/accounts.repo';
import { passwordProblems } from '../accounts/password-rules';
import { hashPassword } from '../accounts/passwords';
import { hashToken, newOpaqueToken } from '../accounts/tokens';
import { recordAudit } from '../backoffice/audit';
import type { BackofficeAccess } from '../backoffice/permissions';
import { ensureBackofficeAccount } from '../backoffice/staff.service';
import { findSchool } from './counselors.repo';
import {
  acceptInvitation,
  deleteCounselor,
  findInvitationByHash,
  insertCounselorUser,
  insertInvitation,
  listCounselors,
  otherGrantsOf,
  removeCounselorGrant,
} from './invitations.repo';

/** How long an invitation link works (docs/counselors.md). */
export const INVITATION_TTL_MS = 72 * 3600_000;

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/counselor/welcome?${new URLSearchParams({ token })}`;

function invitationMail(to: string, firstName: string, school: string, link: string) {
  const lines = [
    `Hi ${firstName},`,
    `Pathscoop invites you to see how the students of ${school} are doing: who has started and finished the career assessment, and what the cohort is drawn to.`,
    'Open the link to choose your password. At your first sign-in you will set up an authenticator app (a second factor), as every Pathscoop staff account does.',
    'The link works for 72 hours and only once.',
  ];
  const footer =
    'If you did not expect this invitation, ignore this e-mail: nothing happens without the link.';
  return {
    to,
    subject: `Your counselor account for ${school} on Pathscoop`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${footer}\n`,
    html: layout('Your counselor account', lines, { label: 'Choose your password', url: link }, footer),
  };
}

async function schoolOrThrow(ctx: AppContext, schoolId: number) {
  const school = await findSchool(ctx.db, schoolId);
  if (!school) throw notFound();
  return school;
}

export async function listSchoolCounselors(ctx: AppContext, schoolId: number): Promise<SchoolCounselor[]> {
  await schoolOrThrow(ctx, schoolId);
  const now = ctx.now().getTime();
  return (await listCounselors(ctx.db, schoolId)).map((r) => ({
    user_id: r.user_id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    status: r.accepted_at || !r.expires_at ? 'active' : r.expires_at.getTime() > now ? 'invited' : 'expired',
    invited_at: r.invited_at?.toISOString() ?? null,
    expires_at: r.expires_at?.toISOString() ?? null,
  }));
}

/**
 * POST backoffice/schools/{id}/counselors/: a counselor account for the school (a back-office
 * account with the school-scoped `school_counselor` role and no usable password yet) and a mailed
 * link that expires. Inviting an address again that has not accepted yet sends a new link (the old
 * one stops working). Audited.
 */
export async function inviteCounselor(
  ctx: AppContext,
  bo: BackofficeAccess,
  schoolId: number,
  input: { email: string; first_name: string; last_name: string },
): Promise<SchoolCounselor> {
  const school = await schoolOrThrow(ctx, schoolId);
  const now = ctx.now();
  const existing = await findUserByEmail(ctx.db, input.email);
  const pending = existing
    ? (await listCounselors(ctx.db, schoolId)).find((c) => c.user_id === existing.id)
    : undefined;
  if (existing && (!pending || pending.accepted_at))
    throw badRequest('email', COUNSELOR_INVITE_MESSAGES.emailTaken);
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const id =
      existing?.id ??
      (await insertCounselorUser(trx, {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        // Nothing can sign in with this: the counselor chooses the password through the link.
        password_hash: await hashPassword(randomBytes(32).toString('hex')),
        now,
      }));
    await insertInvitation(trx, {
      school_id: schoolId,
      user_id: id,
      token_hash: hash,
      expires_at: expiresAt,
      invited_by: bo.userId,
      now,
    });
    await recordAudit(trx, {
      actorId: bo.userId,
      action: 'counselor.invited',
      targetType: 'school',
      targetId: schoolId,
      after: { user_id: id, email: input.email, expires_at: expiresAt.toISOString() },
      requestId: bo.requestId,
      at: now,
    });
    return id;
  });
  await ensureBackofficeAccount(
    ctx.db,
    userId,
    [{ role: 'school_counselor', school_id: schoolId }],
    bo.userId,
  );
  await ctx.mail.send(
    invitationMail(input.email, input.first_name, school.name, invitationLink(ctx.config.PUBLIC_URL, token)),
  );
  const listed = (await listSchoolCounselors(ctx, schoolId)).find((c) => c.user_id === userId);
  if (!listed) throw notFound();
  return listed;
}

/**
 * DELETE backoffice/schools/{id}/counselors/{user_id}/: the counselor loses the school. An
 * account made for the invitation (no other back-office role) is deleted; otherwise the role goes
 * and every session ends. Either way the next request with an old token is refused. Audited.
 */
export async function removeCounselor(
  ctx: AppContext,
  bo: BackofficeAccess,
  schoolId: number,
  userId: number,
): Promise<void> {
  const now = ctx.now();
  const listed = (await listCounselors(ctx.db, schoolId)).find((c) => c.user_id === userId);
  if (!listed) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    await removeCounselorGrant(trx, userId, schoolId);
    if ((await otherGrantsOf(trx, userId)) === 0) await deleteCounselor(trx, userId);
    else await revokeUserRefreshTokens(trx, userId, now);
    await recordAudit(trx, {
      actorId: bo.userId,
      action: 'counselor.removed',
      targetType: 'school',
      targetId: schoolId,
      before: { user_id: userId, email: listed.email },
      requestId: bo.requestId,
      at: now,
    });
  });
  ctx.cache.users.forget(userId);
}

async function liveInvitation(ctx: AppContext, token: string) {
  const row = await findInvitationByHash(ctx.db, hashToken(token));
  if (!row || row.accepted_at || row.expires_at.getTime() <= ctx.now().getTime())
    throw new AppError(400, { detail: COUNSELOR_INVITE_MESSAGES.invalid });
  return row;
}

/** POST counselor-invitation/: what the link is for (the welcome page shows it). */
export async function describeInvitation(ctx: AppContext, token: string): Promise<InvitationInfo> {
  const row = await liveInvitation(ctx, token);
  return {
    email: row.email,
    first_name: row.first_name,
    school: row.school,
    expires_at: row.expires_at.toISOString(),
  };
}

/** POST counselor-invitation/accept/: sets the password (the sign-up rules), proves the address, uses up the link. */
export async function acceptCounselorInvitation(ctx: AppContext, token: string, password: string) {
  const row = await liveInvitation(ctx, token);
  const problems = passwordProblems(password, {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
  });
  if (problems.length) throw new AppError(400, { password: problems });
  const hash = await hashPassword(password);
  const ok = await acceptInvitation(ctx.db, row.id, row.user_id, hash, ctx.now());
  if (!ok) throw new AppError(400, { detail: COUNSELOR_INVITE_MESSAGES.invalid });
  ctx.cache.users.forget(row.user_id);
  return { detail: 'Your password is set. Sign in to continue.', email: row.email };
}
