import type { Database } from '../../db/database';

/**
 * The audit trail (docs/backoffice.md "What is audited"): one append-only `audit_log` row per
 * change made in the back office — who (actor), what (action), which object (target type and id),
 * the object's fields before and after, when, and the request id. The table refuses UPDATE, DELETE
 * and TRUNCATE (trigger, migration 0130). Write it in the same transaction as the change.
 */
export type AuditEntry = {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | string;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  at?: Date;
};

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      request_id: entry.requestId ?? null,
      ...(entry.at ? { created_at: entry.at } : {}),
    })
    .execute();
}

export type AuditQuery = {
  actor_id?: number;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  page: number;
  per_page: number;
};

/** GET backoffice/audit/: newest first; `to` is inclusive (the whole day, UTC). */
export async function listAudit(db: Database, query: AuditQuery) {
  let q = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.actor_id');
  if (query.actor_id !== undefined) q = q.where('a.actor_id', '=', query.actor_id);
  if (query.action) q = q.where('a.action', '=', query.action.trim());
  if (query.target_type) q = q.where('a.target_type', '=', query.target_type.trim());
  if (query.target_id) q = q.where('a.target_id', '=', query.target_id.trim());
  if (query.from) q = q.where('a.created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to)
    q = q.where('a.created_at', '<', new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000));
  const count = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'a.id',
      'a.actor_id',
      'u.email as actor',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.before',
      'a.after',
      'a.request_id',
      'a.created_at',
    ])
    .orderBy('a.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return {
    count: Number(count.n),
    page: query.page,
    per_page: query.per_page,
    results: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      actor: r.actor ?? null,
      created_at: r.created_at.toISOString(),
    })),
  };
}
