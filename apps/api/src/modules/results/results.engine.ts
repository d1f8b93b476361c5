/**
 * The bridge from the results module to the engine and the in-memory catalogue (catalog module):
 * turns a scored profile into the top careers with the text the results screen shows.
 */
import {
  type EducationCode,
  type GradeCode,
  type Profile,
  type RecommendContext,
  recommend,
} from '@pathscoop/engine';
import type { AppContext } from '../../context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { getEngineCatalogue } from '../catalog/engine-catalogue';
import type { RankedCareer } from './results.repo';

export const TOP_N = 10;

export function recommendContextFor(user: CurrentUser): RecommendContext {
  return {
    education: (user.education as EducationCode | null) ?? null,
    grade: (user.grade as GradeCode | null) ?? null,
    age: user.age,
    typedCareers: user.careers || null,
    limit: TOP_N,
  };
}

/** Ranks the whole catalogue for the profile (engine, in memory). */
export async function computeTopCareers(
  ctx: AppContext,
  profile: Profile,
  user: CurrentUser,
): Promise<RankedCareer[]> {
  const catalogue = await getEngineCatalogue(ctx.db, ctx.cache.catalogue);
  if (catalogue.size === 0)
    throw new AppError(503, {
      detail: 'The career catalogue is not loaded yet. Please try again in a minute.',
    });
  const recommendations = recommend(profile, catalogue, recommendContextFor(user));
  return recommendations.map((r) => ({
    career_code: r.code,
    title: r.title,
    rank: r.rank,
    match: Math.max(0, Math.min(100, Math.round(r.match))),
    ai: r.ai,
    reasons: r.reasons,
  }));
}
