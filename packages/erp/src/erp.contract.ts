import { randomUUID } from 'node:crypto';
import {
  addCents,
  type Cents,
  centsFromAmount,
  documentTotalsCents,
  lineTotalCents,
  ZERO_CENTS,
} from '@selvedge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeCurrencyContract } from './erp.contract.currency.js';
import { describeIncomingPaymentContract, describePaymentsContract } from './erp.contract.payments.js';
import type { ErpContractFixtures, ErpContractSetup } from './erp.contract.support.js';
import { describeTotalsContract } from './erp.contract.totals.js';
import { ErpError } from './erp.errors.js';
import type { ErpPort } from './erp.port.js';
import type {
  Address,
  ChangeSet,
  FeedName,
  FeedRows,
  Money,
  PlaceOrderInput,
  SalesDocument,
  SaveShipToAddressInput,
  Watermark,
} from './erp.types.js';
import { FEED_NAMES } from './erp.types.js';

export type {
  CurrencyContractFixtures,
  ErpContractControls,
  ErpContractFixtures,
  ErpContractSetup,
} from './erp.contract.support.js';
export { erpErrorOf } from './erp.contract.support.js';

async function pullAll<F extends FeedName>(port: ErpPort, feed: F, since: Watermark | null, limit: number) {
  const pages: ChangeSet<FeedRows[F]>[] = [];
  let watermark = since;
  for (let i = 0; i < 10_000; i += 1) {
    const page = await port.pullChanges(feed, watermark, limit);
    pages.push(page);
    watermark = page.nextWatermark ?? watermark;
    if (!page.hasMore) break;
  }
  return { pages, watermark };
}

function idOf(feed: FeedName, row: unknown): string {
  const r = row as Record<string, unknown>;
  switch (feed) {
    case 'businessPartners':
    case 'items':
      return String(r.code);
    case 'stock':
      return String(r.itemCode);
    case 'salesDocuments':
      return `${r.kind}:${r.id}`;
    case 'openItems':
      return String(r.id);
    case 'referenceData':
      return `${r.type}:${(r.value as { code: string }).code}`;
  }
}

/**
 * An amount in whole cents (ADR-014): `centsFromAmount` reads it through its decimal text and
 * throws on a third decimal, which would mean float arithmetic somewhere in the adapter.
 */
function cents(amount: Money, what: string): Cents {
  try {
    return centsFromAmount(amount);
  } catch {
    throw new Error(`${what} is not a whole number of cents: ${amount}`);
  }
}

/** A document's amounts are whole cents and add up exactly: net + VAT = gross, to the cent. */
function expectExactAmounts(doc: SalesDocument): void {
  const what = `${doc.kind} ${doc.id}`;
  const net = cents(doc.totals.net, `${what} net`);
  const vat = cents(doc.totals.vat, `${what} VAT`);
  expect(addCents(net, vat), `${what}: net + VAT = gross`).toBe(cents(doc.totals.gross, `${what} gross`));
  cents(doc.paidToDate, `${what} paid to date`);
  for (const line of doc.lines) {
    cents(line.lineTotal, `${what} line ${line.lineNumber} total`);
    cents(line.openAmount, `${what} line ${line.lineNumber} open amount`);
  }
}

async function expectErpError(promise: Promise<unknown>, kind: ErpError['kind']): Promise<ErpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpError);
  expect((error as ErpError).kind).toBe(kind);
  return error as ErpError;
}

export function describeErpContract(name: string, setup: () => Promise<ErpContractSetup>): void {
  describe(`ERP contract: ${name}`, () => {
    let port: ErpPort;
    let fixtures: ErpContractFixtures;
    let context: ErpContractSetup;

    beforeAll(async () => {
      context = await setup();
      port = context.port;
      fixtures = context.fixtures;
    });
    afterAll(async () => {
      await context?.teardown?.();
    });

    /** An order of the fixture customer to its ship-to, under a new portal key. */
    const orderOf = (reference: string, lines: PlaceOrderInput['lines']): PlaceOrderInput => ({
      portalKey: `contract-${randomUUID()}`,
      customerCode: fixtures.customerCode,
      orderType: 'B2B',
      reference,
      shipTo: { addressId: fixtures.shipToId },
      language: 'en',
      lines,
    });

    describe('feeds', () => {
      it.each(
        FEED_NAMES,
      )('%s pages, resumes from its watermark and repeats a page for the same watermark', async (feed) => {
        const first = await port.pullChanges(feed, null, 3);
        expect(first.rows.length).toBeGreaterThan(0);
        expect(first.rows.length).toBeLessThanOrEqual(3);
        const again = await port.pullChanges(feed, null, 3);
        expect(again.rows.map((r) => idOf(feed, r))).toEqual(first.rows.map((r) => idOf(feed, r)));
        if (first.hasMore) {
          const second = await port.pullChanges(feed, first.nextWatermark, 3);
          const firstIds = new Set(first.rows.map((r) => idOf(feed, r)));
          expect(second.rows.some((r) => firstIds.has(idOf(feed, r)))).toBe(false);
          const repeat = await port.pullChanges(feed, first.nextWatermark, 3);
          expect(repeat.rows.map((r) => idOf(feed, r))).toEqual(second.rows.map((r) => idOf(feed, r)));
        }
      });

      it('a pull from the last watermark is empty until something changes', async () => {
        const { watermark } = await pullAll(port, 'businessPartners', null, 500);
        const empty = await port.pullChanges('businessPartners', watermark, 10);
        expect(empty.rows).toEqual([]);
        expect(empty.hasMore).toBe(false);
      });

      it('business partners carry addresses and flags; documents carry lines', async () => {
        const { pages } = await pullAll(port, 'businessPartners', null, 500);
        const customer = pages.flatMap((p) => p.rows).find((c) => c.code === fixtures.customerCode);
        expect(customer?.billTo).not.toBeNull();
        expect(customer?.shipTo.map((a) => a.id)).toContain(fixtures.shipToId);
        expect(typeof customer?.isExport).toBe('boolean');
        const documents = await port.pullChanges('salesDocuments', null, 50);
        for (const doc of documents.rows) expect(doc.lines.length).toBeGreaterThan(0);
      });

      it("a pull narrowed to one customer answers only that customer's partner, documents and open items", async () => {
        const customerCode = fixtures.customerCode;
        for (const feed of ['businessPartners', 'salesDocuments', 'openItems'] as const) {
          const page = await port.pullChanges(feed, null, 500, { customerCode });
          expect(page.rows.length).toBeGreaterThan(0);
          for (const row of page.rows) {
            const owner = 'code' in row ? row.code : row.customerCode;
            expect(owner).toBe(customerCode);
          }
        }
        await expectErpError(port.pullChanges('items', null, 10, { customerCode }), 'rejected');
      });

      it('amounts are whole cents and add up exactly, credit notes negative in open items', async () => {
        const documents = await port.pullChanges('salesDocuments', null, 200);
        expect(documents.rows.length).toBeGreaterThan(0);
        for (const doc of documents.rows) expectExactAmounts(doc);
        const { pages } = await pullAll(port, 'openItems', null, 500);
        for (const item of pages.flatMap((p) => p.rows)) {
          const total = cents(item.total, `open item ${item.id} total`);
          const open = cents(item.openAmount, `open item ${item.id} open amount`);
          expect(open).not.toBe(ZERO_CENTS);
          const sign = item.document.kind === 'creditNote' ? -1 : 1;
          expect(Math.sign(open), `open item ${item.id}`).toBe(sign);
          expect(Math.sign(total), `open item ${item.id}`).toBe(sign);
        }
      });

      it('stock has quantities per dye lot, and delivery lines name the lots they were delivered from (docs/reorder.md)', async () => {
        const { pages } = await pullAll(port, 'stock', null, 500);
        const levels = pages.flatMap((p) => p.rows);
        const lots = levels.flatMap((level) =>
          level.batches.map((batch) => ({ ...batch, itemCode: level.itemCode })),
        );
        expect(lots.length).toBeGreaterThan(0);
        for (const lot of lots) {
          expect(lot.batchNumber.trim()).not.toBe('');
          expect(typeof lot.warehouseCode).toBe('string');
          expect(lot.quantity).toBeGreaterThan(0);
        }
        const documents = await pullAll(port, 'salesDocuments', null, 1000);
        const delivered = documents.pages
          .flatMap((p) => p.rows)
          .filter((d) => d.kind === 'delivery')
          .flatMap((d) => d.lines.filter((line) => line.batchNumbers.length > 0));
        expect(delivered.length).toBeGreaterThan(0);
        for (const line of delivered)
          for (const batch of line.batchNumbers) expect(batch.trim()).not.toBe('');
      });

      it('rejects a watermark it never gave', async () => {
        await expectErpError(port.pullChanges('items', 'not-a-watermark', 10), 'rejected');
      });
    });

    describeCurrencyContract(() => context);
    describePaymentsContract(() => context);
    describeIncomingPaymentContract(() => context);

    describe('live calls', () => {
      it('getPrice answers a net price rounded to cents, not above the list price', async () => {
        const quote = await port.getPrice({
          customerCode: fixtures.customerCode,
          itemCode: fixtures.itemInStock,
          quantity: 3,
        });
        const unitPrice = cents(quote.unitPrice, 'unit price');
        expect(unitPrice).toBeLessThanOrEqual(cents(quote.listPrice, 'list price'));
        expect(quote.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });

      it('delivery week: direct, an ISO week, or incourant', async () => {
        expect(await port.getDeliveryWeek({ itemCode: fixtures.itemInStock, quantity: 1 })).toEqual({
          kind: 'direct',
        });
        const week = await port.getDeliveryWeek(fixtures.itemOnPurchaseOrder);
        expect(week.kind).toBe('week');
        if (week.kind === 'week') {
          expect(week.week).toBeGreaterThanOrEqual(1);
          expect(week.week).toBeLessThanOrEqual(53);
        }
        expect(
          await port.getDeliveryWeek({ itemCode: fixtures.discontinuedWithoutStock, quantity: 1 }),
        ).toEqual({
          kind: 'incourant',
        });
      });

      it('obsolete statuses (D27)', async () => {
        expect(await port.getObsoleteStatus({ itemCode: fixtures.itemInStock, quantity: 1 })).toBe(
          'notObsolete',
        );
        expect(await port.getObsoleteStatus({ itemCode: fixtures.discontinuedWithStock, quantity: 1 })).toBe(
          'obsoleteWithStock',
        );
        expect(
          await port.getObsoleteStatus({ itemCode: fixtures.discontinuedWithoutStock, quantity: 1 }),
        ).toBe('obsoleteWithoutStock');
      });

      it('expenses are a list of charges in whole cents', async () => {
        const expenses = await port.getExpenses({
          customerCode: fixtures.customerCode,
          orderType: 'B2B',
          lines: [{ itemCode: fixtures.itemInStock, quantity: 1 }],
        });
        for (const expense of expenses) {
          expect(cents(expense.amount, `expense ${expense.code}`)).toBeGreaterThanOrEqual(0);
          expect(expense.vatRate).toBeGreaterThanOrEqual(0);
        }
      });

      it('unknown customers, items and documents answer notFound', async () => {
        await expectErpError(
          port.getPrice({ customerCode: 'NO-SUCH-CUSTOMER', itemCode: fixtures.itemInStock, quantity: 1 }),
          'notFound',
        );
        await expectErpError(
          port.getPrice({ customerCode: fixtures.customerCode, itemCode: 'NO-SUCH-ITEM', quantity: 1 }),
          'notFound',
        );
        await expectErpError(port.getDeliveryWeek({ itemCode: 'NO-SUCH-ITEM', quantity: 1 }), 'notFound');
        await expectErpError(port.getDocumentPdf('invoice', 987_654_321, 'en'), 'notFound');
      });

      it('a PDF of a document is a PDF', async () => {
        const page = await port.pullChanges('salesDocuments', null, 20);
        const order = page.rows.find((d) => d.kind === 'order') as SalesDocument;
        const pdf = await port.getDocumentPdf(order.kind, order.id, 'nl', {
          itemCode: order.lines[0]?.itemCode,
        });
        expect(Buffer.from(pdf.bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
        expect(pdf.fileName).toMatch(/\.pdf$/);
        expect(pdf.fileName).toContain(String(order.number));
      });

      it('health answers up', async () => {
        const health = await port.health();
        expect(health.isUp).toBe(true);
        expect(health.latencyMs).toBeGreaterThanOrEqual(0);
      });
    });

    describe('writes are idempotent by portal key (D24)', () => {
      it('placing an order twice with the same key gives one order, which the next feed pull shows', async () => {
        const { watermark } = await pullAll(port, 'salesDocuments', null, 1000);
        const input = orderOf('Contract test', [
          { itemCode: fixtures.itemInStock, quantity: 2, reference: 'line ref' },
        ]);
        const { portalKey } = input;
        expect(await port.findOrder(portalKey, fixtures.customerCode)).toBeNull();
        const first = await port.placeOrder(input);
        const second = await port.placeOrder(input);
        expect(second).toEqual(first);
        // What the portal asks before it lets a queued order be withdrawn.
        expect(await port.findOrder(portalKey, fixtures.customerCode)).toEqual(first);
        const { pages } = await pullAll(port, 'salesDocuments', watermark, 100);
        const placed = pages
          .flatMap((p) => p.rows)
          .filter((d) => d.kind === 'order' && d.portalKey === portalKey);
        expect(placed).toHaveLength(1);
        expect(placed[0]?.number).toBe(first.documentNumber);
        expect(placed[0]?.id).toBe(first.docEntry);
        expect(placed[0]?.lines[0]?.itemCode).toBe(fixtures.itemInStock);
        // What a cart computes is what the ERP computes, to the cent (ADR-014): each line is
        // price × quantity rounded once, VAT rounded where the port says the ERP rounds it.
        const order = placed[0] as SalesDocument;
        expectExactAmounts(order);
        for (const line of order.lines) {
          expect(cents(line.lineTotal, 'line total'), `line ${line.lineNumber}`).toBe(
            lineTotalCents(String(line.price), String(line.quantity)),
          );
        }
        const totals = documentTotalsCents(
          order.lines.map((l) => ({
            net: cents(l.lineTotal, 'line total'),
            vatPercent: l.vatPercent,
            vatGroup: l.vatGroup,
          })),
          port.vatRounding,
        );
        expect(totals).toEqual({
          net: cents(order.totals.net, 'net'),
          vat: cents(order.totals.vat, 'VAT'),
          gross: cents(order.totals.gross, 'gross'),
        });
      });

      it('an order line may ask for a dye lot (the ERP plans it; the order is placed as any other)', async () => {
        const placed = await port.placeOrder(
          orderOf('Contract batch', [
            { itemCode: fixtures.itemInStock, quantity: 1, requestedBatch: 'LOT-CONTRACT' },
          ]),
        );
        expect(placed.documentNumber).toBeGreaterThan(0);
      });

      it('a refused order says why', async () => {
        await expectErpError(
          port.placeOrder(
            orderOf('Contract test', [{ itemCode: fixtures.discontinuedWithoutStock, quantity: 1 }]),
          ),
          'rejected',
        );
      });

      it('creating a return request twice with the same key gives one return request', async () => {
        const input = {
          portalKey: `contract-${randomUUID()}`,
          customerCode: fixtures.customerCode,
          pickUpDate: fixtures.futureDate,
          packages: 1,
          lines: [
            {
              itemCode: fixtures.deliveredLine.itemCode,
              quantity: 0.1,
              remark: 'Contract test',
              base: {
                kind: 'delivery' as const,
                id: fixtures.deliveredLine.deliveryId,
                lineNumber: fixtures.deliveredLine.lineNumber,
              },
            },
          ],
        };
        const first = await port.createReturnRequest(input);
        const second = await port.createReturnRequest(input);
        expect(second).toEqual(first);
        const { pages } = await pullAll(port, 'salesDocuments', null, 1000);
        const requests = pages
          .flatMap((p) => p.rows)
          .filter((d) => d.kind === 'returnRequest' && d.portalKey === input.portalKey);
        expect(requests).toHaveLength(1);
        expect(requests[0]?.status).toBe('open');
      });
    });

    describe("the address book: saveShipToAddress (ship-to addresses of the customer's business partner)", () => {
      /** A name no earlier run used, so the suite also runs against an ERP that keeps its data. */
      const newName = (label: string) => `Contract ${label} ${randomUUID().slice(0, 8)}`;
      const addressInput = (name: string, street = 'Keizersgracht 1'): SaveShipToAddressInput => ({
        customerCode: fixtures.addressBookCustomerCode,
        name,
        street,
        zipCode: '1015 CJ',
        city: 'Amsterdam',
        country: 'NL',
      });
      const stored = (input: SaveShipToAddressInput): Address => ({
        id: input.name,
        kind: 'shipTo',
        name: input.name,
        street: input.street,
        streetNo: null,
        zipCode: input.zipCode,
        city: input.city,
        country: input.country,
        block: null,
      });
      const businessPartnersWatermark = async () =>
        (await pullAll(port, 'businessPartners', null, 500)).watermark;
      /** The customer as a sync from `since` sees it, or undefined when the feed does not bring it. */
      const customerInFeed = async (code: string, since: Watermark | null) => {
        const { pages } = await pullAll(port, 'businessPartners', since, 500);
        return pages.flatMap((p) => p.rows).find((c) => c.code === code);
      };

      it('adds a ship-to, answers it, and the next businessPartners pull brings the customer with it', async () => {
        const before = await customerInFeed(fixtures.addressBookCustomerCode, null);
        expect(before?.hasAddressBook).toBe(true);
        const watermark = await businessPartnersWatermark();
        const input = addressInput(newName('add'));
        const saved = await port.saveShipToAddress(input);
        expect(saved).toEqual(stored(input));
        const after = await customerInFeed(fixtures.addressBookCustomerCode, watermark);
        expect(after, 'the feed after the previous watermark brings the customer again').toBeDefined();
        expect(after?.shipTo).toContainEqual(saved);
        // The other ship-tos stay as they were.
        for (const address of before?.shipTo ?? []) expect(after?.shipTo).toContainEqual(address);
        expect(after?.shipTo).toHaveLength((before?.shipTo.length ?? 0) + 1);
      });

      it('adding the same name with the same content again answers the stored address and adds no second one', async () => {
        const input = addressInput(newName('replay'));
        const first = await port.saveShipToAddress(input);
        const second = await port.saveShipToAddress({ ...input, id: null });
        expect(second).toEqual(first);
        const customer = await customerInFeed(fixtures.addressBookCustomerCode, null);
        expect(customer?.shipTo.filter((a) => a.id === input.name)).toEqual([first]);
      });

      it('adding a name that exists with other content is a conflict and keeps the stored address', async () => {
        const input = addressInput(newName('conflict'));
        const first = await port.saveShipToAddress(input);
        const error = await expectErpError(
          port.saveShipToAddress({ ...input, street: 'Herengracht 2' }),
          'conflict',
        );
        expect(error.message).toMatch(/exists already/);
        const customer = await customerInFeed(fixtures.addressBookCustomerCode, null);
        expect(customer?.shipTo.filter((a) => a.id === input.name)).toEqual([first]);
      });

      it('changes an address in place, and the feed brings the change', async () => {
        const input = addressInput(newName('change'));
        await port.saveShipToAddress(input);
        const count = (await customerInFeed(fixtures.addressBookCustomerCode, null))?.shipTo.length;
        const watermark = await businessPartnersWatermark();
        const changedInput = {
          ...input,
          id: input.name,
          street: 'Prinsengracht 263',
          zipCode: '1016 GV',
          city: 'Haarlem',
        };
        const changed = await port.saveShipToAddress(changedInput);
        expect(changed).toEqual(stored(changedInput));
        const after = await customerInFeed(fixtures.addressBookCustomerCode, watermark);
        expect(after?.shipTo.filter((a) => a.id === input.name)).toEqual([changed]);
        expect(after?.shipTo).toHaveLength(count ?? 0);
      });

      it('renames an address: the old name is gone, and repeating the rename answers the renamed address', async () => {
        const input = addressInput(newName('old'));
        await port.saveShipToAddress(input);
        const watermark = await businessPartnersWatermark();
        const renameInput = {
          ...input,
          id: input.name,
          name: newName('new'),
          country: 'BE',
          city: 'Antwerpen',
        };
        const renamed = await port.saveShipToAddress(renameInput);
        expect(renamed).toEqual(stored(renameInput));
        const after = await customerInFeed(fixtures.addressBookCustomerCode, watermark);
        expect(after?.shipTo).toContainEqual(renamed);
        expect(after?.shipTo.map((a) => a.id)).not.toContain(input.name);
        // A retry whose first attempt went through (its answer lost) finds the address under its new name.
        expect(await port.saveShipToAddress(renameInput)).toEqual(renamed);
      });

      it("changing an address to another ship-to's name is a conflict; both stay as they were", async () => {
        const first = await port.saveShipToAddress(addressInput(newName('first')));
        const secondInput = addressInput(newName('second'), 'Damrak 70');
        const second = await port.saveShipToAddress(secondInput);
        await expectErpError(
          port.saveShipToAddress({ ...secondInput, id: secondInput.name, name: first.name }),
          'conflict',
        );
        const customer = await customerInFeed(fixtures.addressBookCustomerCode, null);
        expect(customer?.shipTo).toContainEqual(first);
        expect(customer?.shipTo).toContainEqual(second);
      });

      it('an unknown address or customer answers notFound', async () => {
        await expectErpError(
          port.saveShipToAddress({ ...addressInput(newName('ghost')), id: newName('no such address') }),
          'notFound',
        );
        await expectErpError(
          port.saveShipToAddress({ ...addressInput(newName('nobody')), customerCode: 'NO-SUCH-CUSTOMER' }),
          'notFound',
        );
      });

      it('a customer without the address book flag is refused, and nothing changes', async () => {
        const code = fixtures.customerWithoutAddressBook;
        const before = await customerInFeed(code, null);
        expect(before?.hasAddressBook).toBe(false);
        const watermark = await businessPartnersWatermark();
        const error = await expectErpError(
          port.saveShipToAddress({ ...addressInput(newName('refused')), customerCode: code }),
          'rejected',
        );
        expect(error.erpMessage).toMatch(/address book/i);
        expect(
          (await port.pullChanges('businessPartners', watermark, 10, { customerCode: code })).rows,
        ).toEqual([]);
      });

      it('an empty field or a street over 40 characters is refused with a message; 40 characters fit', async () => {
        const input = addressInput(newName('check'));
        const watermark = await businessPartnersWatermark();
        for (const field of ['name', 'street', 'zipCode', 'city', 'country'] as const) {
          const error = await expectErpError(port.saveShipToAddress({ ...input, [field]: ' ' }), 'rejected');
          expect(error.erpMessage, field).toBeTruthy();
        }
        const tooLong = await expectErpError(
          port.saveShipToAddress({ ...input, street: 'S'.repeat(41) }),
          'rejected',
        );
        expect(tooLong.erpMessage).toMatch(/40/);
        expect(await customerInFeed(fixtures.addressBookCustomerCode, watermark)).toBeUndefined();
        const longest = { ...input, street: 'S'.repeat(40) };
        expect(await port.saveShipToAddress(longest)).toEqual(stored(longest));
      });
    });

    describeTotalsContract(() => context);

    describe('outage', () => {
      it('a failing ERP answers unavailable, and health says down without throwing', async () => {
        if (!context.controls?.setFailing) return;
        context.controls.setFailing(true);
        try {
          await expectErpError(
            port.getDeliveryWeek({ itemCode: fixtures.itemInStock, quantity: 1 }),
            'unavailable',
          );
          await expectErpError(port.pullChanges('items', null, 1), 'unavailable');
          expect((await port.health()).isUp).toBe(false);
        } finally {
          context.controls.setFailing(false);
        }
      });
    });
  });
}
