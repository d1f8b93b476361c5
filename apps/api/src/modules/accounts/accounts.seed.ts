import type { Database } from '../../db/database';

/** The demo school: students who sign up with this affiliate code are linked to it (README). */
export const DEMO_SCHOOL = { name: 'Pathscoop Demo High School', affiliate_code: 'PATHSCOOP-DEMO' } as const;

/** Idempotent: run at every start. */
export async function seedDemoSchool(db: Database): Promise<void> {
  await db
    .insertInto('schools')
    .values(DEMO_SCHOOL)
    .onConflict((oc) => oc.column('affiliate_code').doNothing())
    .execute();
}
