import { createHmac, timingSafeEqual } from 'node:crypto';
import { COUNSELOR_MESSAGES, type CohortFilter, type NudgeResponse } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { layout } from '../accounts/account-mails';
import type { Counselor } from './cohort.service';
import { findSchool } from './counselors.repo';
import {
  insertNudges,
  insertOptOut,
  lastSchoolNudgeAt,
  listUnfinished,
  lockSchoolNudges,
} from './nudges.repo';

/**
 * "Nudge" (POST counselor/nudges/): one reminder e-mail to the school's students who have not
 * finished the assessment. Limits (docs/counselors.md):
 * - a school sends at most one round per SCHOOL_INTERVAL (429 with the time of the next one);
 * - a student gets at most one reminder per STUDENT_INTERVAL, whichever counselor sends it;
 * - never to a student who unsubscribed (the link at the foot of every reminder) or whose e-mail
 *   is not verified.
 * The mail names the school and carries an unsubscribe line and List-Unsubscribe headers.
 */
export const SCHOOL_INTERVAL_MS = 24 * 3600_000;
export const STUDENT_INTERVAL_MS = 14 * 24 * 3600_000;

export function nudgeOptOutToken(secret: string, userId: number): string {
  return `${userId}.${createHmac('sha256', secret).update(`school-nudge:opt-out:${userId}`).digest('base64url')}`;
}

export function userIdOfOptOutToken(secret: string, token: string): number | null {
  const [idText] = token.split('.');
  const id = Number(idText);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const expected = Buffer.from(nudgeOptOutToken(secret, id));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export const optOutUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/school-reminders/unsubscribe/?${new URLSearchParams({ token })}`;

export async function sendNudges(
  ctx: AppContext,
  counselor: Counselor,
  filter: CohortFilter,
): Promise<NudgeResponse> {
  const now = ctx.now();
  const school = await findSchool(ctx.db, counselor.schoolId);
  if (!school) throw new AppError(404, { detail: 'Not found.' });
  // One round at a time per school: the lock makes two counselors' simultaneous clicks one round.
  return ctx.db.transaction().execute(async (trx) => {
    await lockSchoolNudges(trx, counselor.schoolId);
    const lastAt = await lastSchoolNudgeAt(trx, counselor.schoolId);
    if (lastAt && now.getTime() - lastAt.getTime() < SCHOOL_INTERVAL_MS) {
      const next = new Date(lastAt.getTime() + SCHOOL_INTERVAL_MS);
      const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
      throw new AppError(
        429,
        {
          detail: `${COUNSELOR_MESSAGES.nudgeTooSoon} ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        },
        { 'Retry-After': String(seconds) },
      );
    }
    const rows = await listUnfinished(
      trx,
      counselor.schoolId,
      filter,
      new Date(now.getTime() - STUDENT_INTERVAL_MS),
    );
    const targets = rows.filter((r) => r.eligible);
    if (!targets.length) throw new AppError(409, { detail: COUNSELOR_MESSAGES.nudgeNobody });
    await insertNudges(
      trx,
      targets.map((t) => ({
        school_id: counselor.schoolId,
        counselor_id: counselor.userId,
        student_id: t.id,
        sent_at: now,
      })),
    );
    for (const t of targets)
      await ctx.mail.send(nudgeMail(ctx.config.PUBLIC_URL, ctx.config.JWT_SECRET, school.name, t));
    return {
      sent: targets.length,
      skipped: rows.length - targets.length,
      next_allowed_at: new Date(now.getTime() + SCHOOL_INTERVAL_MS).toISOString(),
    };
  });
}

export function nudgeMail(
  publicUrl: string,
  secret: string,
  schoolName: string,
  student: { id: number; email: string; first_name: string },
) {
  const unsubscribe = optOutUrl(publicUrl, nudgeOptOutToken(secret, student.id));
  const start = `${publicUrl}/scenario/0`;
  const lines = [
    `Hi ${student.first_name},`,
    `Your counselors at ${schoolName} would like you to finish the Pathscoop career assessment. It takes 10 to 15 minutes and shows you 10 careers that fit what you enjoy.`,
  ];
  const footer = `You get this reminder because ${schoolName} gave you its Pathscoop code. To get no more reminders from your school: ${unsubscribe}`;
  return {
    to: student.email,
    subject: `${schoolName}: finish your Pathscoop career assessment`,
    text: `${lines.join('\n\n')}\n\nStart here: ${start}\n\n${footer}\n`,
    html: layout(
      'Finish your career assessment',
      lines,
      { label: 'Continue the assessment', url: start },
      footer,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The unsubscribe link: no more school reminders for this student. Idempotent. */
export async function optOutOfNudges(ctx: AppContext, token: string): Promise<boolean> {
  const userId = userIdOfOptOutToken(ctx.config.JWT_SECRET, token);
  if (userId === null) return false;
  return insertOptOut(ctx.db, userId);
}
