import type { BackofficeGrant } from '@pathscoop/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { isSchoolScoped } from './permissions';

/**
 * Making back-office accounts and giving roles (admin:create, the development route, tests and,
 * later, an accounts page). The account's user keeps no mentoring profile: it is never matched,
 * listed or vetted as a mentor.
 */
export async function ensureBackofficeAccount(
  db: Database,
  userId: number,
  grants: readonly BackofficeGrant[],
  createdBy: number | null = null,
): Promise<void> {
  for (const g of grants)
    if (isSchoolScoped(g.role) !== (g.school_id !== null))
      throw badRequest(
        'school_id',
        isSchoolScoped(g.role) ? 'Choose the school for this role.' : 'Only a school role names a school.',
      );
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('backoffice_accounts')
      .values({ user_id: userId, created_by: createdBy })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    // A back-office account is not a mentor: no mentoring profile, so never matched or listed.
    await tx.deleteFrom('mentor_profiles').where('user_id', '=', userId).execute();
    for (const g of grants) {
      const exists = await tx
        .selectFrom('backoffice_role_assignments')
        .select('id')
        .where('user_id', '=', userId)
        .where('role', '=', g.role)
        .where((eb) =>
          g.school_id === null ? eb('school_id', 'is', null) : eb('school_id', '=', g.school_id),
        )
        .executeTakeFirst();
      if (!exists)
        await tx
          .insertInto('backoffice_role_assignments')
          .values({ user_id: userId, role: g.role, school_id: g.school_id, created_by: createdBy })
          .execute();
    }
  });
}
