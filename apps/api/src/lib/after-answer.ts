/**
 * Work that must neither delay an answer nor show in its timing: mail hand-offs whose presence
 * depends on whether an address exists (password reset, verification mails). The handler answers
 * at once; the task starts on the next turn of the event loop. A failure is logged, never answered.
 *
 *   runAfterAnswer(request.log, 'password reset mail', () => requestPasswordReset(ctx, email));
 *
 * `settleAfterAnswer()` waits for every task started so far (graceful shutdown, tests).
 */
type Log = { error: (obj: object, msg: string) => void };

const pending = new Set<Promise<void>>();

export function runAfterAnswer(log: Log, what: string, task: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, `${what} failed`))
    .finally(() => pending.delete(run));
  pending.add(run);
}

export async function settleAfterAnswer(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
