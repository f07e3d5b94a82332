import { MAIL_QUEUE_OPTIONS, workEachJob } from '../../jobs/job-queue.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { forEachAtMost } from '../../shared/for-each-at-most.js';
import { sendOrderConfirmation } from './order-confirmation.js';
import {
  CONFIRMATION_QUEUE,
  PLACEMENT_QUEUE,
  PLACEMENT_SWEEP_QUEUE,
  type PlacementJob,
  placeDraft,
  sweepOverduePlacements,
} from './order-placement.js';
import { PLACEMENT_NOTICE_QUEUE, type PlacementNoticeJob } from './placement-events.js';
import { sendPlacementNotice } from './placement-notices.js';

/** Jobs a worker takes at once, and how many of them call the ERP at the same time. */
const PLACEMENT_BATCH = 8;
const PLACEMENT_CONCURRENCY = 4;

/**
 * The ordering outbox's queues (D24, ADR-031). A placement job is committed with the approval and
 * with every retry. Its worker polls twice a second and places a batch side by side (the ERP call is
 * most of an attempt's time). A worker that dies mid-job leaves the job active until it expires; pg-boss's
 * maintenance, every 10 s (job-queue.ts), then hands it to another worker, which finds the attempt's
 * lease run out (or waits for it) and places the order with the same key. The sweep catches any draft
 * whose job was lost.
 */
export const orderingJobs: ModuleJobs = {
  queues: [
    {
      name: PLACEMENT_QUEUE,
      // Retries only for a failure around the attempt (the database); the outbox schedules its own.
      options: { policy: 'standard', retryLimit: 20, retryDelay: 2, retryBackoff: true, expireInSeconds: 30 },
    },
    {
      name: PLACEMENT_SWEEP_QUEUE,
      options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 60 },
      cron: '* * * * *',
    },
    { name: PLACEMENT_NOTICE_QUEUE, options: MAIL_QUEUE_OPTIONS },
    { name: CONFIRMATION_QUEUE, options: MAIL_QUEUE_OPTIONS },
  ],
  work: async (jobs, deps: AppDeps) => {
    await jobs.work<PlacementJob>(
      PLACEMENT_QUEUE,
      async (batch) => {
        await forEachAtMost(batch, PLACEMENT_CONCURRENCY, async (job) => {
          const outcome = await placeDraft(deps, job.data.draftId);
          // Another attempt holds the draft: come back when its lease ends, in case its process died.
          if (outcome.kind === 'busy') {
            const seconds = Math.max(1, Math.ceil((outcome.until.getTime() - Date.now()) / 1000) + 1);
            await jobs.send(PLACEMENT_QUEUE, job.data, { startAfterSeconds: seconds });
          }
        });
      },
      { batchSize: PLACEMENT_BATCH, pollingIntervalSeconds: 0.5 },
    );
    await jobs.work(PLACEMENT_SWEEP_QUEUE, async () => {
      const sent = await sweepOverduePlacements(deps);
      if (sent > 0) deps.log.warn({ drafts: sent }, 'order placements overdue: new jobs sent');
    });
    await workEachJob<PlacementNoticeJob>(jobs, PLACEMENT_NOTICE_QUEUE, (data) =>
      sendPlacementNotice(deps, data),
    );
    await workEachJob<{ draftId: string }>(jobs, CONFIRMATION_QUEUE, (data) =>
      sendOrderConfirmation(deps, data.draftId),
    );
  },
};
