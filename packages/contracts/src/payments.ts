import { z } from 'zod';
import { StoredInteger, UuidText } from './common.js';

/**
 * Paying open invoices online (docs/adr/ADR-037-online-payments.md, docs/spec/beyond.md "Online
 * payments"): the buyer ticks open invoices of one currency and pays their full open amounts at the
 * payment provider (Mollie); the server computes the amount from the read model, never the screen.
 */

/** One payment settles at most this many invoices. */
export const PAYMENT_INVOICES_MAX = 50;

/**
 * A payment's life (apps/api/src/modules/payments/payment.state.ts): created → open (at the checkout)
 * → paidPending (the provider says paid) → posted (the ERP took the incoming payment) → settled (the
 * ERP's open items no longer have the invoices); canceled, expired, failed at the provider;
 * erpRejected: the ERP refused the payment (staff sort it out); postFailed: the ERP could not be
 * reached for long or failed otherwise (staff told, still retried by hand).
 */
export const PAYMENT_STATES = [
  'created',
  'open',
  'paidPending',
  'posted',
  'settled',
  'canceled',
  'expired',
  'failed',
  'erpRejected',
  'postFailed',
] as const;
export const PaymentState = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof PaymentState>;

/**
 * Pay these invoices: ids only. No amount is accepted (the full open amounts are paid: partial payments
 * are refused, ADR-037); `requestKey` makes a double click or a retry answer the first payment.
 */
export const PaymentStartInput = z
  .object({
    requestKey: z.uuid(),
    invoiceIds: z.array(StoredInteger()).min(1).max(PAYMENT_INVOICES_MAX),
  })
  .strict();
export type PaymentStartInput = z.infer<typeof PaymentStartInput>;

export const PaymentInvoice = z.object({
  documentId: z.number().int(),
  documentNumber: z.number().int(),
  /** The open amount paid, in the payment's currency. */
  amount: z.number(),
});
export type PaymentInvoice = z.infer<typeof PaymentInvoice>;

export const OnlinePayment = z.object({
  id: UuidText,
  state: PaymentState,
  currency: z.string(),
  amount: z.number(),
  invoices: z.array(PaymentInvoice),
  /** The provider's checkout while the payment is open; null after. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type OnlinePayment = z.infer<typeof OnlinePayment>;

/** An invoice in a payment still under way (open at the provider, paid and not yet in the ERP's books). */
export const InvoicePaymentState = z.object({
  documentId: z.number().int(),
  paymentId: UuidText,
  state: PaymentState,
});
export type InvoicePaymentState = z.infer<typeof InvoicePaymentState>;

/** What the open items screen asks: whether payments are offered, and the invoices in a payment now. */
export const PaymentOverview = z.object({
  isEnabled: z.boolean(),
  invoices: z.array(InvoicePaymentState),
});
export type PaymentOverview = z.infer<typeof PaymentOverview>;

export const PaymentIdParams = z.object({ id: z.uuid() });
