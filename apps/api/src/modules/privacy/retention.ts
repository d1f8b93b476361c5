import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { INVITATION_RETENTION_DAYS } from '../invitations/invitations.service';
import { enqueueJob, type JobHandlers } from '../jobs/jobs';
import { purgeStaleSubscriptions } from '../subscriptions/subscriptions.service';

/**
 * The daily retention purge (docs/privacy.md "Retention periods"): one durable job a day on the
 * jobs table (ADR 080), so it runs once across processes and survives restarts. Each run deletes
 * what is past its period and schedules the next day's run.
 */
export const RETENTION_JOB = 'privacy.retention';
const DAY_MS = 86_400_000;
/** The hour (UTC) the daily purge runs, when traffic is lowest in the US. */
const RUN_HOUR_UTC = 9;

export type RetentionCounts = Record<
  | 'invitations'
  | 'subscriptions'
  | 'refresh_tokens'
  | 'one_time_tokens'
  | 'revoked_sessions'
  | 'chat_safety_flags'
  | 'idempotency_keys',
  number
>;

/** Deletes everything past its retention period at `now`; returns how many rows went per table. */
export async function purgeExpiredData(
  db: Database,
  now: Date,
  config: Pick<Config, 'ACCESS_TOKEN_TTL_SECONDS' | 'CHAT_FLAG_RETENTION_DAYS'>,
): Promise<RetentionCounts> {
  const accessTokenTtlSeconds = config.ACCESS_TOKEN_TTL_SECONDS;
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  const invitations = await db
    .deleteFrom('invitations')
    .where('invitee_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - INVITATION_RETENTION_DAYS * DAY_MS))
    .executeTakeFirst();
  const subscriptionsBefore = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await purgeStaleSubscriptions({ db }, now);
  const subscriptionsAfter = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  // Expired sign-in sessions and one-time links are useless to everyone; a day of grace keeps
  // them for support questions ("my link did not work") on the day.
  const refreshTokens = await db
    .deleteFrom('refresh_tokens')
    .where('expires_at', '<', new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  const oneTimeTokens = await db
    .deleteFrom('one_time_tokens')
    .where('expires_at', '<', new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  // E-mail change undo links (issue 24 #4) are one-time links too, counted with them.
  const undoLinks = await db
    .deleteFrom('email_change_undo_tokens')
    .where('expires_at', '<', new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  // A revoked session matters only while one of its access tokens could still be valid.
  const revoked = await db
    .deleteFrom('revoked_sessions')
    .where('revoked_at', '<', new Date(now.getTime() - (accessTokenTtlSeconds * 1000 + DAY_MS)))
    .executeTakeFirst();
  // Flagged companion exchanges: kept for the operators' review, then gone (docs/companions.md).
  const flags = await db
    .deleteFrom('chat_safety_flags')
    .where('created_at', '<', new Date(now.getTime() - config.CHAT_FLAG_RETENTION_DAYS * DAY_MS))
    .executeTakeFirst();
  // Idempotency-Keys (issue 22): a resend comes within seconds; a day is plenty.
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - DAY_MS))
    .executeTakeFirst();
  return {
    idempotency_keys: count(idempotencyKeys),
    chat_safety_flags: count(flags),
    invitations: count(invitations),
    subscriptions: Number(subscriptionsBefore.n) - Number(subscriptionsAfter.n),
    refresh_tokens: count(refreshTokens),
    one_time_tokens: count(oneTimeTokens) + count(undoLinks),
    revoked_sessions: count(revoked),
  };
}

/** The next run after `now`: today at RUN_HOUR_UTC if still ahead, else tomorrow. */
export function nextRetentionRun(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/** Makes sure the next daily run is queued (idempotent: one job per day by its key). */
export async function scheduleRetention(db: Database, now: Date): Promise<void> {
  const runAt = nextRetentionRun(now);
  await enqueueJob(db, {
    kind: RETENTION_JOB,
    key: `${RETENTION_JOB}:${runAt.toISOString().slice(0, 10)}`,
    runAt,
  });
}

export function retentionJobHandlers(): JobHandlers {
  return {
    [RETENTION_JOB]: async (ctx: AppContext, _payload, db) => {
      const now = ctx.now();
      await purgeExpiredData(db, now, ctx.config);
      await scheduleRetention(db, new Date(now.getTime() + 1000));
    },
  };
}
