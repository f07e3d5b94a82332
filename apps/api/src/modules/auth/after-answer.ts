import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../shared/deps.js';
import { inFlightPer } from '../../shared/in-flight.js';

/**
 * Work a request starts only once its answer is out (the forgot-password answer must not take longer
 * for an address that has an account). Tracked per composition (its deps object:
 * tests run two "processes" in one), so that shutdown and tests can wait for it; a failure is written to
 * the process log, never lost.
 */
const pendingSet = inFlightPer<AppDeps, Promise<void>>();

/** Runs `work` once the reply has been sent (or the client went away), tracked until it settles. */
export function afterAnswer(
  deps: AppDeps,
  reply: FastifyReply,
  what: string,
  work: () => Promise<void>,
): void {
  const answered = new Promise<void>((resolve) => {
    finished(reply.raw, () => resolve());
  });
  const pending = pendingSet(deps);
  const run: Promise<void> = answered
    .then(work)
    .catch((error: unknown) => deps.log.error({ err: error }, `${what} failed after the answer`))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once no work started by `afterAnswer` is left, including work started meanwhile. */
export async function afterAnswerWorkDone(deps: AppDeps): Promise<void> {
  const pending = pendingSet(deps);
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
