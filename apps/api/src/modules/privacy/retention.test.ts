import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUser } from '../accounts/accounts.factory';
import { runDueJobs } from '../jobs/jobs';
import { allJobHandlers } from '../mentorship/mentorship.jobs';
import { settableClock } from '../mentorship/testing/mentorship-fixtures';
import { nextRetentionRun, RETENTION_JOB, scheduleRetention } from './retention';

const DAY = 86_400_000;
const clock = settableClock('2026-03-10T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { now: clock.now } });
});

const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);

describe('the daily retention purge (docs/privacy.md)', () => {
  it('next run: today at 09:00 UTC if ahead, else tomorrow', () => {
    expect(nextRetentionRun(new Date('2026-03-10T08:59:00Z')).toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(nextRetentionRun(new Date('2026-03-10T09:00:00Z')).toISOString()).toBe('2026-03-11T09:00:00.000Z');
  });

  it('deletes only what is past its period, runs once per day across restarts, and queues the next day', async () => {
    const { user } = await buildUser(t.ctx);
    const { user: friend } = await buildUser(t.ctx);
    const tag = randomUUID().slice(0, 8);
    await t.ctx.db
      .insertInto('invitations')
      .values([
        { inviter_id: user.id, email: `old-${tag}@example.com`, code: `old-${tag}`, created_at: ago(91) },
        { inviter_id: user.id, email: `new-${tag}@example.com`, code: `new-${tag}`, created_at: ago(89) },
        // Accepted: the record of who invited whom stays with the accounts.
        {
          inviter_id: user.id,
          email: friend.email,
          code: `acc-${tag}`,
          invitee_id: friend.id,
          created_at: ago(200),
        },
      ])
      .execute();
    await t.ctx.db
      .insertInto('subscriptions')
      .values([
        { email: `pending-old-${tag}@example.com`, status: 'pending', created_at: ago(31) },
        { email: `pending-new-${tag}@example.com`, status: 'pending', created_at: ago(2) },
        {
          email: `gone-${tag}@example.com`,
          status: 'unsubscribed',
          created_at: ago(100),
          unsubscribed_at: ago(40),
        },
        {
          email: `kept-${tag}@example.com`,
          status: 'confirmed',
          created_at: ago(400),
          confirmed_at: ago(400),
        },
      ])
      .execute();
    const family = randomUUID();
    await t.ctx.db
      .insertInto('refresh_tokens')
      .values([
        { user_id: user.id, family_id: family, token_hash: `expired-${tag}`, expires_at: ago(2) },
        { user_id: user.id, family_id: family, token_hash: `valid-${tag}`, expires_at: ago(-20) },
      ])
      .execute();
    await t.ctx.db
      .insertInto('one_time_tokens')
      .values([
        { user_id: user.id, purpose: 'password_reset', token_hash: `ott-old-${tag}`, expires_at: ago(3) },
        { user_id: user.id, purpose: 'verify_email', token_hash: `ott-new-${tag}`, expires_at: ago(-1) },
      ])
      .execute();
    const oldSession = randomUUID();
    const newSession = randomUUID();
    await t.ctx.db
      .insertInto('revoked_sessions')
      .values([
        { session_id: oldSession, user_id: user.id, revoked_at: ago(2) },
        { session_id: newSession, user_id: user.id, revoked_at: ago(0) },
      ])
      .execute();

    await t.ctx.db
      .insertInto('chat_safety_flags')
      .values([
        {
          user_id: user.id,
          source: 'user',
          categories: ['pii'],
          action: 'masked',
          excerpt: `old ${tag}`,
          created_at: ago(400),
        },
        {
          user_id: user.id,
          source: 'user',
          categories: ['pii'],
          action: 'masked',
          excerpt: `new ${tag}`,
          created_at: ago(10),
        },
      ])
      .execute();

    // Two processes start: one job for the next day, not two.
    await scheduleRetention(t.ctx.db, clock.now());
    await scheduleRetention(t.ctx.db, clock.now());
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select(['key', 'run_at', 'status'])
      .where('kind', '=', RETENTION_JOB)
      .execute();
    expect(queued).toEqual([
      { key: `${RETENTION_JOB}:2026-03-11`, run_at: new Date('2026-03-11T09:00:00Z'), status: 'pending' },
    ]);
    expect(await runDueJobs(t.ctx, allJobHandlers())).not.toContain(RETENTION_JOB);

    clock.set('2026-03-11T09:00:05Z');
    expect(await runDueJobs(t.ctx, allJobHandlers())).toContain(RETENTION_JOB);
    expect(await runDueJobs(t.ctx, allJobHandlers())).not.toContain(RETENTION_JOB);

    const emails = (rows: { email: string }[]) => rows.map((r) => r.email).sort();
    expect(
      emails(
        await t.ctx.db.selectFrom('invitations').select('email').where('code', 'like', `%-${tag}`).execute(),
      ),
    ).toEqual([friend.email, `new-${tag}@example.com`].sort());
    expect(
      emails(
        await t.ctx.db
          .selectFrom('subscriptions')
          .select('email')
          .where('email', 'like', `%-${tag}@%`)
          .execute(),
      ),
    ).toEqual([`kept-${tag}@example.com`, `pending-new-${tag}@example.com`]);
    const hashes = async (table: 'refresh_tokens' | 'one_time_tokens') =>
      (await t.ctx.db.selectFrom(table).select('token_hash').where('user_id', '=', user.id).execute())
        .map((r) => r.token_hash)
        .sort();
    expect(await hashes('refresh_tokens')).toEqual([`valid-${tag}`]);
    expect(await hashes('one_time_tokens')).toEqual([`ott-new-${tag}`]);
    const sessions = await t.ctx.db
      .selectFrom('revoked_sessions')
      .select('session_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions.map((s) => s.session_id)).toEqual([newSession]);

    const flags = await t.ctx.db
      .selectFrom('chat_safety_flags')
      .select('excerpt')
      .where('user_id', '=', user.id)
      .execute();
    expect(flags.map((f) => f.excerpt)).toEqual([`new ${tag}`]);

    // The run queued the following day.
    const next = await t.ctx.db
      .selectFrom('jobs')
      .select(['key', 'status'])
      .where('kind', '=', RETENTION_JOB)
      .orderBy('run_at')
      .execute();
    expect(next).toEqual([
      { key: `${RETENTION_JOB}:2026-03-11`, status: 'done' },
      { key: `${RETENTION_JOB}:2026-03-12`, status: 'pending' },
    ]);
  });
});
