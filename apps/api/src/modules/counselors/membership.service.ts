import type { SchoolAccess } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import { recordAssessmentStart } from './cohort.repo';
import { clearSchool, findSchool, lastViewOf } from './counselors.repo';

/** What a school's counselors can and cannot see of a student (Profile Info, the export, docs). */
export const SCHOOL_SEES =
  'your name and grade, when you joined and were last active, whether you started and finished the assessment, ' +
  'your results and strengths, the careers you saved, and how many mentorship sessions you requested and held';
export const SCHOOL_NEVER_SEES =
  'your e-mail, phone or address, your chats with the AI companions, your messages with mentors, your payments or your guardian’s contact';

/** GET profile/school/: which school can see the student's results, what it sees, when it last looked. */
export async function describeSchoolAccess(db: Database, user: CurrentUser): Promise<SchoolAccess> {
  if (user.role !== 'Student' || user.school_id === null)
    return { school: null, sees: SCHOOL_SEES, never_sees: SCHOOL_NEVER_SEES, last_viewed_at: null };
  const [school, last] = await Promise.all([
    findSchool(db, user.school_id),
    lastViewOf(db, user.id, user.school_id),
  ]);
  return {
    school: school ? { id: school.id, name: school.name } : null,
    sees: SCHOOL_SEES,
    never_sees: SCHOOL_NEVER_SEES,
    last_viewed_at: last?.toISOString() ?? null,
  };
}

/**
 * POST profile/school/leave/: the student removes the school's code. From this moment they are
 * not in the school's cohort (every counselor query starts from users.school_id), and what the
 * school's affiliation gave them (docs/gating.md) ends with it. The web app warns before it sends
 * this. Records of past access (counselor_student_views) stay with the student's data.
 */
export async function leaveSchool(ctx: AppContext, user: CurrentUser): Promise<{ detail: string }> {
  if (user.role !== 'Student') throw forbidden();
  if (user.school_id === null) throw new AppError(409, { detail: 'You are not linked to a school.' });
  const school = await findSchool(ctx.db, user.school_id);
  await clearSchool(ctx.db, user.id, ctx.now());
  ctx.cache.users.forget(user.id);
  ctx.cache.cohorts.forgetSchool(user.school_id);
  return { detail: `You left ${school?.name ?? 'your school'}. Its counselors no longer see your results.` };
}

/** POST scenarios/start/: the student began the assessment (the first answer); once per student. */
export async function markAssessmentStarted(ctx: AppContext, user: CurrentUser): Promise<void> {
  if (user.role !== 'Student') return;
  await recordAssessmentStart(ctx.db, user.id, ctx.now());
}
