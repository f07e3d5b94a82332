import { randomUUID } from 'node:crypto';
import {
  addCents,
  amountFromCents,
  type Cents,
  centsFromAmount,
  sumCents,
  ZERO_CENTS,
} from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { type ErpContractSetup, pullRows } from './erp.contract.support.js';

const cents = (amount: number): Cents => centsFromAmount(amount);

/**
 * getPayments (the statement of account): a customer's incoming payments are whole cents in their own
 * currency, newest first, within the dates asked for, and what each settled is an invoice or credit note
 * of that same customer in that currency, never more than the payment.
 */
export function describePaymentsContract(context: () => ErpContractSetup): void {
  describe('payments (getPayments)', () => {
    it("lists the customer's payments newest first, each settling the customer's own documents", async () => {
      const { port, fixtures } = context();
      const payments = await port.getPayments({ customerCode: fixtures.customerCode, from: '2000-01-01' });
      expect(payments.length).toBeGreaterThan(0);
      const { rows: documents } = await pullRows(port, 'salesDocuments', null, fixtures.customerCode);
      const byKey = new Map(documents.map((doc) => [`${doc.kind}:${doc.id}`, doc]));
      for (const payment of payments) {
        expect(payment.customerCode).toBe(fixtures.customerCode);
        expect(payment.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(cents(payment.amount)).toBeGreaterThan(0);
        let applied = ZERO_CENTS;
        for (const application of payment.appliedTo) {
          const doc = byKey.get(`${application.document.kind}:${application.document.id}`);
          expect(
            doc,
            `payment ${payment.number}: ${application.document.kind} ${application.document.id}`,
          ).toBeDefined();
          expect(doc?.currency).toBe(payment.currency);
          expect(doc?.number).toBe(application.documentNumber);
          applied = addCents(applied, cents(application.amount));
        }
        expect(applied).toBeLessThanOrEqual(cents(payment.amount));
      }
      const dates = payments.map((p) => p.date);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('answers only payments from the date asked for, and none for an unknown customer', async () => {
      const { port, fixtures } = context();
      const all = await port.getPayments({ customerCode: fixtures.customerCode, from: '2000-01-01' });
      const middle = all[Math.floor(all.length / 2)]?.date ?? '2000-01-01';
      const recent = await port.getPayments({ customerCode: fixtures.customerCode, from: middle });
      expect(recent.every((p) => p.date >= middle)).toBe(true);
      expect(recent.map((p) => p.id)).toEqual(all.filter((p) => p.date >= middle).map((p) => p.id));
      expect(await port.getPayments({ customerCode: 'NO-SUCH-CUSTOMER', from: '2000-01-01' })).toEqual([]);
    });
  });
}

/**
 * postIncomingPayment (online payments, ADR-037): a payment settles whole open invoices of the customer
 * in one currency, once per portal key; the next open items pull no longer has them. What does not add
 * up (an amount that is not what is open, another customer's invoice, an invoice paid already) is
 * refused and changes nothing.
 */
export function describeIncomingPaymentContract(context: () => ErpContractSetup): void {
  describe('incoming payments (postIncomingPayment)', () => {
    const openInvoices = async (customerCode: string) => {
      const { rows } = await pullRows(context().port, 'openItems', null, customerCode);
      return rows.filter((row) => row.document.kind === 'invoice' && cents(row.openAmount) > 0);
    };

    it('settles whole open invoices once per portal key, and the open items drop them', async () => {
      const { port, fixtures } = context();
      const open = await openInvoices(fixtures.customerCode);
      const currency = open[0]?.currency as string;
      const paid = open.filter((row) => row.currency === currency).slice(0, 2);
      expect(paid.length).toBeGreaterThan(0);
      const input = {
        portalKey: `contract-payment-${randomUUID()}`,
        customerCode: fixtures.customerCode,
        currency,
        amount: amountFromCents(sumCents(paid.map((row) => cents(row.openAmount)))),
        reference: 'tr_contract',
        invoices: paid.map((row) => ({ id: row.document.id, amount: row.openAmount })),
      };
      const first = await port.postIncomingPayment(input);
      // A retry after a lost answer: the same payment, not a second one.
      expect(await port.postIncomingPayment(input)).toEqual(first);
      expect(first.docEntry).toBeGreaterThan(0);
      const after = new Set((await openInvoices(fixtures.customerCode)).map((row) => row.id));
      for (const row of paid) expect(after.has(row.id), row.id).toBe(false);
      // Paid already: a new key for the same invoice is refused.
      await expect(
        port.postIncomingPayment({ ...input, portalKey: `contract-payment-${randomUUID()}` }),
      ).rejects.toMatchObject({ kind: expect.stringMatching(/^(rejected|notFound)$/) });
    });

    it('refuses an amount that is not what is open, and another customer keeps its invoice', async () => {
      const { port, fixtures } = context();
      const [invoice] = await openInvoices(fixtures.customerCode);
      expect(invoice).toBeDefined();
      const row = invoice as NonNullable<typeof invoice>;
      const less = amountFromCents((cents(row.openAmount) - 1) as Cents);
      await expect(
        port.postIncomingPayment({
          portalKey: `contract-payment-${randomUUID()}`,
          customerCode: fixtures.customerCode,
          currency: row.currency,
          amount: less,
          reference: 'tr_partial',
          invoices: [{ id: row.document.id, amount: less }],
        }),
      ).rejects.toMatchObject({ kind: 'rejected' });
      await expect(
        port.postIncomingPayment({
          portalKey: `contract-payment-${randomUUID()}`,
          customerCode: fixtures.addressBookCustomerCode,
          currency: row.currency,
          amount: row.openAmount,
          reference: 'tr_other',
          invoices: [{ id: row.document.id, amount: row.openAmount }],
        }),
      ).rejects.toMatchObject({ kind: expect.stringMatching(/^(rejected|notFound)$/) });
      const still = (await openInvoices(fixtures.customerCode)).find((r) => r.id === row.id);
      expect(still?.openAmount).toBe(row.openAmount);
    });
  });
}
