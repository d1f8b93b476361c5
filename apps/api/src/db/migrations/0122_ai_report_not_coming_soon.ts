import { type Kysely, sql } from 'kysely';

/**
 * Issue 24 #19: the AI Insights Report is built (GET ai-report/, the profile menu opens it), yet
 * the plans' text put it on the line before a '100%' note, which the pricing page shows as
 * COMING SOON. The seeded lines are rewritten so that the badge only marks what is not built
 * (the Spanish assessment, voice chat). Operator-edited descriptions are left alone (exact seeded text only).
 */
const SINGLE_OLD = 'AI Insights Report\n100% free for every Career Explorer when it launches';
const SINGLE_NEW =
  'Your AI Insights Report, free for every Career Explorer\nThe assessment in Spanish\n100% free for every Career Explorer when it launches';
const TOP_OLD = 'Personal AI Insights Report\n100% of future features included at no extra cost';
const TOP_NEW =
  'Personal AI Insights Report\nTalk to your companions by voice\n100% of future features included at no extra cost';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = replace(description, ${SINGLE_OLD}, ${SINGLE_NEW})
    where position(${SINGLE_OLD} in description) > 0 and position(${SINGLE_NEW} in description) = 0`.execute(
    db,
  );
  await sql`update pricing_plans set description = replace(description, ${TOP_OLD}, ${TOP_NEW})
    where position(${TOP_OLD} in description) > 0 and position(${TOP_NEW} in description) = 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = replace(description, ${SINGLE_NEW}, ${SINGLE_OLD})
    where position(${SINGLE_NEW} in description) > 0`.execute(db);
  await sql`update pricing_plans set description = replace(description, ${TOP_NEW}, ${TOP_OLD})
    where position(${TOP_NEW} in description) > 0`.execute(db);
}
