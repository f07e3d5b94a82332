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
 * The payments' queues (ADR-037): the incoming payment's outbox (a job per try, committed with the
 * state that needs it), the settle check, and the notices. A worker that dies mid-job leaves it active
 * until it expires (60 s: one ERP call is bounded by its time-out), then another runs it again with the
 * same portal key.
 */
export const paymentsJobs: ModuleJobs = {
  queues: [
    {
      name: PAYMENT_POSTING_QUEUE,
      options: { policy: 'standard', retryLimit: 20, retryDelay: 30, expireInSeconds: 60 },
    },
    { name: PAYMENT_SETTLE_QUEUE, options: { policy: 'standard', retryLimit: 5, retryDelay: 60 } },
    {
      name: PAYMENT_NOTICE_QUEUE,
      options: { policy: 'standard', retryLimit: 10, retryDelay: 60, retryBackoff: true },
    },
  ],
  work: async (jobs, deps: AppDeps) => {
    await jobs.work<PaymentPostingJob>(PAYMENT_POSTING_QUEUE, async (batch) => {
      for (const job of batch) {
        const outcome = await postPayment(deps, job.data.paymentId, job.data.attempt ?? 0);
        if (outcome === 'busy') await jobs.send(PAYMENT_POSTING_QUEUE, job.data, { startAfterSeconds: 5 });
      }
    });
    await jobs.work<PaymentSettleJob>(PAYMENT_SETTLE_QUEUE, async (batch) => {
      for (const job of batch) await checkSettled(deps, job.data);
    });
    await jobs.work<PaymentNoticeJob>(PAYMENT_NOTICE_QUEUE, async (batch) => {
      for (const job of batch) await sendPaymentNotice(deps, job.data);
    });
  },
};
