import { randomBytes } from 'node:crypto';
import {
  EXPLORATION_MESSAGES,
  RECOMMENDATIONS_PER_PAGE,
  RESULT_MESSAGES,
  type RecommendationsPage,
  type StrengthProfile,
} from '@pathscoop/contracts';
import type { Answers, Profile } from '@pathscoop/engine';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { presentResult } from '../results/results.service';
import {
  deleteReport,
  findNewestAttempt,
  findReportByUser,
  pageRecommendations,
  saveReportToken,
} from './exploration.repo';
import { buildStrengths, emptyStrengths } from './strengths';

function assertStudent(user: CurrentUser, message: string = RESULT_MESSAGES.mentorsHaveNoResults) {
  if (user.role !== 'Student') throw forbidden(message);
}

/**
 * GET recommendations/?page=: every career recommended across attempts, once each, DRF-paged. A
 * page past the end is 404 "Invalid page." (page 1 of nothing is an empty page).
 */
export async function listRecommendations(
  ctx: AppContext,
  user: CurrentUser,
  page: number,
): Promise<RecommendationsPage> {
  assertStudent(user);
  const size = RECOMMENDATIONS_PER_PAGE;
  const { rows, total } = await pageRecommendations(ctx.db, user.id, size, (page - 1) * size);
  const pages = Math.max(1, Math.ceil(total / size));
  if (page > pages) throw notFound('Invalid page.');
  const link = (p: number) => `${ctx.config.PUBLIC_URL}/api/v1/recommendations/?page=${p}`;
  return {
    count: total,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: rows.map((r) => ({
      ...presentResult(r),
      attempt: { number: r.attempt_number, taken_at: new Date(r.attempt_taken_at).toISOString() },
    })),
  };
}

/** GET my-strength-profile/: from the newest attempt; an empty profile before any attempt. */
export async function getStrengthProfile(ctx: AppContext, user: CurrentUser): Promise<StrengthProfile> {
  assertStudent(user, EXPLORATION_MESSAGES.mentorsHaveNoStrengths);
  const attempt = await findNewestAttempt(ctx.db, user.id);
  if (!attempt) return emptyStrengths(user.first_name);
  return buildStrengths(user.first_name, attempt.answers as Answers, attempt.profile as Profile);
}

const newToken = () => randomBytes(24).toString('base64url');
export const reportUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.PUBLIC_URL}/api/v1/ai-report/${token}/`;

/**
 * The AI Insights Report link for `profile.ai_report`: an unguessable capability URL (so that the
 * menu can open it in a new tab without a bearer token), created after the first attempt and
 * revocable (DELETE ai-report/ rotates it). Null for mentors and before any attempt.
 */
export async function reportLinkFor(ctx: AppContext, user: CurrentUser): Promise<string | null> {
  if (user.role !== 'Student') return null;
  const existing = await findReportByUser(ctx.db, user.id);
  if (existing) return reportUrl(ctx, existing.token);
  if (!(await findNewestAttempt(ctx.db, user.id))) return null;
  const row = await saveReportToken(ctx.db, user.id, newToken(), false);
  return row ? reportUrl(ctx, row.token) : null;
}

/** DELETE ai-report/: revokes the current link; the next profile read gets a new one. */
export async function revokeReportLink(
  ctx: AppContext,
  user: CurrentUser,
): Promise<{ ai_report: string | null }> {
  assertStudent(user);
  const existing = await findReportByUser(ctx.db, user.id);
  if (!existing) throw notFound(EXPLORATION_MESSAGES.noReport);
  await deleteReport(ctx.db, user.id);
  return { ai_report: await reportLinkFor(ctx, user) };
}
