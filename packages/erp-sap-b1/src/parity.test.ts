// The same generated data through the demo ERP and through the SAP adapter on the fake Service Layer (which
// serves that data in SAP's shapes): every feed row and live answer must be the same, field for field. What
// differs is listed and explained, nothing else may.
import { createDemoErpAdapter, generate } from '@selvedge/demo-erp';
import type { ChangeSet, ErpPort, FeedName, StockLevel } from '@selvedge/erp';
import { FEED_NAMES } from '@selvedge/erp';
import { startFakeServiceLayer } from '@selvedge/fake-service-layer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { createSapB1Adapter, type SapB1Adapter } from './adapter.js';
import { fakeConnection } from './fake-connection.js';

const today = '2026-11-23';
const clock = { now: () => new Date(`${today}T10:00:00Z`) };

const keyOf: Record<FeedName, (row: Record<string, unknown>) => string> = {
  businessPartners: (r) => String(r.code),
  items: (r) => String(r.code),
  stock: (r) => String(r.itemCode),
  salesDocuments: (r) => `${r.kind}:${r.id}`,
  openItems: (r) => String(r.id),
  referenceData: (r) => `${r.type}:${(r.value as { code: string }).code}`,
};

async function everything(port: ErpPort, feed: FeedName): Promise<Map<string, Record<string, unknown>>> {
  const rows = new Map<string, Record<string, unknown>>();
  let watermark: string | null = null;
  for (let i = 0; i < 1000; i += 1) {
    const page: ChangeSet<unknown> = await port.pullChanges(feed, watermark, 100);
    for (const row of page.rows as Record<string, unknown>[]) rows.set(keyOf[feed](row), row);
    watermark = page.nextWatermark;
    if (!page.hasMore) break;
  }
  return rows;
}

/**
 * The one known difference: the Service Layer has no batch quantities per warehouse (they live in OBTQ,
 * which no entity set exposes; BatchNumberDetails holds none), so the SAP adapter's stock has no batches.
 */
const withoutBatches = (row: Record<string, unknown>) => ({ ...(row as unknown as StockLevel), batches: [] });

describe('the demo ERP and the SAP adapter on the same data', () => {
  let demo: ErpPort;
  let sap: SapB1Adapter;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await openMemoryDemoErp();
    await generate(database.db, { seed: 7, scale: 'tiny', today });
    demo = createDemoErpAdapter({ db: database.db, clock }).port;
    const fake = await startFakeServiceLayer({ db: database.db, now: clock.now });
    sap = createSapB1Adapter(fakeConnection(fake, 'v2'), clock);
    close = async () => {
      await sap.close();
      await fake.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it.each(FEED_NAMES)('%s: the same rows', async (feed) => {
    const [expected, actual] = await Promise.all([everything(demo, feed), everything(sap.port, feed)]);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, row] of expected) {
      if (feed === 'stock') expect(withoutBatches(actual.get(key) ?? {}), key).toEqual(withoutBatches(row));
      else expect(actual.get(key), key).toEqual(row);
    }
  });

  it.each([
    ['HF-1011', 3],
    ['PKG-1001', 1],
    ['VA-1021', 500],
    ['HF-1032', 1],
  ] as const)('live answers for %s × %d: price, delivery week, obsolete status', async (itemCode, quantity) => {
    const request = { itemCode, quantity };
    expect(await sap.port.getDeliveryWeek(request)).toEqual(await demo.getDeliveryWeek(request));
    expect(await sap.port.getObsoleteStatus(request)).toEqual(await demo.getObsoleteStatus(request));
    for (const customerCode of ['C10001', 'C40001']) {
      expect(await sap.port.getPrice({ customerCode, ...request })).toEqual(
        await demo.getPrice({ customerCode, ...request }),
      );
    }
  });

  it.each([
    ['C10001', 'B2B', null],
    ['C40001', 'B2B', '4'],
    ['C10001', 'SAMPLE', null],
    ['C30001', 'B2B', '3'],
  ] as const)('expenses of %s (%s, shipping type %s)', async (customerCode, orderType, shippingTypeCode) => {
    const request = {
      customerCode,
      orderType,
      shippingTypeCode,
      lines: [{ itemCode: 'HF-1011', quantity: 2 }],
    };
    expect(await sap.port.getExpenses(request)).toEqual(await demo.getExpenses(request));
  });
});
