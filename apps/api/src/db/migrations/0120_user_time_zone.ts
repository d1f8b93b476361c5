import type { Kysely } from 'kysely';

/**
 * Issue 24 #11: the member's own IANA time zone as their browser reports it (kept when they book
 * or pick a mentorship time), so that mail and .ics show times in it. Null: derived from the
 * address's state (modules/mentorship/recipient-time-zone.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
