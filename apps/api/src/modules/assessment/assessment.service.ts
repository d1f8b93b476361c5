import {
  ASSESSMENT_MESSAGES,
  RANKING_NONE,
  type Scenario,
  type ScenarioQuestion,
  type Submission,
  type SubmissionResponse,
} from '@pathscoop/contracts';
import { type AnswerProblem, INSTRUMENT, scoreAnswers, validateAnswers } from '@pathscoop/engine';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { AUTH_MESSAGES, type CurrentUser, unauthorized } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import { claimIdempotencyKey, type IdempotencyClaim } from '../idempotency/idempotency';
import { computeTopCareers } from '../results/results.engine';
import { insertAttemptsWithResults, type StoredAttempt, storeAttempt } from '../results/results.repo';
import { presentResult } from '../results/results.service';
import { findQuestionTitles, listQuestionRows, listScenarioRows } from './assessment.repo';

/** GET scenarios/: scenarios 0-4 with their questions, from the database. */
export async function listScenarios(db: Database): Promise<Scenario[]> {
  const [scenarios, questions] = await Promise.all([listScenarioRows(db), listQuestionRows(db)]);
  return scenarios.map((s) => ({
    scenario_id: s.id,
    title: s.title,
    description: s.description,
    video: s.video,
    rating_labels: s.rating_labels,
    questions: questions
      .filter((q) => q.scenario_id === s.id)
      .map(
        (q) =>
          ({
            ...(q.extra as Partial<ScenarioQuestion>),
            id: q.id,
            question_id: q.question_id,
            question: q.question,
            description: q.description,
            title: q.title,
            image: q.image,
            image_1_url: q.image_1_url,
            image_2_url: q.image_2_url,
            kind: q.kind as ScenarioQuestion['kind'],
          }) satisfies ScenarioQuestion,
      ),
  }));
}

const MAX_LISTED_PROBLEMS = 20;

/**
 * Completeness and validity of a submission (engine rules) plus our reading of scenario 4:
 * 'None' or exactly three ranked types. Returns a DRF-style 400 body naming each question, or null.
 */
export async function findSubmissionProblems(
  db: Database,
  submission: Submission,
): Promise<Record<string, string[]> | null> {
  const problems: AnswerProblem[] = validateAnswers(INSTRUMENT, submission, { requireComplete: true });
  const ranking = submission.find((s) => s.scenario_id === 4)?.answers[0];
  if (ranking && typeof ranking.answer === 'string') {
    const names = ranking.answer
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const isNone = names.length === 1 && names[0]?.toLowerCase() === RANKING_NONE.toLowerCase();
    if (!isNone && names.length !== 3 && !problems.some((p) => p.scenario_id === 4))
      problems.push({ scenario_id: 4, question: ranking.question, message: ASSESSMENT_MESSAGES.rankThree });
  }
  if (!problems.length) return null;
  const titles = new Map(
    (
      await findQuestionTitles(
        db,
        problems.flatMap((p) =>
          p.question !== null && Number.isSafeInteger(p.question) ? [p.question] : [],
        ),
      )
    ).map((q) => [q.id, q.title]),
  );
  const body: Record<string, string[]> = {};
  for (const p of problems.slice(0, MAX_LISTED_PROBLEMS)) {
    const title = p.question !== null ? titles.get(p.question) : undefined;
    const key =
      p.question !== null && p.scenario_id !== 4
        ? `question_${p.question}`
        : p.scenario_id !== null
          ? `scenario_${p.scenario_id}`
          : 'non_field_errors';
    const where =
      p.scenario_id === null
        ? ''
        : p.question !== null && p.scenario_id !== 4
          ? `Scenario ${p.scenario_id}, question ${p.question}${title ? ` "${title}"` : ''}: `
          : `Scenario ${p.scenario_id}: `;
    body[key] ??= [];
    body[key].push(`${where}${p.message}`);
  }
  return body;
}

export async function assertValidSubmission(db: Database, submission: Submission): Promise<void> {
  const problems = await findSubmissionProblems(db, submission);
  if (problems) throw new AppError(400, problems);
}

export const scoreSubmission = (submission: Submission) => scoreAnswers(INSTRUMENT, submission);
export const INSTRUMENT_VERSION = INSTRUMENT.version;

/**
 * POST scenarios/: validate, score (engine), rank the catalogue (engine) and store the attempt with
 * its top 10 in one transaction (batched with concurrent submissions, see storeAttempt). Every
 * attempt is kept; the newest one drives GET result/.
 */
export async function submitAnswers(
  ctx: AppContext,
  user: CurrentUser,
  submission: Submission,
  claim?: IdempotencyClaim,
): Promise<SubmissionResponse> {
  if (user.role !== 'Student') throw forbidden(ASSESSMENT_MESSAGES.mentorsCannotSubmit);
  await assertValidSubmission(ctx.db, submission);
  const profile = scoreSubmission(submission);
  const careers = await computeTopCareers(ctx, profile, user);
  const ticket = ctx.cache.results.ticket(user.id);
  const attempt = { userId: user.id, answers: submission, profile, instrumentVersion: INSTRUMENT_VERSION };
  const respond = (stored: StoredAttempt): SubmissionResponse => ({
    id: stored.attemptId,
    detail: ASSESSMENT_MESSAGES.thankYou,
    created_at: stored.createdAt.toISOString(),
    results: stored.rows.map(presentResult),
  });
  // With an Idempotency-Key the attempt, its results and the key (with this answer) are written in
  // one transaction of their own (modules/idempotency); without, batched with concurrent ones.
  const write = claim
    ? ctx.db.transaction().execute(async (tx) => {
        const [stored] = await insertAttemptsWithResults(tx, [{ attempt, careers }]);
        if (!stored) throw new Error('the attempt was not stored');
        await claimIdempotencyKey(tx, claim, {
          resourceId: stored.attemptId,
          status: 201,
          response: respond(stored),
        });
        return stored;
      })
    : storeAttempt(ctx.db, attempt, careers);
  const stored = await write.catch((err: unknown) => {
    // The account was deleted while its submission waited to be stored (foreign key violation).
    if ((err as { code?: string }).code === '23503') throw unauthorized(AUTH_MESSAGES.userGone);
    throw err;
  });
  const response = respond(stored);
  // The newest attempt is what GET result/ answers next (unless a newer one lands meanwhile).
  ctx.cache.results.set(ticket, response.results, stored.attemptId);
  return response;
}
