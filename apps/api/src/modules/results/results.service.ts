import { type CareerResult, PRICING_MESSAGES, RESULT_MESSAGES, type ResultPatch } from '@pathscoop/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../lib/auth';
import { forbidden, notFound } from '../../lib/errors';
import { requestSession } from '../mentorship/sessions.service';
import { hasPlanOrAffiliation } from '../pricing/pricing.service';
import { findOwnResult, listNewestResults, type ResultRow, updateOwnResult } from './results.repo';

/** "Registered Nurses" stays; catalogue suffixes such as ", All Other" are dropped for students. */
export function maskTitle(title: string): string {
  return title.replace(/,\s*All Other$/i, '').trim();
}

export function presentResult(row: ResultRow): CareerResult {
  return {
    id: row.id,
    unique_title: {
      id: row.career_code,
      title: row.title,
      mask_title: maskTitle(row.title),
      impact: row.impact,
      resource: null,
      resource_type: null,
    },
    description: row.description,
    ai: row.ai,
    score: row.score,
    interested: row.interested,
    booked: row.booked,
    match: row.match,
    rank: row.rank,
    reasons: Array.isArray(row.reasons) ? (row.reasons as CareerResult['reasons']) : [],
    created_at: row.created_at.toISOString(),
  };
}

function assertStudent(user: CurrentUser) {
  if (user.role !== 'Student') throw forbidden(RESULT_MESSAGES.mentorsHaveNoResults);
}

/**
 * GET result/: the newest attempt's top 10. Free for every student (docs/gating.md). Served from
 * the per-process results cache when it holds the newest attempt (lib/app-caches.ts).
 */
export async function listMyResults(ctx: AppContext, user: CurrentUser): Promise<CareerResult[]> {
  assertStudent(user);
  const cached = ctx.cache.results.get(user.id);
  if (cached) return cached;
  const ticket = ctx.cache.results.ticket(user.id);
  const rows = await listNewestResults(ctx.db, user.id);
  const results = rows.map(presentResult);
  ctx.cache.results.set(ticket, results, rows[0]?.attempt_id ?? 0);
  return results;
}

/** GET result/{id}/: any of the user's own results (older attempts too); 404 for anyone else's. */
export async function getMyResult(db: Database, user: CurrentUser, id: number): Promise<CareerResult> {
  const row = await findOwnResult(db, id, user.id);
  if (!row) throw notFound();
  return presentResult(row);
}

/**
 * PATCH result/{id}/: score (1-5 or null), booked, interested. Owner only (404 otherwise), then the
 * gating rule: saving, scoring and booking need a current plan or an affiliate code (403 detail).
 */
export async function updateMyResult(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  patch: ResultPatch,
  now: Date,
): Promise<CareerResult> {
  const own = await findOwnResult(ctx.db, id, user.id);
  if (!own) throw notFound();
  if (!hasPlanOrAffiliation(user, now)) throw forbidden(PRICING_MESSAGES.planRequired);
  const changes: { score?: number | null; booked?: boolean; interested?: boolean } = {};
  if (patch.score !== undefined) changes.score = patch.score;
  if (patch.booked !== undefined) changes.booked = patch.booked;
  if (patch.interested !== undefined) changes.interested = patch.interested;
  // Booking a career requests a mentorship session about it (403 {detail} without an allowance).
  if (patch.booked === true && !own.booked)
    await requestSession(ctx, user, { topic: maskTitle(own.title), career_code: own.career_code });
  const row = await updateOwnResult(ctx.db, id, user.id, changes, now);
  ctx.cache.results.forget(user.id);
  if (!row) throw notFound();
  return presentResult(row);
}
