import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/errors';
import { recordAudit } from './audit';
import type { BackofficeAccess } from './permissions';

/**
 * The one shape every back-office content change takes (docs/backoffice.md "What is audited"): the
 * change and its audit row (the whole object before and after, as the API presents it) in one
 * transaction. Used by the content services (testimonials, resources, FAQ, Scoop presets).
 */
export type AuditedTable = 'user_reviews' | 'school_resources' | 'faq_entries' | 'scoop_presets';

export type AuditedKind<T> = {
  /** The table the rows live in (locked FOR UPDATE before an edit). */
  table: AuditedTable;
  /** The audit row's target type. */
  targetType: string;
  /** The object as the API presents it, read inside the transaction. */
  load: (db: Database, id: number) => Promise<T | undefined>;
};

/** Insert a row (the callback returns its id) and audit it as `action` with the object after. */
export function createAudited<T>(
  ctx: AppContext,
  bo: BackofficeAccess,
  kind: AuditedKind<T>,
  action: string,
  insert: (tx: Database, now: Date) => Promise<number>,
): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const id = await insert(tx, now);
    const after = (await kind.load(tx, id)) as T;
    await recordAudit(tx, {
      actorId: bo.userId,
      action,
      targetType: kind.targetType,
      targetId: id,
      after,
      requestId: bo.requestId,
      at: now,
    });
    return after;
  });
}

/**
 * Lock the row (404 when it is gone), apply the change and audit it as `action` with the object
 * before and after. The callback may return extra fields for the audit row's `after` only.
 */
export function updateAudited<T>(
  ctx: AppContext,
  bo: BackofficeAccess,
  kind: AuditedKind<T>,
  id: number,
  action: string,
  apply: (tx: Database, before: T, now: Date) => Promise<Record<string, unknown> | undefined>,
): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    const locked = await tx
      .selectFrom(kind.table)
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound();
    const before = (await kind.load(tx, id)) as T;
    const extra = await apply(tx, before, now);
    const after = (await kind.load(tx, id)) as T;
    await recordAudit(tx, {
      actorId: bo.userId,
      action,
      targetType: kind.targetType,
      targetId: id,
      before,
      after: extra ? { ...after, ...extra } : after,
      requestId: bo.requestId,
      at: now,
    });
    return after;
  });
}
