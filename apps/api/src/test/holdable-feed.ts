import type { Change, ChangeFeed, ChangeListener } from '../db/change-feed';

/**
 * A change feed whose notifications the test can hold back, as a slow network or a busy process
 * would: its own process must not depend on them (read-your-writes), other processes converge
 * only once they arrive.
 */
export function holdableFeed(inner: ChangeFeed) {
  const listeners: ChangeListener[] = [];
  let held: Change[] | null = null;
  const deliver = (change: Change) => {
    for (const l of listeners) l.change(change);
  };
  inner.subscribe({
    change: (change) => (held ? held.push(change) : deliver(change)),
    reset: () => {
      for (const l of listeners) l.reset();
    },
  });
  const feed: ChangeFeed = {
    get live() {
      return inner.live;
    },
    subscribe: (listener) => listeners.push(listener),
    ready: inner.ready,
    close: inner.close,
  };
  return {
    feed,
    hold: () => {
      held = [];
    },
    /** The changes held back so far. */
    held: () => [...(held ?? [])],
    release: () => {
      const changes = held ?? [];
      held = null;
      for (const change of changes) deliver(change);
      return changes;
    },
  };
}
