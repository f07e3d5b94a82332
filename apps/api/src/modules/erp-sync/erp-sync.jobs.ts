import type { FeedName } from '@selvedge/erp';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, type QueueSpec, type SendOptions, workEachJob } from '../../jobs/job-queue.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { runFeed } from './erp-sync.runs.js';
import { SYNC_ORDER, type SyncDeps, syncCustomer } from './erp-sync.service.js';
import { FEED_SCHEDULES } from './feed-status.js';

/** One queue per feed, so a slow documents sync never holds up a stock sync. */
export const feedQueue = (feed: FeedName) => `erp-sync-${feed}`;
export const CUSTOMER_SYNC_QUEUE = 'erp-sync-customer';

const syncDepsOf = (deps: AppDeps): SyncDeps => ({
  db: deps.database.db,
  erp: deps.erp,
  clock: deps.clock,
  jobs: deps.jobs,
});

/**
 * The sync's queues and workers. Feed queues are `stately`: at most one run queued and one active per
 * feed across every instance, so runs of a feed never overlap and requests coalesce.
 */
export const erpSyncJobs: ModuleJobs = {
  queues: [
    ...SYNC_ORDER.map(
      (feed): QueueSpec => ({
        name: feedQueue(feed),
        options: { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true },
        cron: FEED_SCHEDULES[feed],
      }),
    ),
    { name: CUSTOMER_SYNC_QUEUE, options: { policy: 'standard', retryLimit: 3 } },
  ],
  work: (jobs, deps) => registerSyncWorkers(jobs, syncDepsOf(deps), deps.log),
};

/** The sync's workers on the queue (also for tests that drive the sync on a database of their own). */
export async function registerSyncWorkers(
  jobs: JobQueue,
  deps: SyncDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  const failuresInARow = new Map<FeedName, number>();
  for (const feed of SYNC_ORDER) {
    await jobs.work(feedQueue(feed), async () => {
      await runFeed(deps, log, feed, failuresInARow);
    });
  }
  await workEachJob<{ customerCode: string }>(jobs, CUSTOMER_SYNC_QUEUE, (data) =>
    syncCustomer(deps, data.customerCode),
  );
}

/** Asks for a run of every feed now (first start, an administrator's "sync now"). */
export async function requestFullSync(jobs: JobQueue): Promise<void> {
  for (const feed of SYNC_ORDER) await requestFeedSync(jobs, feed);
}

/**
 * Asks for a run of one feed now, beside its schedule (a stale stock snapshot, D29). The queue is
 * stately: however many ask, at most one run waits.
 */
export async function requestFeedSync(jobs: JobQueue, feed: FeedName): Promise<void> {
  await jobs.send(feedQueue(feed), {});
}

/**
 * Asks for a sync of one customer now (after an order or a return is placed); with `tx`, as part of
 * the caller's transaction.
 */
export async function requestCustomerSync(
  jobs: JobQueue,
  customerCode: string,
  options: Pick<SendOptions, 'tx'> = {},
): Promise<void> {
  await jobs.send(CUSTOMER_SYNC_QUEUE, { customerCode }, { ...options, singletonKey: customerCode });
}
