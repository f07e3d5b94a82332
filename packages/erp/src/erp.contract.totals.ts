import { randomUUID } from 'node:crypto';
import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  type DocumentLineAmount,
  documentTotalsCents,
  isSampleOrderable,
  lineTotalCents,
  SAMPLE_CUT_QUANTITY,
  SAMPLE_VAT_PERCENT,
  sampleQuantityRule,
  thousandthsFromQuantity,
  type VatRounding,
} from '@selvedge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErpContractSetup, pullRows } from './erp.contract.support.js';
import type { ErpPort } from './erp.port.js';
import type {
  BusinessPartner,
  Expense,
  Item,
  OrderLineInput,
  OrderType,
  PlaceOrderInput,
  SalesDocument,
  Totals,
} from './erp.types.js';

/**
 * The ERP's order total is the total the customer approved, to the cent (D28, ADR-014): the portal asks
 * getExpenses, computes the totals as the order summary does (lines at the customer's net prices,
 * expenses at their own VAT rate, VAT rounded where the port's vatRounding says), places the order with
 * those expenses and totals, and the next feed pull shows the order with exactly that total.
 */

/** The totals the order summary shows for these lines and expenses, rounded as the ERP rounds VAT. */
export function approvedTotalsOf(
  lines: readonly { net: Cents; vatPercent: number }[],
  expenses: readonly Expense[],
  vatRounding: VatRounding,
): Totals {
  const amounts: DocumentLineAmount[] = [
    ...lines,
    ...expenses.map((expense) => ({ net: centsFromAmount(expense.amount), vatPercent: expense.vatRate })),
  ];
  const totals = documentTotalsCents(amounts, vatRounding);
  return {
    net: amountFromCents(totals.net),
    vat: amountFromCents(totals.vat),
    gross: amountFromCents(totals.gross),
  };
}

interface Cart {
  customerCode: string;
  shipToId: string;
  orderType: OrderType;
  lines: OrderLineInput[];
  /** The lines' VAT rate as the summary counts it: the customer's, or the sample rate. */
  vatPercent: number;
}

/** What the portal does from Submit to Approve: price the lines, ask the expenses, total them. */
async function approve(port: ErpPort, cart: Cart) {
  const lines: { net: Cents; vatPercent: number }[] = [];
  for (const line of cart.lines) {
    const quote = await port.getPrice({
      customerCode: cart.customerCode,
      itemCode: line.itemCode,
      quantity: line.quantity,
    });
    lines.push({
      net: lineTotalCents(centsFromAmount(quote.unitPrice), thousandthsFromQuantity(line.quantity)),
      vatPercent: cart.vatPercent,
    });
  }
  const expenses = await port.getExpenses({
    customerCode: cart.customerCode,
    orderType: cart.orderType,
    lines: cart.lines,
  });
  return { expenses, totals: approvedTotalsOf(lines, expenses, port.vatRounding) };
}

export function describeTotalsContract(context: () => ErpContractSetup): void {
  describe("order totals: the ERP's order total is the approved total to the cent (D28, ADR-014)", () => {
    let port: ErpPort;
    let partners: BusinessPartner[];
    let items: Item[];
    let vatRates: Map<string, number>;

    beforeAll(async () => {
      port = context().port;
      partners = (await pullRows(port, 'businessPartners', null)).rows;
      items = (await pullRows(port, 'items', null)).rows;
      vatRates = new Map();
      for (const row of (await pullRows(port, 'referenceData', null)).rows) {
        if (row.type === 'vatGroup') vatRates.set(row.value.code, row.value.rate);
      }
    });

    const partner = (code: string) => {
      const found = partners.find((p) => p.code === code);
      if (!found) throw new Error(`customer ${code} is not in the businessPartners feed`);
      return found;
    };
    /** The customer's VAT rate as the portal reads it: its VAT group's rate. */
    const customerVat = (customer: BusinessPartner) => {
      const rate = customer.vatGroup ? vatRates.get(customer.vatGroup) : undefined;
      if (rate === undefined) throw new Error(`no VAT rate for customer ${customer.code}`);
      return rate;
    };

    /** Places the approved cart; the next pull of salesDocuments shows the order. */
    async function placeAndPull(cart: Cart, approved: Awaited<ReturnType<typeof approve>>) {
      const { watermark } = await pullRows(port, 'salesDocuments', null);
      const portalKey = `contract-totals-${randomUUID()}`;
      const input: PlaceOrderInput = {
        portalKey,
        customerCode: cart.customerCode,
        orderType: cart.orderType,
        reference: 'Contract totals',
        shipTo: { addressId: cart.shipToId },
        language: 'en',
        lines: cart.lines,
        expenses: approved.expenses.map((e) => ({ code: e.code, amount: e.amount, vatGroup: e.vatGroup })),
        approvedTotals: approved.totals,
      };
      const placed = await port.placeOrder(input);
      const { rows } = await pullRows(port, 'salesDocuments', watermark);
      const order = rows.find((d) => d.kind === 'order' && d.portalKey === portalKey);
      expect(order?.id, 'the placed order in the next feed pull').toBe(placed.docEntry);
      return order as SalesDocument;
    }

    function expectApprovedTotals(order: SalesDocument, approved: Totals) {
      expect(
        {
          net: centsFromAmount(order.totals.net),
          vat: centsFromAmount(order.totals.vat),
          gross: centsFromAmount(order.totals.gross),
        },
        `order ${order.number} against the approved totals (VAT rounded per ${port.vatRounding})`,
      ).toEqual({
        net: centsFromAmount(approved.net),
        vat: centsFromAmount(approved.vat),
        gross: centsFromAmount(approved.gross),
      });
    }

    /**
     * Quantities of the item for three lines whose VAT rounded per line differs from VAT rounded per
     * document, and whose net stays under the free-freight threshold, so that the case shows both
     * rules at work; the first candidate when the prices allow no such split.
     */
    async function splitQuantities(customerCode: string, itemCode: string, vatPercent: number) {
      const quote = await port.getPrice({ customerCode, itemCode, quantity: 1 });
      const price = centsFromAmount(quote.unitPrice);
      const candidates = [0.5, 0.7, 1, 1.3, 1.5, 2, 2.5];
      for (const a of candidates)
        for (const b of candidates)
          for (const c of candidates) {
            const quantities = [a, b, c];
            const nets = quantities.map((q) => ({
              net: lineTotalCents(price, thousandthsFromQuantity(q)),
              vatPercent,
            }));
            const perLine = documentTotalsCents(nets, 'line');
            const perDocument = documentTotalsCents(nets, 'document');
            if (perLine.vat !== perDocument.vat && perLine.net < 15_000) return quantities;
          }
      return [1, 1, 1];
    }

    it('a regular order with freight: the freight is on the order and its total is the approved one', async () => {
      const { fixtures } = context();
      const customer = partner(fixtures.customerCode);
      const vatPercent = customerVat(customer);
      const quantities = await splitQuantities(customer.code, fixtures.itemInStock, vatPercent);
      const cart: Cart = {
        customerCode: customer.code,
        shipToId: fixtures.shipToId,
        orderType: 'B2B',
        lines: quantities.map((quantity) => ({ itemCode: fixtures.itemInStock, quantity })),
        vatPercent,
      };
      const approved = await approve(port, cart);
      expect(approved.expenses.length, 'a small order pays freight').toBeGreaterThan(0);
      const order = await placeAndPull(cart, approved);
      expectApprovedTotals(order, approved.totals);
      // Without the freight the ERP's total would be the lines' alone: the expenses are really posted.
      const linesOnly = order.lines.reduce((sum, line) => sum + centsFromAmount(line.lineTotal), 0);
      expect(centsFromAmount(order.totals.net)).toBeGreaterThan(linesOnly);
    });

    it('a sample order with handling: the handling is on the order at the sample VAT rate', async () => {
      const { fixtures } = context();
      const sample = items.find(
        (item) =>
          item.isActive &&
          !item.isDiscontinued &&
          isSampleOrderable(item.groupCode) &&
          sampleQuantityRule(item.groupCode) === 'fixedCut',
      );
      if (!sample) throw new Error('no sample cut among the items');
      const cart: Cart = {
        customerCode: fixtures.customerCode,
        shipToId: fixtures.shipToId,
        orderType: 'SAMPLE',
        lines: [
          { itemCode: sample.code, quantity: SAMPLE_CUT_QUANTITY },
          { itemCode: sample.code, quantity: SAMPLE_CUT_QUANTITY, reference: 'second cut' },
        ],
        vatPercent: SAMPLE_VAT_PERCENT,
      };
      const approved = await approve(port, cart);
      expect(approved.expenses.length, 'a sample order pays handling').toBeGreaterThan(0);
      const order = await placeAndPull(cart, approved);
      expect(order.orderType).toBe('SAMPLE');
      expectApprovedTotals(order, approved.totals);
    });

    it("the order names the contact person whose e-mail is the portal user's, in any case; else none", async () => {
      const { fixtures } = context();
      if (!fixtures.contact) return;
      const { watermark } = await pullRows(port, 'salesDocuments', null);
      const key = `contract-contact-${randomUUID()}`;
      const place = (portalKey: string, email: string) =>
        port.placeOrder({
          portalKey,
          customerCode: fixtures.customerCode,
          orderType: 'B2B',
          reference: 'Contract contact person',
          shipTo: { addressId: fixtures.shipToId },
          email,
          language: 'en',
          lines: [{ itemCode: fixtures.itemInStock, quantity: 1 }],
        });
      await place(`${key}-known`, ` ${fixtures.contact.email.toUpperCase()} `);
      await place(`${key}-unknown`, 'nobody-here@example.com');
      const { rows } = await pullRows(port, 'salesDocuments', watermark);
      const contactOf = (portalKey: string) =>
        rows.find((d) => d.kind === 'order' && d.portalKey === portalKey)?.contactPerson;
      expect(contactOf(`${key}-known`)).toBe(fixtures.contact.name);
      expect(contactOf(`${key}-unknown`)).toBeNull();
    });

    it("an export order: freight in the customer's currency, the total the approved one", async () => {
      const { fixtures } = context();
      const customer = partners.find(
        (p) => p.isExport && p.isActive && p.shipTo.length > 0 && p.vatGroup && vatRates.has(p.vatGroup),
      );
      if (!customer) throw new Error('no export customer with a ship-to address');
      const cart: Cart = {
        customerCode: customer.code,
        shipToId: customer.defaultShipToId ?? (customer.shipTo[0]?.id as string),
        orderType: 'B2B',
        lines: [{ itemCode: fixtures.itemInStock, quantity: 1 }],
        vatPercent: customerVat(customer),
      };
      const approved = await approve(port, cart);
      expect(approved.expenses.length, 'a small export order pays freight').toBeGreaterThan(0);
      const order = await placeAndPull(cart, approved);
      expect(order.currency).toBe(customer.currency);
      expectApprovedTotals(order, approved.totals);
    });
  });
}
