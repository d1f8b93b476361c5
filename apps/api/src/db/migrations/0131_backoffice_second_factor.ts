import type { Kysely } from 'kysely';

/**
 * Back office, second part (docs/backoffice.md): the last TOTP time step accepted per account (a
 * code is good once), and deactivated members (`users.deactivated_at`: cannot sign in, every
 * session ends at once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('backoffice_accounts').addColumn('totp_last_step', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('backoffice_accounts').dropColumn('totp_last_step').execute();
}
