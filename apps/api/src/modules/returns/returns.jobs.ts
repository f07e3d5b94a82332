import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { RETURN_NOTICE_QUEUE, type ReturnNoticeJob } from './return-events.js';
import { sendReturnNotice } from './return-notices.js';
import { RETURN_QUEUE, type ReturnJob, sendReturnRequest } from './return-submission.js';

/**
 * The returns outbox's queue (D24). A job is committed with the request; a worker that dies mid-job
 * leaves it active until it expires (60 s: one ERP call is bounded by its time-out), then another runs
 * it again with the same portal key. Retries while the ERP is unreachable are new jobs with a growing
 * delay (return-submission.ts), so the job itself retries only on a bug or a lost database.
 */
export const returnsJobs: ModuleJobs = {
  queues: [
    {
      name: RETURN_QUEUE,
      options: { policy: 'standard', retryLimit: 20, retryDelay: 30, expireInSeconds: 60 },
    },
    {
      name: RETURN_NOTICE_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true },
    },
  ],
  work: async (jobs, deps: AppDeps) => {
    await jobs.work<ReturnJob>(RETURN_QUEUE, async (batch) => {
      for (const job of batch) {
        const outcome = await sendReturnRequest(deps, job.data.requestId, job.data.attempt ?? 0);
        // The submitting request is sending it now; look again shortly, in case that request dies.
        if (outcome === 'busy') await jobs.send(RETURN_QUEUE, job.data, { startAfterSeconds: 5 });
      }
    });
    await jobs.work<ReturnNoticeJob>(RETURN_NOTICE_QUEUE, async (batch) => {
      for (const job of batch) await sendReturnNotice(deps, job.data);
    });
  },
};
