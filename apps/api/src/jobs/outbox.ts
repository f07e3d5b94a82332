import { isErpError } from '@selvedge/erp';
import type { Db } from '../db/client.js';
import { type JobQueue, type QueueSpec, workEachJob } from './job-queue.js';

/**
 * The rules the order, return-request and incoming-payment outboxes share (ADR-031): how an attempt's
 * failure is read, when the next try comes, which outage attempts the log shows, the reference a
 * customer quotes, and the attempt of an outbox whose entries the ERP keys by their own id.
 */

/**
 * Seconds before an outbox's next try while the ERP is unreachable: 2, 4, 8 … up to 60 (D24). The
 * ordering and returns outboxes schedule each retry as a new job with this delay.
 */
export function outboxRetryDelaySeconds(attempt: number): number {
  return Math.min(60, 2 ** Math.max(1, Math.min(attempt, 6)));
}

/** Outage attempts are logged at 1, 2, 4, 8 …: a long outage does not fill the log, every phase shows. */
export const isLoggedOutageAttempt = (attempt: number) => attempt > 0 && (attempt & (attempt - 1)) === 0;

/** What a customer quotes to staff: the start of the entry's id, which the error log's search finds. */
export const supportReference = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * What a failed ERP write means for the outbox:
 * - `refused`: the ERP answered no (rejected, or something it does not know): back to the customer;
 * - `outage`: unavailable, and the ERP's health says so too: retried for as long as it lasts;
 * - `failure`: anything else (a defect, data the ERP cannot take, a conflict, or "unavailable" while
 *   the ERP answers its health, which is an ERP failing on this one write): retried a few times, then
 *   handed to staff. `isPossiblySent`: the write may have reached the ERP (only it can say it has it).
 */
export type ErpWriteFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'outage' | 'failure'; message: string; isPossiblySent: boolean };

export async function readErpWriteFailure(
  erp: { health(): Promise<{ isUp: boolean }> },
  error: unknown,
): Promise<ErpWriteFailure> {
  if (isErpError(error, 'rejected') || isErpError(error, 'notFound')) {
    return { kind: 'refused', message: error.erpMessage ?? error.message };
  }
  const isOutage = isErpError(error, 'unavailable') && !(await erp.health()).isUp;
  return {
    kind: isOutage ? 'outage' : 'failure',
    message: error instanceof Error ? error.message || error.name : String(error),
    isPossiblySent: !(isErpError(error) && error.isUnsent),
  };
}

/**
 * The outcomes of one attempt that an outbox settles its own way, each on its own transaction: the
 * ERP's document, its refusal, an outage, or another failure (ErpWriteFailure); each says what came of it.
 */
export interface ErpWriteSteps<Entry, Written, Outcome> {
  /** The entry when it is still to be sent; null when there is nothing (more) to send. */
  load(): Promise<Entry | null>;
  /** The ERP call, outside any transaction, with the entry's id as the portal key. */
  write(entry: Entry): Promise<Written>;
  written(entry: Entry, written: Written): Promise<Outcome>;
  refused(entry: Entry, message: string): Promise<Outcome>;
  outage(entry: Entry, message: string): Promise<Outcome>;
  failed(entry: Entry, message: string): Promise<Outcome>;
}

interface ErpWriteDeps {
  erp: { health(): Promise<{ isUp: boolean }> };
  jobs: Pick<JobQueue, 'prepare' | 'send'>;
}

/**
 * One attempt of an outbox whose entry is its own portal key (return requests, incoming payments):
 * whoever sends it (the request at once, the job's worker, the worker after a restart) sends the same
 * key, and the ERP answers a second call with the first document. `sending`: the outbox's entries this
 * composition is sending now (shared/in-flight.ts), so that its request and its worker never both call
 * the ERP; `busy` when the entry is one of them, `skipped` when there is nothing to send.
 */
export async function attemptErpWrite<Entry, Written, Outcome>(
  deps: ErpWriteDeps,
  sending: Set<string>,
  id: string,
  steps: ErpWriteSteps<Entry, Written, Outcome>,
): Promise<Outcome | 'busy' | 'skipped'> {
  if (sending.has(id)) return 'busy';
  sending.add(id);
  try {
    await deps.jobs.prepare();
    const entry = await steps.load();
    if (!entry) return 'skipped';
    let written: Written;
    try {
      written = await steps.write(entry);
    } catch (error) {
      const failure = await readErpWriteFailure(deps.erp, error);
      if (failure.kind === 'refused') return await steps.refused(entry, failure.message);
      if (failure.kind === 'outage') return await steps.outage(entry, failure.message);
      return await steps.failed(entry, failure.message);
    }
    return await steps.written(entry, written);
  } finally {
    sending.delete(id);
  }
}

/** Sends an entry's next attempt on the caller's transaction, after the outage back-off of its number. */
export async function sendRetry<Job extends { attempt: number }>(
  deps: ErpWriteDeps,
  tx: Db,
  queue: string,
  job: Job,
): Promise<void> {
  await deps.jobs.send(queue, job, { tx, startAfterSeconds: outboxRetryDelaySeconds(job.attempt) });
}

/** A failure that is neither an outage nor a refusal, counted: retried while tries are left (ADR-031). */
export function countFailure(previousFailures: number, tries: number) {
  const failures = previousFailures + 1;
  return { failures, tries, isLastTry: failures >= tries };
}

/**
 * The queue of such an outbox (return requests, incoming payments). A job is committed with the entry;
 * retries while the ERP is unreachable are new jobs with a growing delay, so the job itself retries only
 * on a bug or a lost database. A worker that dies mid-job leaves it active until it expires (60 s: one
 * ERP call is bounded by its time-out), then another runs it again with the same portal key.
 */
export const ERP_WRITE_QUEUE_OPTIONS: QueueSpec['options'] = {
  policy: 'standard',
  retryLimit: 20,
  retryDelay: 30,
  expireInSeconds: 60,
};

/**
 * Works such an outbox's queue, one attempt a job. An entry this process is sending right now (the
 * request that wrote it) is looked at again shortly, in case that request dies.
 */
export function workErpWrites<Data extends object>(
  jobs: JobQueue,
  queue: string,
  attempt: (data: Data) => Promise<string>,
): Promise<void> {
  return workEachJob<Data>(jobs, queue, async (data) => {
    if ((await attempt(data)) === 'busy') await jobs.send(queue, data, { startAfterSeconds: 5 });
  });
}
