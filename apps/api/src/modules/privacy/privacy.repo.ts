import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { USER_COLUMN_NAMES } from './export-registry';

export type UserColumn = {
  table: string;
  column: string;
  nullable: boolean;
  /** The foreign key's ON DELETE rule ('CASCADE', 'SET NULL', 'NO ACTION' …), null without one. */
  deleteRule: string | null;
};

/**
 * Every column of the public schema that refers to a member: a foreign key to users(id), or a
 * name such as user_id / student_id / mentor_id (information_schema, so tables added by any module
 * are found).
 */
export async function discoverUserColumns(db: Database): Promise<UserColumn[]> {
  const { rows } = await sql<{ table: string; column: string; nullable: string; delete_rule: string | null }>`
    select c.table_name as "table", c.column_name as "column", c.is_nullable as nullable, fk.delete_rule
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    left join lateral (
      select rc.delete_rule
      from information_schema.key_column_usage k
      join information_schema.referential_constraints rc
        on rc.constraint_schema = k.constraint_schema and rc.constraint_name = k.constraint_name
      join information_schema.constraint_column_usage u
        on u.constraint_schema = rc.unique_constraint_schema and u.constraint_name = rc.unique_constraint_name
      where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
        and u.table_name = 'users' and u.column_name = 'id'
      limit 1
    ) fk on true
    where c.table_schema = current_schema()
      and (fk.delete_rule is not null or c.column_name = any(${USER_COLUMN_NAMES}))
      and c.table_name not like 'kysely_%'
    order by 1, 2`.execute(db);
  return rows.map((r) => ({
    table: r.table,
    column: r.column,
    nullable: r.nullable === 'YES',
    deleteRule: r.delete_rule,
  }));
}

const ident = (name: string) => sql.id(name);

export async function selectRowsByUser(db: Database, table: string, column: string, userId: number) {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${ident(table)} where ${ident(column)} = ${userId} order by 1`.execute(db);
  return rows;
}

export async function releaseUserColumn(db: Database, c: UserColumn, userId: number) {
  if (c.nullable)
    await sql`update ${ident(c.table)} set ${ident(c.column)} = null where ${ident(c.column)} = ${userId}`.execute(
      db,
    );
  else await sql`delete from ${ident(c.table)} where ${ident(c.column)} = ${userId}`.execute(db);
}
