import {
  type CareerDetailResult,
  EXPLORATION_MESSAGES,
  PRICING_MESSAGES,
  SCOOP_REFRESH_LIMIT,
  type ScoopQuestion,
} from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { AiUnavailableError } from '../ai/ai.types';
import { catalogueMemo } from '../catalog/catalogue-memo';
import { mentorFirstNameForCareer } from '../mentorship/mentors.service';
import { hasPlanOrAffiliation } from '../pricing/pricing.service';
import { findOwnResult } from '../results/results.repo';
import { presentResult } from '../results/results.service';
import { findCareerBuddyAgentId } from './companions-slot';
import { describeCareer } from './describe-career';
import {
  findRefresh,
  findScoopQuestion,
  insertScoopQuestions,
  listPublishedPresets,
  listRefreshesForCareer,
  listScoopQuestions,
  loadScoopFacts,
  ownsCareer,
  type PublishedPreset,
  type RefreshRow,
  releaseRefresh,
  reserveRefresh,
  type ScoopQuestionRow,
  storeRefreshAnswer,
} from './exploration.repo';
import { type ScoopFacts, type ScoopPreset, scoopFactsText, writeScoopAnswer } from './scoop-writer';

const SCOOP_SYSTEM =
  'You are the Scoop on Pathscoop, a career-guidance site for students aged 13 to 17. Answer the ' +
  "student's question about ONE career in 60 to 120 words of plain Markdown (no HTML), friendly " +
  'and concrete, for a 15-year-old. Use only the facts given; never invent numbers, employers or ' +
  'careers. When the question asks about pay, give the median wage from the facts; when it asks ' +
  'how to get there, name the typical education from the facts.';

const ANGLES = [
  'the most common angle',
  'a different angle from the usual one: other facts from the list',
  'a concrete example from the tasks, different from before',
  'a comparison with a related career from the facts',
  'what a student can try this year',
];

export const ONET_SUMMARY_URL = (code: string) => `https://www.onetonline.org/link/summary/${code}`;

function answerFor(
  ctx: AppContext,
  facts: ScoopFacts,
  preset: ScoopPreset,
  variant: number,
): Promise<string> {
  return ctx.ai.complete({
    purpose: variant ? 'scoop-refresh' : 'scoop',
    system: `${SCOOP_SYSTEM} Take ${ANGLES[variant % ANGLES.length]}.`,
    facts: scoopFactsText(facts),
    messages: [{ role: 'user', content: preset.question }],
    offline: () => writeScoopAnswer(facts, preset, variant),
    variant,
    maxTokens: 350,
  });
}

const unavailable = () => new AppError(503, { detail: EXPLORATION_MESSAGES.aiUnavailable });

/**
 * The stored answers that answer a published preset's current text, in the presets' order
 * (docs/backoffice.md "Scoop preset questions"): an unpublished preset's answers are not shown; an
 * answer written for an older text of the question is not shown either.
 */
function currentAnswers(presets: PublishedPreset[], stored: ScoopQuestionRow[]) {
  const byPreset = new Map(stored.map((q) => [q.preset_id, q]));
  const out: { preset: PublishedPreset; row: ScoopQuestionRow }[] = [];
  const missing: PublishedPreset[] = [];
  for (const preset of presets) {
    const row = byPreset.get(preset.id);
    if (row && row.preset_revision === preset.revision) out.push({ preset, row });
    else missing.push(preset);
  }
  return { out, missing };
}

/** The shared answers of a career, written once per preset text (the first reader writes them; a race keeps one). */
async function ensureScoopQuestions(
  ctx: AppContext,
  facts: ScoopFacts,
  presets: PublishedPreset[],
  missing: PublishedPreset[],
): Promise<ScoopQuestionRow[] | null> {
  const written = await Promise.all(
    missing.map(async (p) => ({
      career_code: facts.code,
      preset_id: p.id,
      preset_revision: p.revision,
      ordering: p.ordering,
      question: p.question,
      answer: await answerFor(ctx, facts, p, 0),
    })),
  ).catch((err: unknown) => {
    if (err instanceof AiUnavailableError) return null;
    throw err;
  });
  if (!written) return null;
  await insertScoopQuestions(ctx.db, written);
  return presets.length ? listScoopQuestions(ctx.db, facts.code) : [];
}

export function presentQuestion(
  row: ScoopQuestionRow,
  refresh: RefreshRow | undefined,
  ordering = row.ordering,
): ScoopQuestion {
  return {
    id: row.id,
    question: row.question,
    ordering,
    answer: { answer: refresh?.answer ?? row.answer },
    refresh_count: refresh?.refresh_count ?? 1,
    refresh_limit: SCOOP_REFRESH_LIMIT,
  };
}

/** A career's Scoop facts (catalogue only): three reads once per catalogue version, then memory. */
function scoopFacts(ctx: AppContext, code: string): Promise<ScoopFacts | null> {
  return catalogueMemo(ctx, `scoop-facts\u0000${code}`, () => loadScoopFacts(ctx.db, code));
}

/** GET result/{id}/: the owner's career detail (404 for anyone else's result). */
export async function getCareerDetail(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
): Promise<CareerDetailResult> {
  const row = await findOwnResult(ctx.db, id, user.id);
  if (!row) throw notFound();
  const base = presentResult(row);
  // Independent reads in parallel: the catalogue facts, the stored Scoop, this student's refreshes.
  // The published presets are one more small indexed read (edits in the back office show at once).
  const [facts, stored, presets, refreshes, agentId, mentorFirstName] = await Promise.all([
    scoopFacts(ctx, row.career_code),
    listScoopQuestions(ctx.db, row.career_code),
    listPublishedPresets(ctx.db),
    listRefreshesForCareer(ctx.db, user.id, row.career_code),
    findCareerBuddyAgentId(ctx, user),
    mentorFirstNameForCareer(ctx, row.career_code, user.id),
  ]);
  let answers = currentAnswers(presets, stored);
  if (facts && answers.missing.length) {
    const written = await ensureScoopQuestions(ctx, facts, presets, answers.missing);
    if (written) answers = currentAnswers(presets, written);
  }
  const byQuestion = new Map(refreshes.map((r) => [r.question_id, r]));
  return {
    ...base,
    text: base.unique_title.mask_title,
    description_long: facts ? describeCareer(facts) : base.description,
    // The mentor matched to this student's request about the career, else a vetted one who knows it.
    first_name: mentorFirstName,
    agent_id: agentId,
    unique_title: {
      ...base.unique_title,
      resource: base.unique_title.resource ?? familyImage(row.career_code),
      resource_type: base.unique_title.resource_type ?? 'image',
      outlook_url: ONET_SUMMARY_URL(row.career_code),
      unique_title_questions: answers.out.map(({ preset, row: q }) =>
        presentQuestion(q, byQuestion.get(q.id), preset.ordering),
      ),
    },
  };
}

/** Our own illustration per career family (the SOC major group, first two digits). */
const FAMILIES = new Set('11 13 15 17 19 21 23 25 27 29 31 33 35 37 39 41 43 45 47 49 51 53 55'.split(' '));
export function familyImage(code: string): string {
  const family = code.slice(0, 2);
  return `/media/careers/family-${FAMILIES.has(family) ? family : '00'}.svg`;
}

/**
 * GET question/{id}/refresh/answer/: a new answer for this student (a different angle or other
 * facts), stored for them. The first answer is scoop 1, so four refreshes reach the cap of 5; the
 * counter is persisted. Owner only (a career from one of the student's results, else 404), then
 * gated like saving (403), then the cap (429).
 */
export async function refreshScoopAnswer(
  ctx: AppContext,
  user: CurrentUser,
  questionId: number,
): Promise<ScoopQuestion> {
  if (user.role !== 'Student') throw forbidden(EXPLORATION_MESSAGES.mentorsHaveNoScoop);
  const question = await findScoopQuestion(ctx.db, questionId);
  if (!question) throw notFound();
  const [owns, refreshRow, facts] = await Promise.all([
    ownsCareer(ctx.db, user.id, question.career_code),
    findRefresh(ctx.db, user.id, questionId),
    scoopFacts(ctx, question.career_code),
  ]);
  if (!owns) throw notFound();
  const now = ctx.now();
  if (!hasPlanOrAffiliation(user, now)) throw forbidden(PRICING_MESSAGES.planRequired);
  if ((refreshRow?.refresh_count ?? 1) >= SCOOP_REFRESH_LIMIT) throw refreshLimit();
  if (!facts) throw notFound();
  // Check and count in one statement before generating anything (issue 24 #7): concurrent
  // refreshes cannot pass the cap, nor make answers that would be thrown away.
  const taken = await reserveRefresh(
    ctx.db,
    user.id,
    questionId,
    refreshRow?.answer ?? question.answer,
    SCOOP_REFRESH_LIMIT,
    now,
  );
  if (taken === undefined) throw refreshLimit();
  let answer: string;
  try {
    answer = await answerFor(
      ctx,
      facts,
      { kind: question.kind, question: question.question, ordering: question.preset_ordering },
      taken - 1,
    );
  } catch (err) {
    await releaseRefresh(ctx.db, user.id, questionId, taken);
    if (err instanceof AiUnavailableError) throw unavailable();
    throw err;
  }
  const stored = await storeRefreshAnswer(ctx.db, user.id, questionId, taken, answer, now);
  // A later scoop was taken meanwhile (another tab): this request still answers its own scoop.
  const row = stored ?? (await findRefresh(ctx.db, user.id, questionId));
  return presentQuestion(question, row && { ...row, refresh_count: taken, answer }, question.preset_ordering);
}

const refreshLimit = () => new AppError(429, { detail: EXPLORATION_MESSAGES.refreshLimit });
