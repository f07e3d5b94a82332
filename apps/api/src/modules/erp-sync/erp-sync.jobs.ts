import type { FeedName } from '../../erp/erp.types.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { SYNC_ORDER, type SyncDeps, syncCustomer, syncFeed } from './erp-sync.service.js';

/** One queue per feed, so a slow documents sync never holds up a stock sync. */
export const feedQueue = (feed: FeedName) => `erp-sync-${feed}`;
export const CUSTOMER_SYNC_QUEUE = 'erp-sync-customer';

/**
 * How often each feed is pulled (cron, UTC). What users follow closely (documents, open items, stock)
 * every minute; master data every five minutes; reference data hourly.
 */
export const FEED_SCHEDULES: Record<FeedName, string> = {
  salesDocuments: '* * * * *',
  openItems: '* * * * *',
  stock: '* * * * *',
  businessPartners: '*/5 * * * *',
  items: '*/5 * * * *',
  referenceData: '7 * * * *',
};

export interface SyncJobOptions {
  /** Register the cron schedules (one process of a deployment is enough; pg-boss keeps one anyway). */
  isScheduling: boolean;
}

/**
 * Registers the sync workers on pg-boss. Feed queues are `stately`: at most one run queued and one
 * active per feed across every instance, so runs of a feed never overlap and requests coalesce.
 */
export async function registerSyncJobs(
  boss: JobQueue,
  deps: SyncDeps,
  options: SyncJobOptions,
): Promise<void> {
  for (const feed of SYNC_ORDER) {
    const queue = feedQueue(feed);
    await boss.createQueue(queue, {
      name: queue,
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
    });
    await boss.work(queue, async () => {
      await syncFeed(deps, feed);
    });
    if (options.isScheduling) await boss.schedule(queue, FEED_SCHEDULES[feed]);
  }
  await boss.createQueue(CUSTOMER_SYNC_QUEUE, {
    name: CUSTOMER_SYNC_QUEUE,
    policy: 'standard',
    retryLimit: 3,
  });
  await boss.work<{ customerCode: string }>(CUSTOMER_SYNC_QUEUE, async (jobs) => {
    for (const job of jobs) await syncCustomer(deps, job.data.customerCode);
  });
}

/** Asks for a run of every feed now (first start, an administrator's "sync now"). */
export async function requestFullSync(boss: JobQueue): Promise<void> {
  for (const feed of SYNC_ORDER) await boss.send(feedQueue(feed), {});
}

/** Asks for a sync of one customer now (after an order or a return is placed). */
export async function requestCustomerSync(boss: JobQueue, customerCode: string): Promise<void> {
  await boss.send(CUSTOMER_SYNC_QUEUE, { customerCode }, { singletonKey: customerCode });
}
