import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (err: unknown) => void };
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise callback run (the batcher's bookkeeping happens in microtasks). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A write whose every call the test controls: `calls[i].items` is what call i was given, and the
 * test answers it with `calls[i].done.resolve(outputs)` or `.reject(err)`.
 */
function controlledWrite<I, O>() {
  const calls: { items: I[]; done: Deferred<O[]> }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const write = (items: I[]) => {
    const done = deferred<O[]>();
    calls.push({ items: [...items], done });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return done.promise.finally(() => {
      inFlight--;
    });
  };
  return {
    write,
    calls,
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

/** Records how each call ended, without an unhandled rejection. */
function track<O>(promise: Promise<O>) {
  const outcome: { value?: O; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error) => Object.assign(outcome, { error, done: true }),
  );
  return outcome;
}

describe('createWriteBatcher', () => {
  it('writes a lone call at once, as a batch of one', async () => {
    const w = controlledWrite<string, string>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const result = save('a');
    // Called synchronously: no timer, no waiting for company.
    expect(w.calls.map((c) => c.items)).toEqual([['a']]);
    w.calls[0]?.done.resolve(['A']);
    await expect(result).resolves.toBe('A');
  });

  it('writes the calls that arrive while a write is in flight together, in the next batch', async () => {
    const w = controlledWrite<number, string>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const first = save(1);
    const waiting = [save(2), save(3), save(4)];
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[1]]);

    w.calls[0]?.done.resolve(['one']);
    await expect(first).resolves.toBe('one');
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[1], [2, 3, 4]]);

    // Outputs go back to their callers in order.
    w.calls[1]?.done.resolve(['two', 'three', 'four']);
    await expect(Promise.all(waiting)).resolves.toEqual(['two', 'three', 'four']);

    // Idle again: the next lone call is written at once.
    const later = save(5);
    expect(w.calls.map((c) => c.items)).toEqual([[1], [2, 3, 4], [5]]);
    w.calls[2]?.done.resolve(['five']);
    await expect(later).resolves.toBe('five');
  });

  it('never puts more than maxBatch items in one write', async () => {
    const w = controlledWrite<number, number>();
    const save = createWriteBatcher(w.write, { maxBatch: 3, maxInFlight: 1 });
    const all = Array.from({ length: 8 }, (_, i) => save(i));
    // 0 went alone; 1..7 wait, to be written 3 at a time.
    for (let round = 0; round < 4; round++) {
      await settle();
      const call = w.calls[round];
      if (!call) throw new Error(`write ${round} was not made`);
      call.done.resolve(call.items.map((i) => i * 10));
    }
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1, 2, 3], [4, 5, 6], [7]]);
    await expect(Promise.all(all)).resolves.toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
  });

  it('runs at most maxInFlight writes at a time', async () => {
    const w = controlledWrite<number, number>();
    const save = createWriteBatcher(w.write, { maxBatch: 2, maxInFlight: 2 });
    const all = Array.from({ length: 7 }, (_, i) => save(i));
    await settle();
    // Two lone writes in flight at once (0 and 1), the rest waits.
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1]]);

    w.calls[1]?.done.resolve([100]);
    await settle();
    // One slot freed: the next batch (maxBatch 2) goes.
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1], [2, 3]]);

    w.calls[0]?.done.resolve([0]);
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1], [2, 3], [4, 5]]);

    w.calls[2]?.done.resolve([200, 300]);
    w.calls[3]?.done.resolve([400, 500]);
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1], [2, 3], [4, 5], [6]]);
    w.calls[4]?.done.resolve([600]);
    await expect(Promise.all(all)).resolves.toEqual([0, 100, 200, 300, 400, 500, 600]);
    expect(w.maxInFlight).toBe(2);
  });

  it('matches outputs to callers in order, whichever order they are awaited in', async () => {
    const w = controlledWrite<string, { echo: string }>();
    const save = createWriteBatcher(w.write, { maxBatch: 32, maxInFlight: 1 });
    const head = save('head');
    const names = ['delta', 'alpha', 'charlie', 'bravo'];
    const rest = names.map((n) => save(n));
    w.calls[0]?.done.resolve([{ echo: 'head' }]);
    await head;
    await settle();
    const batch = w.calls[1];
    expect(batch?.items).toEqual(names);
    batch?.done.resolve(batch.items.map((echo) => ({ echo })));
    for (const [i, name] of [...names.entries()].reverse())
      await expect(rest[i]).resolves.toEqual({ echo: name });
  });

  it('a failing lone call rejects with the write’s error and is not retried', async () => {
    const w = controlledWrite<string, string>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const result = track(save('bad'));
    w.calls[0]?.done.reject(new Error('no such user'));
    await settle();
    expect(result.done).toBe(true);
    expect(result.error).toEqual(new Error('no such user'));
    expect(w.calls).toHaveLength(1);
  });

  it('when a batch of several fails, retries each item alone: only the bad one rejects', async () => {
    const w = controlledWrite<string, string>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const head = save('head');
    const outcomes = ['ok-1', 'bad', 'ok-2'].map((item) => track(save(item)));
    w.calls[0]?.done.resolve(['HEAD']);
    await head;
    await settle();
    expect(w.calls[1]?.items).toEqual(['ok-1', 'bad', 'ok-2']);
    w.calls[1]?.done.reject(new Error('batch failed'));
    await settle();

    // One write per item, each alone and one after the other (the batch's share of the database).
    for (const item of ['ok-1', 'bad', 'ok-2']) {
      const call = w.calls.at(-1);
      expect(call?.items).toEqual([item]);
      if (item === 'bad') call?.done.reject(new Error(`cannot store ${item}`));
      else call?.done.resolve([item.toUpperCase()]);
      await settle();
    }
    expect(w.calls.slice(2).map((c) => c.items)).toEqual([['ok-1'], ['bad'], ['ok-2']]);
    expect(outcomes).toEqual([
      { done: true, value: 'OK-1' },
      { done: true, error: new Error('cannot store bad') },
      { done: true, value: 'OK-2' },
    ]);
  });

  it('keeps working after a failed batch: the queue moves on once the retries are done', async () => {
    const w = controlledWrite<number, number>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const head = save(0);
    const failing = [save(1), save(2)].map(track);
    w.calls[0]?.done.resolve([0]);
    await head;
    await settle();
    w.calls[1]?.done.reject(new Error('batch failed'));
    await settle();
    const later = save(3); // arrives while the retries are in flight
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1, 2], [1]]);
    w.calls[2]?.done.reject(new Error('still bad'));
    await settle();
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1, 2], [1], [2]]);
    w.calls[3]?.done.resolve([20]);
    await settle();
    expect(failing).toEqual([
      { done: true, error: new Error('still bad') },
      { done: true, value: 20 },
    ]);
    expect(w.calls.map((c) => c.items)).toEqual([[0], [1, 2], [1], [2], [3]]);
    w.calls[4]?.done.resolve([30]);
    await expect(later).resolves.toBe(30);
  });

  it('rejects the callers left without an output when the write answers too few', async () => {
    const w = controlledWrite<string, string>();
    const save = createWriteBatcher(w.write, { maxBatch: 10, maxInFlight: 1 });
    const head = save('head');
    const outcomes = ['a', 'b'].map((item) => track(save(item)));
    w.calls[0]?.done.resolve(['HEAD']);
    await head;
    await settle();
    w.calls[1]?.done.resolve(['A']);
    await settle();
    expect(outcomes[0]).toEqual({ done: true, value: 'A' });
    expect(outcomes[1]?.done).toBe(true);
    expect(String(outcomes[1]?.error)).toMatch(/fewer outputs than items/);
  });
});
