import { MAIL_QUEUE_OPTIONS, workEachJob } from '../../jobs/job-queue.js';
import { ERP_WRITE_QUEUE_OPTIONS, workErpWrites } from '../../jobs/outbox.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { RETURN_NOTICE_QUEUE, type ReturnNoticeJob } from './return-events.js';
import { sendReturnNotice } from './return-notices.js';
import { RETURN_QUEUE, type ReturnJob, sendReturnRequest } from './return-submission.js';

/**
 * The returns outbox's queue (D24), an outbox of ERP writes (jobs/outbox.ts): a job is committed with
 * the request, retries while the ERP is unreachable are new jobs with a growing delay
 * (return-submission.ts); and the notices of requests that failed.
 */
export const returnsJobs: ModuleJobs = {
  queues: [
    { name: RETURN_QUEUE, options: ERP_WRITE_QUEUE_OPTIONS },
    { name: RETURN_NOTICE_QUEUE, options: MAIL_QUEUE_OPTIONS },
  ],
  work: async (jobs, deps: AppDeps) => {
    await workErpWrites<ReturnJob>(jobs, RETURN_QUEUE, (job) =>
      sendReturnRequest(deps, job.requestId, job.attempt ?? 0),
    );
    await workEachJob<ReturnNoticeJob>(jobs, RETURN_NOTICE_QUEUE, (data) => sendReturnNotice(deps, data));
  },
};
