import { amountFromCents, type Cents, roundDecimal } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { type OutboxLogLine, outboxLog, writeOutboxLog } from '../logs/index.js';
import type { OnlinePaymentRow } from './payments.tables.js';

/**
 * What the payments tell, and whom (ADR-037, as the order outbox does, ADR-031): every event of a
 * payment is a row of the error log with the payment's id as reference id, on the transaction that
 * writes it; a payment received that the ERP refused or could not take is mailed to the buyer and to
 * the notification addresses through the notice queue.
 */

export const PAYMENT_NOTICE_QUEUE = 'online-payment-notice';

export interface PaymentNoticeJob {
  paymentId: string;
}

export type PaymentLogEvent =
  | { kind: 'started' }
  | { kind: 'paid' }
  | { kind: 'notPaid'; status: string }
  | { kind: 'posted'; documentNumber: number }
  | { kind: 'queued'; message: string; attempt: number }
  | { kind: 'attemptFailed'; message: string; failures: number; tries: number }
  | { kind: 'notPosted'; message: string; failures: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'settled' };

/** "EUR 1.234,56": the payment's amount as the mails and the log write it (foundations 1). */
export function formatPaymentAmount(cents: number, currency: string): string {
  const [whole = '', fraction = ''] = roundDecimal(amountFromCents(cents as Cents), 2).split('.');
  return `${currency} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

function logOf(payment: OnlinePaymentRow, event: PaymentLogEvent): OutboxLogLine | null {
  const subject = `Online payment of ${payment.customerCode} (${formatPaymentAmount(payment.amountCents, payment.currency)})`;
  switch (event.kind) {
    case 'started':
      return { level: 'info', event: 'PAYMENT_STARTED', message: `${subject} started at the provider` };
    case 'paid':
      return { level: 'info', event: 'PAYMENT_PAID', message: `${subject} paid at the provider` };
    case 'notPaid':
      return { level: 'info', event: 'PAYMENT_NOT_PAID', message: `${subject} not paid: ${event.status}` };
    case 'posted':
      return {
        level: 'info',
        event: 'PAYMENT_POSTED',
        message: `${subject} booked in the ERP as incoming payment ${event.documentNumber}`,
      };
    case 'queued':
      return outboxLog.queued('PAYMENT_QUEUED', subject, event.attempt, event.message);
    case 'attemptFailed':
      return outboxLog.attemptFailed('PAYMENT_POST_FAILED', subject, event, event.message);
    case 'notPosted':
      return outboxLog.gaveUp(
        'PAYMENT_NOT_POSTED',
        subject,
        'booked in the ERP',
        event.failures,
        event.message,
      );
    case 'rejected':
      return outboxLog.rejected('PAYMENT_REJECTED', subject, event.message);
    case 'settled':
      return {
        level: 'info',
        event: 'PAYMENT_SETTLED',
        message: `${subject} settled: the invoices are closed`,
      };
  }
}

/** Logs the event and, for a payment the ERP did not take, sends its notices, on the event's transaction. */
export async function tellPaymentEvent(
  deps: AppDeps,
  tx: Db,
  payment: OnlinePaymentRow,
  event: PaymentLogEvent,
): Promise<void> {
  await writeOutboxLog(tx, logOf(payment, event), payment, {
    paymentId: payment.id,
    providerPaymentId: payment.providerPaymentId,
  });
  if (event.kind === 'rejected' || event.kind === 'notPosted') {
    await deps.jobs.send(PAYMENT_NOTICE_QUEUE, { paymentId: payment.id } satisfies PaymentNoticeJob, { tx });
  }
}
