import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerRequestRows } from '../../db/customer-requests.js';
import { firstRow } from '../../db/first-row.js';
import type { PaymentChange } from './payment.state.js';
import {
  type OnlinePaymentInvoiceRow,
  type OnlinePaymentRow,
  onlinePaymentInvoices,
  onlinePayments,
} from './payments.tables.js';

const paymentRows = customerRequestRows(onlinePayments);

export type NewPayment = Pick<
  OnlinePaymentRow,
  'requestKey' | 'userId' | 'customerCode' | 'currency' | 'amountCents'
>;
export type NewPaymentInvoice = Pick<OnlinePaymentInvoiceRow, 'invoiceId' | 'documentNumber' | 'amountCents'>;

/**
 * Writes the payment and claims its invoices. Undefined when the user sent this key before (the unique
 * key index decides); a unique violation on the claim index (an invoice in a payment under way) is the
 * caller's to tell: it rolls the transaction back.
 */
export async function insertPayment(
  db: Db,
  payment: NewPayment,
  invoices: readonly NewPaymentInvoice[],
): Promise<OnlinePaymentRow | undefined> {
  const row = await paymentRows.insertOnce(db, payment);
  if (!row) return undefined;
  await db
    .insert(onlinePaymentInvoices)
    .values(invoices.map((invoice) => ({ ...invoice, paymentId: row.id })));
  return row;
}

/** By the screen's key, by id, and by id under the row lock: events of one payment apply one at a time. */
export const { findByKey, findById, lockById } = paymentRows;

export function findByProviderId(db: Db, providerPaymentId: string): Promise<OnlinePaymentRow | undefined> {
  return firstRow(db, onlinePayments, eq(onlinePayments.providerPaymentId, providerPaymentId));
}

export function findInvoices(db: Db, paymentId: string): Promise<OnlinePaymentInvoiceRow[]> {
  return db
    .select()
    .from(onlinePaymentInvoices)
    .where(eq(onlinePaymentInvoices.paymentId, paymentId))
    .orderBy(onlinePaymentInvoices.documentNumber);
}

/** What a failed attempt to post writes besides the state (ADR-031). */
export interface PostFailure {
  sendFailures: number;
  sendError: string;
}

export async function applyChange(
  db: Db,
  id: string,
  change: PaymentChange,
  stamps: { paidAt?: Date; postedAt?: Date },
  failure?: PostFailure,
): Promise<void> {
  await db
    .update(onlinePayments)
    .set({ ...change, ...stamps, ...failure })
    .where(eq(onlinePayments.id, id));
}

export async function recordPostFailure(db: Db, id: string, failure: PostFailure): Promise<void> {
  await db.update(onlinePayments).set(failure).where(eq(onlinePayments.id, id));
}

/** Lets a payment's invoices go (it took no money): they may be paid again. */
export async function releaseInvoices(db: Db, paymentId: string): Promise<void> {
  await db
    .update(onlinePaymentInvoices)
    .set({ isClaimed: false })
    .where(eq(onlinePaymentInvoices.paymentId, paymentId));
}

/** The customer's invoices claimed by a payment (any state that keeps them), with that payment's state. */
export function findClaimedInvoices(
  db: Db,
  customerCode: string,
  invoiceIds?: readonly number[],
): Promise<{ invoiceId: number; paymentId: string; state: OnlinePaymentRow['state'] }[]> {
  return db
    .select({
      invoiceId: onlinePaymentInvoices.invoiceId,
      paymentId: onlinePayments.id,
      state: onlinePayments.state,
    })
    .from(onlinePaymentInvoices)
    .innerJoin(onlinePayments, eq(onlinePayments.id, onlinePaymentInvoices.paymentId))
    .where(
      and(
        eq(onlinePayments.customerCode, customerCode),
        eq(onlinePaymentInvoices.isClaimed, true),
        invoiceIds ? inArray(onlinePaymentInvoices.invoiceId, [...invoiceIds]) : undefined,
      ),
    );
}
