/**
 * Group commit for one kind of write: calls made while a write is in flight wait and then go to the
 * database together, as one statement (and one transaction). A lone call is written at once, so an
 * idle server adds no delay; a busy one pays the statement's fixed costs (a round trip, waking the
 * database backend, the commit, its change notifications) once per batch instead of once per call.
 *
 * `write(items)` answers one output per item, in order. When a batch of several fails, each item is
 * retried alone, so one bad item (say, a user deleted meanwhile) fails only its own call.
 */
export type WriteBatcher<I, O> = (item: I) => Promise<O>;

export function createWriteBatcher<I, O>(
  write: (items: I[]) => Promise<O[]>,
  options: { maxBatch: number; maxInFlight: number },
): WriteBatcher<I, O> {
  type Pending = { item: I; resolve: (out: O) => void; reject: (err: unknown) => void };
  const queue: Pending[] = [];
  let inFlight = 0;

  const settle = (batch: Pending[], outs: O[]) => {
    batch.forEach((p, i) => {
      const out = outs[i];
      if (out === undefined) p.reject(new Error('the batch write answered fewer outputs than items'));
      else p.resolve(out);
    });
  };
  const run = async (batch: Pending[]) => {
    try {
      settle(batch, await write(batch.map((p) => p.item)));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      // One at a time: the retries stay within this batch's share of the database.
      for (const p of batch) {
        try {
          settle([p], await write([p.item]));
        } catch (one) {
          p.reject(one);
        }
      }
    }
  };
  const pump = () => {
    while (inFlight < options.maxInFlight && queue.length) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
