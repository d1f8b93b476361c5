import type { Kysely } from 'kysely';

/**
 * Texts per destination phone across accounts (modules/payments/parent-link.service.ts): each
 * parent link keeps a keyed hash (HMAC-SHA-256 with JWT_SECRET) of the number it was texted to,
 * never the number itself. Older rows have none and count for no number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('parent_payment_links').addColumn('phone_hash', 'text').execute();
  await db.schema
    .createIndex('parent_payment_links_phone_created_idx')
    .on('parent_payment_links')
    .columns(['phone_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('parent_payment_links_phone_created_idx').ifExists().execute();
  await db.schema.alterTable('parent_payment_links').dropColumn('phone_hash').execute();
}
