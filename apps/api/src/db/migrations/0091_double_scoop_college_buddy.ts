import { type Kysely, sql } from 'kysely';

/**
 * College Buddy is built (issue 11), so Double Scoop's 'College Buddy for schools and programs' line
 * no longer carries the COMING SOON badge (the line before a '100%' line gets it, parsePlanDescription).
 * Double Scoop already had companions = true (migration 0050), which includes both companions; the
 * line before the '100%' note is now voice chat, which is genuinely not built. Only the seeded text
 * is replaced: a description an operator has edited is left alone. docs/companions.md, "Plans".
 */
const OLD = [
  'Everything in Single Scoop, plus a real person to talk to',
  'One 1:1 micro-mentorship session with a Community Partner',
  'AI Career Buddy chat about any of your matches',
  'Compare two careers side by side',
  'College Buddy for schools and programs',
  '100% of new companion features included while you are subscribed',
  'Cancel any time; sessions stay bookable for 12 months.',
].join('\n');

export const DOUBLE_SCOOP_DESCRIPTION = [
  'Everything in Single Scoop, plus a real person to talk to',
  'One 1:1 micro-mentorship session with a Community Partner',
  'AI Career Buddy chat about any of your matches',
  'College Buddy for schools and programs',
  'Compare two careers side by side',
  'Talk to your companions by voice',
  '100% of new companion features included while you are subscribed',
  'Cancel any time; sessions stay bookable for 12 months.',
].join('\n');

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = ${DOUBLE_SCOOP_DESCRIPTION}
    where slug = 'double-scoop' and description = ${OLD}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update pricing_plans set description = ${OLD}
    where slug = 'double-scoop' and description = ${DOUBLE_SCOOP_DESCRIPTION}`.execute(db);
}
