import { MAIL_QUEUE_OPTIONS, workEachJob } from '../../jobs/job-queue.js';
import { ERP_WRITE_QUEUE_OPTIONS, workErpWrites } from '../../jobs/outbox.js';
import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { PAYMENT_NOTICE_QUEUE, type PaymentNoticeJob } from './payment-events.js';
import { sendPaymentNotice } from './payment-notices.js';
import {
  checkSettled,
  PAYMENT_POSTING_QUEUE,
  PAYMENT_SETTLE_QUEUE,
  type PaymentPostingJob,
  type PaymentSettleJob,
  postPayment,
} from './payment-posting.js';

/**
 * The payments' queues (ADR-037): the incoming payment's outbox (jobs/outbox.ts: a job per try,
 * committed with the state that needs it), the settle check, and the notices.
 */
export const paymentsJobs: ModuleJobs = {
  queues: [
    { name: PAYMENT_POSTING_QUEUE, options: ERP_WRITE_QUEUE_OPTIONS },
    { name: PAYMENT_SETTLE_QUEUE, options: { policy: 'standard', retryLimit: 5, retryDelay: 60 } },
    { name: PAYMENT_NOTICE_QUEUE, options: MAIL_QUEUE_OPTIONS },
  ],
  work: async (jobs, deps: AppDeps) => {
    await workErpWrites<PaymentPostingJob>(jobs, PAYMENT_POSTING_QUEUE, (job) =>
      postPayment(deps, job.paymentId, job.attempt ?? 0),
    );
    await workEachJob<PaymentSettleJob>(jobs, PAYMENT_SETTLE_QUEUE, (data) => checkSettled(deps, data));
    await workEachJob<PaymentNoticeJob>(jobs, PAYMENT_NOTICE_QUEUE, (data) => sendPaymentNotice(deps, data));
  },
};
