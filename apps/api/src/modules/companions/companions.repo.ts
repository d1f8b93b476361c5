import { sql } from 'kysely';
import type { Database } from '../../db/database';

export type ChatRow = { role: 'user' | 'assistant'; content: string; created_at: Date };

export async function countAgents(db: Database, name?: string): Promise<number> {
  let q = db
    .selectFrom('ai_agents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('is_active', '=', true);
  if (name !== undefined) q = q.where(sql<boolean>`lower(name) = lower(${name})`);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listAgents(db: Database, limit: number, offset: number, name?: string) {
  let q = db
    .selectFrom('ai_agents')
    .select(['id', 'name', 'image', 'short_description'])
    .where('is_active', '=', true);
  if (name !== undefined) q = q.where(sql<boolean>`lower(name) = lower(${name})`);
  return q.orderBy('position').orderBy('id').limit(limit).offset(offset).execute();
}

export async function findActiveAgent(db: Database, id: number) {
  return db
    .selectFrom('ai_agents')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function findAgentIdByName(db: Database, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('ai_agents')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The whole conversation, oldest first. */
export async function listHistory(db: Database, userId: number, agentId: number): Promise<ChatRow[]> {
  return db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .where('agent_id', '=', agentId)
    .orderBy('id')
    .execute();
}

/** The newest `limit` entries, oldest first (what reaches the model). */
export async function listRecentHistory(db: Database, userId: number, agentId: number, limit: number) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .where('agent_id', '=', agentId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Stores one exchange (the student's message and the reply) atomically. */
export async function insertExchange(
  db: Database,
  userId: number,
  agentId: number,
  userText: string,
  reply: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values([
      { user_id: userId, agent_id: agentId, role: 'user', content: userText, created_at: at },
      {
        user_id: userId,
        agent_id: agentId,
        role: 'assistant',
        content: reply,
        created_at: new Date(at.getTime() + 1),
      },
    ])
    .execute();
}

export async function deleteHistory(db: Database, userId: number, agentId: number): Promise<number> {
  const res = await db
    .deleteFrom('chat_messages')
    .where('user_id', '=', userId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Takes one message from today's allowance; false when it is used up. Atomic (one statement), so
 * concurrent sends cannot exceed it.
 */
export async function takeDailyMessage(db: Database, userId: number, day: string, limit: number) {
  if (limit <= 0) return false;
  const row = await sql<{ messages: number }>`
    insert into chat_usage (user_id, day, messages) values (${userId}, ${day}, 1)
    on conflict (user_id, day) do update set messages = chat_usage.messages + 1
    where chat_usage.messages < ${limit}
    returning messages`.execute(db);
  return row.rows.length > 0;
}

/** Gives a message back (the model failed: nothing was stored, the student may try again). */
export async function refundDailyMessage(db: Database, userId: number, day: string): Promise<void> {
  await db
    .updateTable('chat_usage')
    .set((eb) => ({ messages: eb('messages', '-', 1) }))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('messages', '>', 0)
    .execute();
}

export type NewFlag = {
  userId: number;
  agentId: number;
  source: 'user' | 'assistant';
  categories: string[];
  action: string;
  excerpt: string;
  severity?: 'medium' | 'high' | 'critical';
};

/** Records a flagged exchange for operators (returns its id) and prunes flags past their retention. */
export async function insertFlag(db: Database, flag: NewFlag, retentionDays: number): Promise<string> {
  const row = await db
    .insertInto('chat_safety_flags')
    .values({
      user_id: flag.userId,
      agent_id: flag.agentId,
      source: flag.source,
      categories: flag.categories,
      action: flag.action,
      excerpt: flag.excerpt.slice(0, 1500),
      severity: flag.severity ?? 'medium',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .deleteFrom('chat_safety_flags')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .execute();
  return row.id;
}
