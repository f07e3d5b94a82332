import { describe, expect, it } from 'vitest';
import { toPayment } from './payments.js';
import type { SapRow } from './values.js';

/**
 * An IncomingPayments row as the Service Layer answers it, read by a company whose local currency is
 * EUR; a test names the fields it is about, the rest is an ordinary payment of an ordinary customer.
 */
const paymentOf = (fields: SapRow) =>
  toPayment({ DocEntry: 1, DocNum: 1, DocDate: '2026-10-02', CardCode: 'C10001', ...fields }, 'EUR');

describe('an incoming payment from SAP', () => {
  it('adds up its means in its own currency and names what it settled in the documents’ currency', () => {
    const payment = paymentOf({
      DocEntry: 41,
      DocNum: 500041,
      DocDate: '2026-10-02T00:00:00Z',
      CardCode: 'C40001',
      DocCurrency: 'GBP',
      CashSum: 10.1,
      TransferSum: 1000.2,
      PaymentChecks: [{ CheckSum: 0.3 }],
      PaymentCreditCards: [{ CreditSum: 5 }],
      PaymentInvoices: [
        { DocEntry: 7, DocNum: 3000007, InvoiceType: 'it_Invoice', SumApplied: 1189.31, AppliedFC: 1022.8 },
        { DocEntry: 2, DocNum: 4000002, InvoiceType: 'it_CredItnote', SumApplied: -8.14, AppliedFC: -7 },
        { DocEntry: 9, DocNum: 9, InvoiceType: 'it_JournalEntry', SumApplied: 1, AppliedFC: 1 },
      ],
    });
    expect(payment).toEqual({
      id: 41,
      number: 500041,
      customerCode: 'C40001',
      date: '2026-10-02',
      currency: 'GBP',
      // 10,10 + 1.000,20 + 0,30 + 5,00 exactly, not 1015.6000000000001.
      amount: 1015.6,
      appliedTo: [
        { document: { kind: 'invoice', id: 7 }, documentNumber: 3000007, amount: 1022.8 },
        { document: { kind: 'creditNote', id: 2 }, documentNumber: 4000002, amount: -7 },
      ],
    });
  });

  it('reads a payment in the local currency from SumApplied, and missing means as nothing', () => {
    const payment = paymentOf({
      DocCurrency: 'EUR',
      TransferSum: 121,
      PaymentInvoices: [{ DocEntry: 3, DocNum: 3, InvoiceType: 'it_Invoice', SumApplied: 121, AppliedFC: 0 }],
    });
    expect(payment.amount).toBe(121);
    expect(payment.appliedTo[0]?.amount).toBe(121);
  });
});
