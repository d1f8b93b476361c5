import type { Database } from '../../db/database';

/** Test and eval support: rows a companion test needs, written directly. */

/** Gives the user a current plan by slug (expires in 30 days; the free plan never expires). */
export async function givePlan(db: Database, userId: number, slug: string): Promise<number> {
  const plan = await db
    .selectFrom('pricing_plans')
    .select(['id'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({
      pricing_plan_id: plan.id,
      plan_expires_at: slug === 'single-scoop' ? null : new Date(Date.now() + 30 * 86_400_000),
    })
    .where('id', '=', userId)
    .execute();
  return plan.id;
}

/** An attempt with results for these catalogue careers (in rank order); `saved` are interested. */
export async function giveResults(
  db: Database,
  userId: number,
  careers: { code: string; title: string }[],
  saved: string[] = [],
): Promise<void> {
  const attempt = await db
    .insertInto('assessment_attempts')
    .values({ user_id: userId, answers: '{}', profile: '{}', instrument_version: 'test' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('career_results')
    .values(
      careers.map((c, i) => ({
        attempt_id: attempt.id,
        user_id: userId,
        career_code: c.code,
        title: c.title,
        impact: null,
        rank: i + 1,
        match: 90 - i,
        ai: '',
        reasons: '[]',
        interested: saved.includes(c.code),
        updated_at: new Date().toISOString(),
      })),
    )
    .execute();
}

export async function agentIdByName(db: Database, name: string): Promise<number> {
  const row = await db
    .selectFrom('ai_agents')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}
