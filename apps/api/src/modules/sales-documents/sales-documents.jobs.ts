import { MAIL_QUEUE_OPTIONS, workEachJob } from '../../jobs/job-queue.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { sendDeliveryMail } from './delivery-mail.js';
import { DELIVERY_MAIL_QUEUE, type DeliveryMailJob } from './delivery-mail-outbox.js';

/**
 * The shipping mail's queue: its jobs are written with the delivery (delivery-mail-outbox.ts); a mail
 * server that fails is tried again with a growing pause, as the order confirmation is.
 */
export const salesDocumentsJobs: ModuleJobs = {
  queues: [{ name: DELIVERY_MAIL_QUEUE, options: MAIL_QUEUE_OPTIONS }],
  work: async (jobs, deps: AppDeps) => {
    await workEachJob<DeliveryMailJob>(jobs, DELIVERY_MAIL_QUEUE, (data) => sendDeliveryMail(deps, data));
  },
};
