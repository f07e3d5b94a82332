import { addCents, type Cents, centsFromAmount, ZERO_CENTS } from '@selvedge/contracts';
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
