import type { ErpPort, SalesDocument, Watermark } from '@selvedge/erp';
import { addDays } from '@selvedge/erp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoErpAdapter, type DemoErpControls } from './demo-erp-adapter.js';
import { generate } from './generate.js';
import type { DemoTestDatabase } from './test-database.js';
import { openMemoryDemoErp } from './test-database.js';

const start = '2026-11-23';

describe('time moves in the demo ERP', () => {
  let database: DemoTestDatabase;
  let port: ErpPort;
  let controls: DemoErpControls;
  let today = start;
  const clock = { now: () => new Date(`${today}T09:00:00Z`) };

  async function pull(
    since: Watermark | null,
  ): Promise<{ docs: SalesDocument[]; watermark: Watermark | null }> {
    const docs: SalesDocument[] = [];
    let watermark = since;
    for (;;) {
      const page = await port.pullChanges('salesDocuments', watermark, 500);
      docs.push(...page.rows);
      watermark = page.nextWatermark;
      if (!page.hasMore) return { docs, watermark };
    }
  }

  beforeAll(async () => {
    database = await openMemoryDemoErp();
    await generate(database.db, { seed: 11, scale: 'tiny', today: start });
    ({ port, controls } = createDemoErpAdapter({ db: database.db, clock, options: { seed: 11 } }));
  });
  afterAll(() => database.close());

  it('purchase orders arrive on their due date and fill the stock', async () => {
    const before = await port.pullChanges('stock', null, 10_000);
    const expected = before.rows.find((s) => s.expectedSupply.length > 0);
    expect(expected).toBeDefined();
    today = addDays(expected?.expectedSupply.at(-1)?.dueDate as string, 1);
    const summary = await controls.advance();
    expect(summary.purchaseOrdersReceived).toBeGreaterThan(0);
    const after = await port.pullChanges('stock', before.nextWatermark, 10_000);
    const updated = after.rows.find((s) => s.itemCode === expected?.itemCode);
    expect(updated?.expectedSupply).toEqual([]);
    expect(updated?.warehouses[0]?.inStock ?? 0).toBeGreaterThan(expected?.warehouses[0]?.inStock ?? 0);
  });

  it('an order is confirmed, delivered with its packages, invoiced and paid as time passes', async () => {
    const { watermark } = await pull(null);
    const stock = await port.pullChanges('stock', null, 1000);
    const item = stock.rows.find(
      (s) => s.available > 50 && !s.itemCode.startsWith('S') && !s.itemCode.startsWith('ACC'),
    );
    expect(item).toBeDefined();
    const placed = await port.placeOrder({
      portalKey: 'advance-1',
      customerCode: 'C10001',
      orderType: 'B2B',
      reference: 'Time test',
      shipTo: { addressId: 'Ship to' },
      language: 'nl',
      lines: [{ itemCode: item?.itemCode as string, quantity: 5 }],
    });

    const afterPlacing = await pull(watermark);
    const order = afterPlacing.docs.find((d) => d.kind === 'order' && d.id === placed.docEntry);
    expect(order?.status).toBe('open');
    expect(order?.lines[0]?.openQuantity).toBe(5);
    const shipDate = order?.lines[0]?.deliveryDate as string;
    expect(shipDate > start).toBe(true);

    today = shipDate;
    const delivered = await controls.advance();
    expect(delivered.deliveries).toBeGreaterThanOrEqual(1);
    const afterDelivery = await pull(afterPlacing.watermark);
    const closedOrder = afterDelivery.docs.find((d) => d.kind === 'order' && d.id === placed.docEntry);
    expect(closedOrder?.status).toBe('closed');
    const delivery = afterDelivery.docs.find(
      (d) =>
        d.kind === 'delivery' && d.baseDocuments.some((b) => b.kind === 'order' && b.id === placed.docEntry),
    );
    expect(delivery?.lines[0]?.batchNumbers.length).toBe(1);
    expect(delivery?.trackAndTrace.every((url) => url.startsWith('https://'))).toBe(true);

    today = addDays(shipDate, 1);
    await controls.advance();
    const afterInvoicing = await pull(afterDelivery.watermark);
    const invoice = afterInvoicing.docs.find(
      (d) =>
        d.kind === 'invoice' && d.baseDocuments.some((b) => b.kind === 'delivery' && b.id === delivery?.id),
    );
    expect(invoice?.status).toBe('open');
    expect(invoice?.totals.gross).toBe(order?.totals.gross);
    const open = await port.pullChanges('openItems', null, 10_000);
    expect(open.rows.some((o) => o.id === `invoice:${invoice?.id}`)).toBe(true);

    const openWatermark = (await port.pullChanges('openItems', open.nextWatermark, 10_000)).nextWatermark;
    today = addDays(shipDate, 120);
    const later = await controls.advance();
    expect(later.paid).toBeGreaterThanOrEqual(1);
    const afterPaying = await pull(afterInvoicing.watermark);
    const paid = afterPaying.docs.find((d) => d.kind === 'invoice' && d.id === invoice?.id);
    expect(paid?.status).toBe('closed');
    expect(paid?.paidToDate).toBe(paid?.totals.gross);
    const closedItems = await port.pullChanges('openItems', openWatermark, 10_000);
    expect(closedItems.deletedIds).toContain(`invoice:${invoice?.id}`);
  });

  it('a return request closes a week after its pick-up: received with a return, credited with a credit note', async () => {
    const { docs, watermark } = await pull(null);
    const delivery = docs.find((d) => d.kind === 'delivery' && d.customerCode === 'C10001');
    const line = delivery?.lines.find((l) => l.bomRole === 'none');
    const pickUpDate = addDays(today, 2);
    const created = await port.createReturnRequest({
      portalKey: 'advance-return-1',
      customerCode: 'C10001',
      pickUpDate,
      packages: 2,
      lines: [
        {
          itemCode: line?.itemCode as string,
          quantity: 1_000,
          remark: 'Damaged in transport',
          base: { kind: 'delivery', id: delivery?.id as number, lineNumber: line?.lineNumber as number },
        },
      ],
    });
    const request = (await pull(watermark)).docs.find(
      (d) => d.kind === 'returnRequest' && d.id === created.docEntry,
    );
    expect(request?.status).toBe('open');
    expect(request?.packages).toBe(2);
    // D30: capped to what was delivered (less earlier returns).
    expect(request?.lines[0]?.quantity).toBeLessThanOrEqual(line?.quantity as number);

    today = addDays(pickUpDate, 7);
    const summary = await controls.advance();
    expect(summary.returnsClosed).toBeGreaterThanOrEqual(1);
    const after = await pull(watermark);
    expect(after.docs.find((d) => d.kind === 'returnRequest' && d.id === created.docEntry)?.status).toBe(
      'closed',
    );
    expect(
      after.docs.some(
        (d) =>
          d.kind === 'return' &&
          d.baseDocuments.some((b) => b.kind === 'returnRequest' && b.id === created.docEntry),
      ),
    ).toBe(true);
    const credit = after.docs.find(
      (d) =>
        d.kind === 'creditNote' &&
        d.baseDocuments.some((b) => b.kind === 'returnRequest' && b.id === created.docEntry),
    );
    expect(credit?.status).toBe('open');
    expect(credit?.lines.map((l) => [l.itemCode, l.quantity])).toEqual(
      request?.lines.map((l) => [l.itemCode, l.quantity]),
    );
    expect(credit?.totals.gross).toBe(request?.totals.gross);
    const open = await port.pullChanges('openItems', null, 10_000);
    expect(open.rows.some((o) => o.id === `creditNote:${credit?.id}`)).toBe(true);
  });
});
