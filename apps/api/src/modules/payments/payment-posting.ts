import { amountFromCents, type Cents } from '@selvedge/contracts';
import type { IncomingPaymentInput } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { attemptErpWrite, countFailure, sendRetry } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { inFlightPer } from '../../shared/in-flight.js';
import { requestCustomerSync } from '../erp-sync/index.js';
import { findOpenInvoices } from '../sales-documents/index.js';
import { tellPaymentEvent } from './payment-events.js';
import { applyPaymentEvent } from './payment-transitions.js';
import { findById, findInvoices, recordPostFailure } from './payments.repository.js';
import type { OnlinePaymentInvoiceRow, OnlinePaymentRow } from './payments.tables.js';

/**
 * The incoming payment's outbox (ADR-037, as ADR-031): the transaction that marks a payment paid
 * enqueues a posting job; whoever runs it sends the payment's id as the ERP's portal key, and the ERP
 * answers a second call with the first incoming payment, so a retry after a lost answer, a crash or a
 * second worker never books it twice. Three outcomes are told apart: an outage is retried for as long
 * as it lasts, the ERP's refusal is final (erpRejected: the buyer and staff told), anything else is
 * retried a few times and then postFailed (told likewise). Every outcome is a row of the error log.
 */

export const PAYMENT_POSTING_QUEUE = 'online-payment-posting';
export const PAYMENT_SETTLE_QUEUE = 'online-payment-settle';

export interface PaymentPostingJob {
  paymentId: string;
  /** How many times the ERP was unreachable for this payment: the back-off's exponent. */
  attempt?: number;
}

export interface PaymentSettleJob {
  paymentId: string;
  attempt?: number;
}

export type PostingOutcome = 'posted' | 'queued' | 'rejected' | 'failed' | 'skipped' | 'busy';

/** How long the settle check keeps looking for the invoices to leave the open items: 30 × 60 s. */
const SETTLE_CHECKS = 30;
const SETTLE_PAUSE_SECONDS = 60;

const inFlightOf = inFlightPer<AppDeps>();

/** The port's incoming payment: whole invoices in the payment's currency, the provider's id as reference. */
export function erpPaymentInput(
  payment: OnlinePaymentRow,
  invoices: readonly OnlinePaymentInvoiceRow[],
): IncomingPaymentInput {
  return {
    portalKey: payment.id,
    customerCode: payment.customerCode,
    currency: payment.currency,
    amount: amountFromCents(payment.amountCents as Cents),
    reference: payment.providerPaymentId ?? payment.id,
    invoices: invoices.map((invoice) => ({
      id: invoice.invoiceId,
      amount: amountFromCents(invoice.amountCents as Cents),
    })),
  };
}

const scheduleRetry = (deps: AppDeps, tx: Db, paymentId: string, attempt: number) =>
  sendRetry(deps, tx, PAYMENT_POSTING_QUEUE, { paymentId, attempt } satisfies PaymentPostingJob);

/** One try at booking the payment in the ERP. */
export async function postPayment(deps: AppDeps, paymentId: string, attempt = 0): Promise<PostingOutcome> {
  const { db } = deps.database;
  return attemptErpWrite(deps, inFlightOf(deps), paymentId, {
    load: async () => {
      const payment = await findById(db, paymentId);
      return payment?.state === 'paidPending' ? payment : null;
    },
    write: async (payment) =>
      deps.erp.postIncomingPayment(erpPaymentInput(payment, await findInvoices(db, paymentId))),
    written: (payment, placed) => posted(deps, payment, placed),
    refused: (_payment, erpMessage) =>
      db.transaction(async (tx): Promise<PostingOutcome> => {
        const row = await applyPaymentEvent(deps, tx, paymentId, { type: 'erp-rejected', erpMessage });
        if (row) await tellPaymentEvent(deps, tx, row, { kind: 'rejected', message: erpMessage });
        return 'rejected';
      }),
    outage: (payment, message) =>
      db.transaction(async (tx): Promise<PostingOutcome> => {
        await scheduleRetry(deps, tx, paymentId, attempt + 1);
        await tellPaymentEvent(deps, tx, payment, { kind: 'queued', message, attempt: attempt + 1 });
        return 'queued';
      }),
    failed: (payment, message) => failed(deps, payment, message, attempt),
  });
}

/** Booked: the ERP's number stored, the customer's sync and the settle check enqueued with it. */
async function posted(
  deps: AppDeps,
  payment: OnlinePaymentRow,
  placed: { docEntry: number; documentNumber: number },
): Promise<PostingOutcome> {
  const isPosted = await deps.database.db.transaction(async (tx) => {
    const row = await applyPaymentEvent(deps, tx, payment.id, { type: 'erp-accepted', ...placed });
    if (!row) return false;
    await requestCustomerSync(deps.jobs, payment.customerCode, { tx });
    await deps.jobs.send(PAYMENT_SETTLE_QUEUE, { paymentId: payment.id } satisfies PaymentSettleJob, {
      tx,
      startAfterSeconds: 20,
    });
    await tellPaymentEvent(deps, tx, row, { kind: 'posted', documentNumber: placed.documentNumber });
    return true;
  });
  return isPosted ? 'posted' : 'skipped';
}

/** Neither an outage nor a refusal: counted, retried while tries are left, then postFailed (ADR-031). */
async function failed(
  deps: AppDeps,
  payment: OnlinePaymentRow,
  message: string,
  attempt: number,
): Promise<PostingOutcome> {
  const { failures, tries, isLastTry } = countFailure(payment.sendFailures, deps.config.orderPlacement.tries);
  const failure = { sendFailures: failures, sendError: message };
  return deps.database.db.transaction(async (tx) => {
    if (isLastTry) {
      const row = await applyPaymentEvent(deps, tx, payment.id, { type: 'post-failed' }, failure);
      if (!row) return 'skipped';
      await tellPaymentEvent(deps, tx, row, { kind: 'notPosted', message, failures });
      return 'failed';
    }
    await recordPostFailure(tx, payment.id, failure);
    await scheduleRetry(deps, tx, payment.id, attempt + 1);
    await tellPaymentEvent(deps, tx, payment, { kind: 'attemptFailed', message, failures, tries });
    return 'queued';
  });
}

/**
 * Settled: the read model's open items no longer have any of the payment's invoices (the customer's sync
 * brought the ERP's news). True when it is settled now.
 */
export async function settleIfClosed(deps: AppDeps, paymentId: string): Promise<boolean> {
  const { db } = deps.database;
  const payment = await findById(db, paymentId);
  if (!payment || payment.state !== 'posted') return payment?.state === 'settled';
  const invoices = await findInvoices(db, paymentId);
  const stillOpen = await findOpenInvoices(
    db,
    { customerCode: payment.customerCode, shipToId: null },
    invoices.map((invoice) => invoice.invoiceId),
  );
  if (stillOpen.length > 0) return false;
  return db.transaction(async (tx) => {
    const row = await applyPaymentEvent(deps, tx, paymentId, { type: 'settled' });
    if (row) await tellPaymentEvent(deps, tx, row, { kind: 'settled' });
    return row !== null;
  });
}

/** The settle job: looks again a minute later until the invoices are closed, for half an hour. */
export async function checkSettled(deps: AppDeps, job: PaymentSettleJob): Promise<void> {
  if (await settleIfClosed(deps, job.paymentId)) return;
  const attempt = (job.attempt ?? 0) + 1;
  const payment = await findById(deps.database.db, job.paymentId);
  if (payment?.state !== 'posted' || attempt >= SETTLE_CHECKS) return;
  await deps.jobs.send(
    PAYMENT_SETTLE_QUEUE,
    { paymentId: job.paymentId, attempt } satisfies PaymentSettleJob,
    {
      startAfterSeconds: SETTLE_PAUSE_SECONDS,
    },
  );
}
