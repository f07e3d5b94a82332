import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { sendOrderConfirmation } from './order-confirmation.js';
import { CONFIRMATION_QUEUE, PLACEMENT_QUEUE, type PlacementJob, placeDraft } from './order-placement.js';

/**
 * The ordering outbox's queues (D24). A placement job is committed with the approval; a worker that
 * dies mid-job leaves it active until it expires (60 s: one ERP call is bounded by its 3 s time-out),
 * then another worker, after a restart too, runs it again with the same placement key. Retries while
 * the ERP is unreachable are new jobs with a growing delay (order-placement.ts), so the job itself
 * only retries on a bug or a lost database.
 */
export const orderingJobs: ModuleJobs = {
  queues: [
    {
      name: PLACEMENT_QUEUE,
      options: { policy: 'standard', retryLimit: 20, retryDelay: 30, expireInSeconds: 60 },
    },
    {
      name: CONFIRMATION_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true },
    },
  ],
  work: async (jobs, deps: AppDeps) => {
    await jobs.work<PlacementJob>(PLACEMENT_QUEUE, async (batch) => {
      for (const job of batch) {
        const outcome = await placeDraft(deps, job.data.draftId, job.data.attempt ?? 0);
        // The approving request is placing it now; look again shortly, in case that request dies.
        if (outcome === 'busy') await jobs.send(PLACEMENT_QUEUE, job.data, { startAfterSeconds: 5 });
      }
    });
    await jobs.work<{ draftId: string }>(CONFIRMATION_QUEUE, async (batch) => {
      for (const job of batch) await sendOrderConfirmation(deps, job.data.draftId);
    });
  },
};
