import pg from 'pg';

/**
 * What changed, as told by PostgreSQL (migration 0040: triggers NOTIFY `pathscoop_changes` when the
 * changing transaction commits, whichever process or person made the change).
 */
export type Change =
  | { kind: 'user'; userId: number }
  /** A session of the user was revoked (the deny-list of access tokens, migration 0046). */
  | { kind: 'sessions'; userId: number }
  /** attemptId: a newer attempt was stored; null: a stored result was updated or deleted. */
  | { kind: 'results'; userId: number; attemptId: number | null }
  /** The catalogue's version changed (an import). */
  | { kind: 'catalog' };

export type ChangeListener = {
  change: (change: Change) => void;
  /** The feed (re)connected or lost its connection: changes may have been missed, drop everything. */
  reset: () => void;
};

export type ChangeFeed = {
  /** True while the LISTEN connection is up: caches hold nothing while it is false. */
  readonly live: boolean;
  subscribe: (listener: ChangeListener) => void;
  /** Resolves once the first LISTEN is in place (or the feed is closed). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

export const CHANGES_CHANNEL = 'pathscoop_changes';

export function parseChange(payload: string): Change | null {
  if (payload === 'catalog') return { kind: 'catalog' };
  const [kind, user, attempt, ...rest] = payload.split(':');
  const id = (text: string | undefined) =>
    text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : null;
  const userId = id(user);
  if (rest.length || userId === null) return null;
  if ((kind === 'user' || kind === 'sessions') && attempt === undefined) return { kind, userId };
  if (kind === 'results' && attempt === '*') return { kind, userId, attemptId: null };
  const attemptId = id(attempt);
  if (kind === 'results' && attemptId !== null) return { kind, userId, attemptId };
  return null;
}

/** A feed that is never live: nothing is cached (tests that do not ask for caching, scripts). */
export const OFFLINE_FEED: ChangeFeed = {
  live: false,
  subscribe: () => {},
  ready: Promise.resolve(),
  close: async () => {},
};

/**
 * One dedicated connection per process LISTENs on `pathscoop_changes` and fans the changes out to
 * the caches. When the connection drops, the caches are emptied and stay empty (every read goes to
 * the database) until it is back, so a missed notification can never leave stale data behind.
 */
export function startChangeFeed(
  connectionString: string,
  options: { log?: (message: string) => void; retryMs?: number } = {},
): ChangeFeed {
  const listeners: ChangeListener[] = [];
  const retryMs = options.retryMs ?? 1000;
  let live = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const reset = () => {
    for (const l of listeners) l.reset();
  };
  const goDown = (reason: string) => {
    if (live) options.log?.(`change feed lost (${reason}): caches off until it is back`);
    live = false;
    reset();
    client?.removeAllListeners();
    client?.on('error', () => {});
    client?.end().catch(() => {});
    client = undefined;
    if (!closed && !retry)
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
  };

  async function connect() {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('error', (err) => goDown(err.message));
    c.on('end', () => {
      if (client === c) goDown('connection ended');
    });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL || !msg.payload) return;
      const change = parseChange(msg.payload);
      if (change) for (const l of listeners) l.change(change);
      else reset();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed || client !== c) return;
      // Anything cached before this point may have missed a change: start empty.
      reset();
      live = true;
      markReady();
    } catch (err) {
      if (client === c) goDown((err as Error).message);
    }
  }

  void connect();
  return {
    get live() {
      return live && !closed;
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    ready,
    async close() {
      closed = true;
      live = false;
      markReady();
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      reset();
      c?.removeAllListeners();
      c?.on('error', () => {});
      await c?.end().catch(() => {});
    },
  };
}
