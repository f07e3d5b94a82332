import { randomUUID } from 'node:crypto';
import {
  type Cents,
  centsFromAmount,
  documentTotalsCents,
  lineTotalCents,
  subtractCents,
  ZERO_CENTS,
} from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { type CurrencyContractFixtures, type ErpContractSetup, pullRows } from './erp.contract.support.js';
import type { BusinessPartner, SalesDocument } from './erp.types.js';

/**
 * Currencies (ADR-014: amounts in the document's currency): a customer in another currency than the one the
 * ERP keeps its books in sees its documents and open items in its own currency and in that currency's
 * figures, and no customer's currency is anything but a currency an order is posted in (SAP's "##", all
 * currencies, is the local currency).
 */
const cents = (amount: number): Cents => centsFromAmount(amount);

/**
 * Every figure in the document's currency: each line's total is its price (in the document's currency)
 * × its quantity, rounded once, and the lines add up to the document's totals, VAT per VAT group.
 */
function expectLinesAddUp(doc: SalesDocument): void {
  for (const line of doc.lines)
    expect(cents(line.lineTotal), `${doc.kind} ${doc.id} line ${line.lineNumber}: price × quantity`).toBe(
      lineTotalCents(String(line.price), String(line.quantity)),
    );
  const totals = documentTotalsCents(
    doc.lines.map((l) => ({ net: cents(l.lineTotal), vatPercent: l.vatPercent, vatGroup: l.vatGroup })),
  );
  expect(totals, `${doc.kind} ${doc.id}: lines against totals`).toEqual({
    net: cents(doc.totals.net),
    vat: cents(doc.totals.vat),
    gross: cents(doc.totals.gross),
  });
}

export function describeCurrencyContract(context: () => ErpContractSetup): void {
  describe('currencies: amounts in the document currency', () => {
    const fixtures = (): CurrencyContractFixtures | undefined => context().currencies;
    let partners: BusinessPartner[] | undefined;
    const customers = async () => {
      partners ??= (await pullRows(context().port, 'businessPartners', null)).rows;
      return partners;
    };

    it('every customer has a real currency code; the local customer documents in the local currency', async (test) => {
      const setup = fixtures();
      if (!setup) return test.skip();
      for (const customer of await customers())
        expect(customer.currency, customer.code).toMatch(/^[A-Z]{3}$/);
      const local = context().fixtures.customerCode;
      const { rows } = await pullRows(context().port, 'salesDocuments', null, local);
      expect(rows.length).toBeGreaterThan(0);
      for (const doc of rows) expect(doc.currency, `${doc.kind} ${doc.id}`).toBe(setup.localCurrency);
    });

    it("a foreign-currency customer's documents and open items are in its currency, in that currency's figures", async (test) => {
      const setup = fixtures();
      if (!setup) return test.skip();
      const port = context().port;
      const foreign = (await customers()).filter((c) => c.currency !== setup.localCurrency);
      expect(foreign.length, 'a customer in another currency').toBeGreaterThan(0);
      let checked = 0;
      for (const customer of foreign) {
        const { rows: documents } = await pullRows(port, 'salesDocuments', null, customer.code);
        for (const doc of documents) {
          expect(doc.currency, `${doc.kind} ${doc.id}`).toBe(customer.currency);
          expectLinesAddUp(doc);
          checked += 1;
        }
        const invoices = new Map(
          documents.filter((d) => d.kind === 'invoice' || d.kind === 'creditNote').map((d) => [d.id, d]),
        );
        const { rows: openItems } = await pullRows(port, 'openItems', null, customer.code);
        for (const item of openItems) {
          expect(item.currency, item.id).toBe(customer.currency);
          const doc = invoices.get(item.document.id);
          if (!doc) continue;
          // The open item's total is the document's gross, both in the document's figures.
          const gross = cents(doc.totals.gross);
          expect(cents(item.total), item.id).toBe(
            item.document.kind === 'creditNote' ? subtractCents(ZERO_CENTS, gross) : gross,
          );
        }
        if (checked >= 20) break;
      }
      expect(checked, 'documents of customers in another currency').toBeGreaterThan(0);
    });

    it('a customer in all currencies has the currency an order placed for it is posted in', async (test) => {
      const setup = fixtures();
      const code = setup?.allCurrenciesCustomerCode;
      if (!setup || !code) return test.skip();
      const port = context().port;
      const customer = (await customers()).find((c) => c.code === code);
      expect(customer, code).toBeDefined();
      expect(customer?.currency).toBe(setup.localCurrency);
      const shipToId = customer?.defaultShipToId ?? customer?.shipTo[0]?.id;
      if (!shipToId) throw new Error(`${code} has no ship-to address`);
      const { watermark } = await pullRows(port, 'salesDocuments', null, code);
      const portalKey = `contract-${randomUUID()}`;
      const placed = await port.placeOrder({
        portalKey,
        customerCode: code,
        orderType: 'B2B',
        reference: 'Contract test currency',
        shipTo: { addressId: shipToId },
        language: 'en',
        lines: [{ itemCode: context().fixtures.itemInStock, quantity: 1 }],
      });
      const { rows } = await pullRows(port, 'salesDocuments', watermark, code);
      const order = rows.find((d) => d.kind === 'order' && d.id === placed.docEntry);
      expect(order?.currency).toBe(customer?.currency);
      if (order) expectLinesAddUp(order);
    });
  });
}
