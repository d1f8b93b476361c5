import type { Insertable } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';

export async function insertOutboxMessage(db: Database, values: Insertable<DB['outbox_messages']>) {
  await db.insertInto('outbox_messages').values(values).execute();
}

/** Newest first; optionally only the messages to one recipient (case-insensitive). */
export function listOutboxMessages(db: Database, options: { to?: string; limit: number }) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.to)
    query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', options.to!.toLowerCase()));
  return query.execute();
}
