import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../modules/accounts/accounts.factory';
import { insertAttemptsWithResults } from '../modules/results/results.repo';
import { seedTestCatalogue } from '../modules/results/results.test-catalogue';
import { createTestDatabaseUrl } from '../test/test-app';
import { CHANGES_CHANNEL, type Change, type ChangeFeed, parseChange, startChangeFeed } from './change-feed';
import { createDatabase, type DatabaseHandle } from './database';

/** Polls until `check` stops throwing (its expect()s hold), up to 5 s. */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 5000, interval: 10 });

describe('parseChange', () => {
  it('reads the three payloads the triggers send', () => {
    expect(parseChange('user:42')).toEqual({ kind: 'user', userId: 42 });
    expect(parseChange('sessions:42')).toEqual({ kind: 'sessions', userId: 42 });
    expect(parseChange('results:42:1007')).toEqual({ kind: 'results', userId: 42, attemptId: 1007 });
    expect(parseChange('results:42:*')).toEqual({ kind: 'results', userId: 42, attemptId: null });
  });

  it('answers null for anything else', () => {
    for (const payload of [
      '',
      'user',
      'user:abc',
      'user:42:7',
      'user:42:*',
      'sessions:42:7',
      'results',
      'results:42',
      'results:abc:7',
      'results:42:abc',
      'results:42:7:8',
      'results:42:*:*',
      'attempt:42:7',
      'USER:42',
      'user:1.5',
      'results:42:1.5',
      'user:99999999999999999999',
    ])
      expect(parseChange(payload), payload).toBeNull();
  });
});

describe('startChangeFeed (real PostgreSQL)', () => {
  let url: string;
  let handle: DatabaseHandle;
  /** Another connection, as an operator in psql or another server process would be. */
  let sqlClient: pg.Client;
  const feeds: ChangeFeed[] = [];

  beforeAll(async () => {
    url = await createTestDatabaseUrl();
    handle = createDatabase(url, { max: 2 });
    await seedTestCatalogue({ ctx: { db: handle.db } }, 12);
    sqlClient = new pg.Client({ connectionString: url });
    await sqlClient.connect();
  });
  // Every feed a test started is closed after it, even when the test failed half-way.
  afterEach(async () => {
    for (const feed of feeds.splice(0)) await feed.close();
  });
  afterAll(async () => {
    await sqlClient?.end();
    await handle?.close();
  });

  /** A feed with a listener that records every change and counts resets. */
  function recordingFeed(options: { retryMs?: number; log?: (message: string) => void } = {}) {
    const feed = startChangeFeed(url, { retryMs: options.retryMs ?? 50, log: options.log });
    feeds.push(feed);
    const changes: Change[] = [];
    const resets = { count: 0 };
    feed.subscribe({ change: (c) => changes.push(c), reset: () => resets.count++ });
    return { feed, changes, resets };
  }

  const userChangesOf = (changes: Change[], userId: number) =>
    changes.filter((c) => 'userId' in c && c.userId === userId);

  /** The backend pid of the feed's LISTEN connection on this test's database. */
  async function listenerPids(): Promise<number[]> {
    const { rows } = await sqlClient.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  }

  it('becomes live once LISTEN is in place, and empties the caches (reset) as it does', async () => {
    const { feed, resets } = recordingFeed();
    await feed.ready;
    expect(feed.live).toBe(true);
    expect(resets.count).toBe(1);
    expect(await listenerPids()).toHaveLength(1);
    await feed.close();
    expect(feed.live).toBe(false);
    await eventually(async () => expect(await listenerPids()).toEqual([]));
  });

  it('reports a users row changed through SQL on another connection (update and delete)', async () => {
    const { feed, changes } = recordingFeed();
    await feed.ready;
    const { user } = await buildUser({ db: handle.db });
    const { user: other } = await buildUser({ db: handle.db });
    // An insert is no change to anything cached.
    await sqlClient.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Operator-edited', user.id]);
    await eventually(() =>
      expect(userChangesOf(changes, user.id)).toEqual([{ kind: 'user', userId: user.id }]),
    );

    await sqlClient.query('DELETE FROM users WHERE id = $1', [other.id]);
    await eventually(() =>
      expect(userChangesOf(changes, other.id)).toEqual([{ kind: 'user', userId: other.id }]),
    );
    // Nothing else was reported (the two inserts sent nothing).
    expect(changes).toEqual([
      { kind: 'user', userId: user.id },
      { kind: 'user', userId: other.id },
    ]);
  });

  it('reports a stored attempt once (results:<user>:<attempt>) and an updated result as results:<user>:*', async () => {
    const { feed, changes } = recordingFeed();
    await feed.ready;
    const { user } = await buildUser({ db: handle.db });
    const codes = (await handle.db.selectFrom('careers').select(['code', 'title']).limit(2).execute()).map(
      (c, i) => ({ career_code: c.code, title: c.title, rank: i + 1, match: 90 - i, ai: 'Low', reasons: [] }),
    );
    const [stored] = await insertAttemptsWithResults(handle.db, [
      {
        attempt: { userId: user.id, answers: [], profile: {}, instrumentVersion: 'test' },
        careers: codes,
      },
    ]);
    if (!stored) throw new Error('no attempt stored');
    expect(stored.rows).toHaveLength(2);
    // The attempt and its two careers send one identical payload in one transaction: one change.
    // A user change committed afterwards on the same connection marks the end of what to expect.
    await handle.db.updateTable('users').set({ last_name: 'Marker' }).where('id', '=', user.id).execute();
    await eventually(() => expect(changes.at(-1)).toEqual({ kind: 'user', userId: user.id }));
    expect(changes).toEqual([
      { kind: 'results', userId: user.id, attemptId: stored.attemptId },
      { kind: 'user', userId: user.id },
    ]);

    changes.length = 0;
    await sqlClient.query('UPDATE career_results SET score = 4 WHERE id = $1', [stored.rows[0]?.id]);
    await eventually(() => expect(changes).toEqual([{ kind: 'results', userId: user.id, attemptId: null }]));
    changes.length = 0;
    await sqlClient.query('DELETE FROM assessment_attempts WHERE id = $1', [stored.attemptId]);
    await eventually(() =>
      expect(changes).toContainEqual({ kind: 'results', userId: user.id, attemptId: null }),
    );
  });

  it('ignores other channels; an unreadable payload on its channel resets (drop everything)', async () => {
    const { feed, changes, resets } = recordingFeed();
    await feed.ready;
    const before = resets.count;
    await sqlClient.query(`SELECT pg_notify('some_other_channel', 'user:1')`);
    await sqlClient.query(`SELECT pg_notify($1, 'something:odd')`, [CHANGES_CHANNEL]);
    await eventually(() => expect(resets.count).toBe(before + 1));
    await sqlClient.query(`SELECT pg_notify($1, 'user:5')`, [CHANGES_CHANNEL]);
    await eventually(() => expect(changes).toEqual([{ kind: 'user', userId: 5 }]));
    expect(resets.count).toBe(before + 1);
    expect(feed.live).toBe(true);
  });

  it('when the server ends its connection: not live, reset, then reconnects and is live again', async () => {
    const log = vi.fn();
    const { feed, changes, resets } = recordingFeed({ retryMs: 50, log });
    await feed.ready;
    expect(feed.live).toBe(true);
    const [pid] = await listenerPids();
    if (!pid) throw new Error('no LISTEN connection found');
    const resetsBefore = resets.count;

    // Watch `live` closely: it must be seen false between the loss and the reconnection.
    const seen: boolean[] = [];
    const watch = setInterval(() => seen.push(feed.live), 1);
    try {
      const { rows } = await sqlClient.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [pid]);
      expect(rows[0]?.ok).toBe(true);

      // Lost: reset once on the loss, once more on reconnecting (both times caches start empty).
      await eventually(() => expect(resets.count).toBeGreaterThanOrEqual(resetsBefore + 2));
      await eventually(() => expect(feed.live).toBe(true));
    } finally {
      clearInterval(watch);
    }
    expect(seen).toContain(false);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^change feed lost/));

    // A new LISTEN connection, and it delivers changes again.
    const pids = await listenerPids();
    expect(pids).toHaveLength(1);
    expect(pids[0]).not.toBe(pid);
    const { user } = await buildUser({ db: handle.db });
    await sqlClient.query('UPDATE users SET first_name = $1 WHERE id = $2', ['After-reconnect', user.id]);
    await eventually(() =>
      expect(userChangesOf(changes, user.id)).toEqual([{ kind: 'user', userId: user.id }]),
    );
  });

  it('a feed whose database cannot be reached stays not live; close() ends it and resolves ready', async () => {
    const missing = new URL(url);
    missing.pathname = '/no_such_database_for_the_feed';
    const feed = startChangeFeed(missing.toString(), { retryMs: 20 });
    feeds.push(feed);
    const resets = { count: 0 };
    feed.subscribe({ change: () => {}, reset: () => resets.count++ });
    // It keeps trying (each failed attempt resets) but never goes live.
    await eventually(() => expect(resets.count).toBeGreaterThanOrEqual(2));
    expect(feed.live).toBe(false);
    await feed.close();
    await expect(feed.ready).resolves.toBeUndefined();
    expect(feed.live).toBe(false);
    const after = resets.count;
    await new Promise((r) => setTimeout(r, 100));
    expect(resets.count).toBe(after); // no more retries once closed
  });
});
