import { type Kysely, sql } from 'kysely';

/**
 * The AI companions (docs/companions.md): agents with their system prompt and settings (operators
 * edit them), each student's conversation per agent, the daily message counter per student, and
 * the flagged exchanges kept for operators' review. Everything a student wrote goes with the account
 * (on delete cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_agents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('system_prompt', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('ai_agents.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_messages_user_agent')
    .on('chat_messages')
    .columns(['user_id', 'agent_id', 'id'])
    .execute();

  await db.schema
    .createTable('chat_usage')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0).check(sql`messages >= 0`))
    .addPrimaryKeyConstraint('chat_usage_pk', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('chat_safety_flags')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.references('ai_agents.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('user', 'assistant')`))
    .addColumn('categories', sql`text[]`, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_safety_flags_created')
    .on('chat_safety_flags')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_safety_flags').execute();
  await db.schema.dropTable('chat_usage').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('ai_agents').execute();
}
