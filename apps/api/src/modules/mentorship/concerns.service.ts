import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { mails } from './mentorship-mails';
import { recordEvent } from './sessions.repo';
import { withSession } from './sessions.service';

/**
 * 'Report a concern' on a session, by its student or mentor: stored for the operators' queue and
 * mailed at once to SAFEGUARDING_EMAIL. Operators can pause the mentor from the queue.
 */
export async function reportConcern(ctx: AppContext, user: CurrentUser, sessionId: number, message: string) {
  const now = ctx.now();
  const role = user.role === 'Mentor' ? 'mentor' : 'student';
  let concernId = 0;
  await withSession(ctx, user, sessionId, async (db, s, after) => {
    const row = await db
      .insertInto('mentorship_concerns')
      .values({ session_id: s.id, reporter_id: user.id, reporter_role: role, message, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    concernId = row.id;
    await recordEvent(db, s.id, s.status, s.status, {
      actor: { id: user.id, kind: role },
      action: 'concern_reported',
      now,
      detail: { concern_id: row.id },
    });
    after.push(() => mails.concern(ctx, row.id, s.id, role, message));
  });
  return { id: concernId, detail: 'Thank you. Our safeguarding team has your report and will follow it up.' };
}
