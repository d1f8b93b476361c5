import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import { type FeedbackView, presentFeedback } from './presenter';
import { recordEvent } from './sessions.repo';
import { withSession } from './sessions.service';

/** The mentor writes feedback once per held session; its topic is the session's topic. */
export async function writeFeedback(ctx: AppContext, user: CurrentUser, sessionId: number, message: string) {
  const now = ctx.now();
  let id = 0;
  await withSession(ctx, user, sessionId, async (db, s) => {
    if (s.mentor_id !== user.id) throw forbidden("Only the session's mentor can do this.");
    if (s.status !== 'held')
      throw new AppError(409, { detail: 'Feedback can be written once the session is held.' });
    const existing = await db
      .selectFrom('mentor_feedbacks')
      .select('id')
      .where('session_id', '=', s.id)
      .executeTakeFirst();
    if (existing) throw new AppError(409, { detail: 'You already wrote feedback for this session.' });
    const row = await db
      .insertInto('mentor_feedbacks')
      .values({
        session_id: s.id,
        mentor_id: user.id,
        student_id: s.student_id,
        topic: s.topic,
        message,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    await recordEvent(db, s.id, s.status, s.status, {
      actor: { id: user.id, kind: 'mentor' },
      action: 'feedback_written',
      now,
    });
  });
  const [feedback] = await feedbackQuery(ctx).where('f.id', '=', id).execute();
  return presentFeedback(feedback as FeedbackView, 'mentor');
}

function feedbackQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('mentor_feedbacks as f')
    .innerJoin('mentor_sessions as s', 's.id', 'f.session_id')
    .leftJoin('users as m', 'm.id', 'f.mentor_id')
    .select([
      'f.id',
      'f.created_at',
      'f.topic',
      'f.message',
      'f.session_id',
      'f.mentor_id',
      'm.first_name as mentor_first',
      's.rating',
      's.rating_comment',
    ]);
}

/** GET mentor_feedbacks/: students get what they received; mentors what they wrote (with ratings). */
export async function listFeedbacks(
  ctx: AppContext,
  user: CurrentUser,
  page: number,
  perPage: number,
  ordering: 'created_at' | '-created_at',
) {
  const column = user.role === 'Mentor' ? 'f.mentor_id' : 'f.student_id';
  const count = await ctx.db
    .selectFrom('mentor_feedbacks as f')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', user.id)
    .executeTakeFirstOrThrow();
  const rows = (await feedbackQuery(ctx)
    .where(column, '=', user.id)
    .orderBy('f.created_at', ordering === 'created_at' ? 'asc' : 'desc')
    .orderBy('f.id', ordering === 'created_at' ? 'asc' : 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute()) as FeedbackView[];
  const n = Number(count.n);
  const url = (p: number) =>
    `${ctx.config.PUBLIC_URL}/api/v1/mentor_feedbacks/?page=${p}&per_page=${perPage}&ordering=${ordering}`;
  return {
    count: n,
    next: page * perPage < n ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results: rows.map((r) => presentFeedback(r, user.role === 'Mentor' ? 'mentor' : 'student')),
  };
}
