import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, customerRequestColumns, erpOutboxColumns } from '../../db/columns.js';
import { PAYMENT_STATES } from './payment.state.js';

/**
 * Online payments of open invoices (ADR-037), kept from the buyer's click until the ERP's open items no
 * longer show the invoices: the payment's record and the outbox of its incoming payment. The state moves
 * only through payment.state.ts; the id is the provider's idempotency key and the ERP's portal key.
 * Amounts in cents (ADR-014) in the invoices' one currency.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    ...customerRequestColumns,
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('created'),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The provider's payment (Mollie tr_…), once created. */
    providerPaymentId: text('provider_payment_id'),
    checkoutUrl: text('checkout_url'),
    ...erpOutboxColumns,
    paidAt: timestamp('paid_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_payments_key_idx').on(t.userId, t.requestKey),
    uniqueIndex('online_payments_provider_idx').on(t.providerPaymentId),
    index('online_payments_customer_idx').on(t.customerCode, t.createdAt),
  ],
);

/**
 * The invoices a payment settles, each in full. `isClaimed` stays true while the payment may take or
 * has taken the money; the unique index on claimed invoices is the guard that makes a double click, two
 * tabs or two colleagues at once start one payment per invoice, whatever the timing.
 */
export const onlinePaymentInvoices = pgTable(
  'online_payment_invoices',
  {
    paymentId: belongsTo('payment_id', () => onlinePayments.id),
    invoiceId: integer('invoice_id').notNull(),
    documentNumber: integer('document_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    isClaimed: boolean('is_claimed').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    uniqueIndex('online_payment_invoices_claim_idx').on(t.invoiceId).where(sql`${t.isClaimed}`),
  ],
);

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;
export type OnlinePaymentInvoiceRow = typeof onlinePaymentInvoices.$inferSelect;
