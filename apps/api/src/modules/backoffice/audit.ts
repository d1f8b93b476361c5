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
