/**
 * The read model and its sync (ADR-010): a full sync mirrors the demo ERP, a second run changes
 * nothing, changes and cancellations arrive with the next run, a run that fails halfway resumes without
 * losing or doubling rows, a customer sync brings one customer up to date, and pg-boss drives the feeds.
 */
import { createHash } from 'node:crypto';
import { createDemoErpAdapter, generate, openDemoErp } from '@selvedge/demo-erp';
import { type ErpPort, erpUnavailable, type PlaceOrderInput } from '@selvedge/erp';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { createJobQueue } from '../src/jobs/job-queue.js';
import { erpSyncJobs, registerSyncWorkers, requestFullSync } from '../src/modules/erp-sync/erp-sync.jobs.js';
import {
  type SyncDeps,
  syncAllFeeds,
  syncCustomer,
  syncFeed,
} from '../src/modules/erp-sync/erp-sync.service.js';
import { getSyncState } from '../src/modules/erp-sync/erp-sync-state.repository.js';
import { TestClock } from './support/clock.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/database.js';
import { must } from './support/must.js';

const today = '2026-11-23';
const READ_MODEL = [
  ['customers', 'code'],
  ['customer_addresses', 'customer_code, kind, id'],
  ['items', 'code'],
  ['stock_levels', 'item_code'],
  ['reference_data', 'type, code'],
  ['sales_documents', 'kind, id'],
  ['sales_document_lines', 'kind, document_id, line_number'],
  ['open_items', 'id'],
] as const;

async function rows<Row>(database: Database, text: string): Promise<Row[]> {
  return (await database.query<Row>(text)).rows;
}

async function count(database: Database, text: string): Promise<number> {
  const [row] = await rows<{ n: number }>(database, `select count(*)::int as n from ${text}`);
  return row?.n ?? 0;
}

/** Everything the read model holds except when it was written: equal hashes, equal content. */
async function hashReadModel(database: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, order] of READ_MODEL) {
    const data = await rows<{ row: string }>(
      database,
      `select (to_jsonb(t) - 'synced_at')::text as row from ${table} t order by ${order}`,
    );
    hash.update(table);
    for (const { row } of data) hash.update(row);
  }
  return hash.digest('hex');
}

async function resetReadModel(database: Database): Promise<void> {
  await database.exec(
    `truncate ${READ_MODEL.filter(([t]) => t !== 'customers')
      .map(([t]) => t)
      .join(', ')}, erp_sync_state;
     delete from customers where code not in (select customer_code from users where customer_code is not null);`,
  );
}

describe('the ERP sync into the read model', () => {
  let isolated: IsolatedDatabase;
  let database: Database;
  let clock: TestClock;
  let erp: ReturnType<typeof createDemoErpAdapter>;
  let deps: SyncDeps;

  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    database = await openDatabase({ url: isolated.url, dataDir: 'memory://' });
    await runMigrations(database);
    await openDemoErp(database.db);
    await generate(database.db, { seed: 2026, scale: 'tiny', today });
    clock = new TestClock(new Date(`${today}T09:00:00Z`));
    erp = createDemoErpAdapter({ db: database.db, clock, options: { seed: 2026 } });
    deps = { db: database.db, erp: erp.port, clock };
  });
  afterAll(async () => {
    await database.close();
    await isolated.drop();
  });

  /** The first item (not a sample) of which the read model has more than `available` in stock. */
  async function itemInStock(available: number): Promise<string> {
    const [item] = await rows<{ code: string }>(
      database,
      `select item_code as code from stock_levels where available > ${available} and item_code not like 'S%' order by item_code limit 1`,
    );
    return must(item, `an item with more than ${available} in stock`).code;
  }

  /** A B2B order placed in the demo ERP itself (not through the portal), to its customer's address "Ship to". */
  const placeInErp = (order: Omit<PlaceOrderInput, 'orderType' | 'shipTo'>) =>
    erp.port.placeOrder({ ...order, orderType: 'B2B', shipTo: { addressId: 'Ship to' } });

  it('a full sync mirrors the demo ERP: partners with addresses, items, stock, documents, open items', async () => {
    const results = await syncAllFeeds(deps, { pageSize: 100 });
    expect(results.map((r) => r.feed)).toEqual([
      'referenceData',
      'businessPartners',
      'items',
      'stock',
      'salesDocuments',
      'openItems',
    ]);
    expect(await count(database, 'customers')).toBe(await count(database, 'demo_erp."BusinessPartners"'));
    expect(await count(database, 'items')).toBe(await count(database, 'demo_erp."Items"'));
    expect(await count(database, 'stock_levels')).toBe(await count(database, 'demo_erp."Items"'));
    expect(await count(database, 'sales_document_lines')).toBe(
      await count(database, `demo_erp."DocumentLines" where "ObjType" in (17, 15, 13, 14, 16, 234000031)`),
    );
    const exportAddresses = await rows<{ id: string }>(
      database,
      `select id from customer_addresses where customer_code = 'C40001' and kind = 'shipTo' order by id`,
    );
    expect(exportAddresses.map((a) => a.id)).toEqual([
      'Dublin project',
      'Edinburgh studio',
      'London showroom',
      'Manchester warehouse',
    ]);
    const [exportCustomer] = await rows<{ is_export: boolean; currency: string; erp_updated_at: unknown }>(
      database,
      `select is_export, currency, erp_updated_at from customers where code = 'C40001'`,
    );
    expect(exportCustomer).toMatchObject({ is_export: true, currency: 'GBP' });
    expect(exportCustomer?.erp_updated_at).not.toBeNull();
    const openInERP = await count(
      database,
      `demo_erp."Documents" where "ObjType" in (13, 14) and "DocumentStatus" = 'bost_Open' and "Cancelled" = 'tNO' and "DocTotal" <> "PaidToDate"`,
    );
    expect(await count(database, 'open_items')).toBe(openInERP);
    const states = await getSyncState(database.db);
    expect(
      states.every((s) => s.watermark !== null && s.lastSucceededAt !== null && s.lastError === null),
    ).toBe(true);
  });

  it('a second run changes nothing', async () => {
    const before = await hashReadModel(database);
    const results = await syncAllFeeds(deps);
    expect(results.every((r) => r.rowsApplied === 0)).toBe(true);
    expect(await hashReadModel(database)).toBe(before);
  });

  it('a placed order appears after the next sync, and deliveries, invoices and payments as time moves', async () => {
    const itemCode = await itemInStock(100);
    const placed = await placeInErp({
      portalKey: 'sync-test-order',
      customerCode: 'C10001',
      reference: 'Sync test',
      language: 'nl',
      lines: [{ itemCode, quantity: 3, reference: 'kamer 2' }],
    });
    const orderQuery = `sales_documents where kind = 'order' and id = ${placed.docEntry}`;
    expect(await count(database, orderQuery)).toBe(0);
    await syncFeed(deps, 'salesDocuments');
    const [order] = await rows<{ number: number; reference: string; portal_key: string }>(
      database,
      `select number, reference, portal_key from ${orderQuery}`,
    );
    expect(order).toEqual({
      number: placed.documentNumber,
      reference: 'Sync test',
      portal_key: 'sync-test-order',
    });
    const [line] = await rows<{ item_code: string; line_reference: string; open_quantity: string }>(
      database,
      `select item_code, line_reference, open_quantity::text from sales_document_lines where kind = 'order' and document_id = ${placed.docEntry}`,
    );
    expect(line).toEqual({ item_code: itemCode, line_reference: 'kamer 2', open_quantity: '3.000' });

    // Time moves: the order is delivered and invoiced; older invoices get paid and leave the open items.
    const openBefore = await rows<{ id: string }>(database, 'select id from open_items order by id');
    clock.set(new Date('2027-02-15T09:00:00Z'));
    await erp.controls.advance('2027-02-15');
    await syncAllFeeds(deps);
    expect(
      await count(
        database,
        `sales_document_lines where kind = 'delivery' and base_kind = 'order' and base_document_id = ${placed.docEntry}`,
      ),
    ).toBe(1);
    const [orderAfter] = await rows<{ status: string }>(database, `select status from ${orderQuery}`);
    expect(orderAfter?.status).toBe('closed');
    const openAfter = new Set(
      (await rows<{ id: string }>(database, 'select id from open_items')).map((r) => r.id),
    );
    const paid = openBefore.filter((r) => !openAfter.has(r.id));
    expect(paid.length).toBeGreaterThan(0);
    const [paidDocument] = paid;
    const [kind, id] = (paidDocument?.id as string).split(':');
    const [header] = await rows<{ total_gross: string; paid_to_date: string }>(
      database,
      `select total_gross::text, paid_to_date::text from sales_documents where kind = '${kind}' and id = ${id}`,
    );
    expect(header?.paid_to_date).toBe(header?.total_gross);
  });

  it('a cancelled order stays in the read model as cancelled and leaves the lists', async () => {
    const [open] = await rows<{ id: number }>(
      database,
      `select id from sales_documents where kind = 'order' and status <> 'cancelled' order by id desc limit 1`,
    );
    expect(open).toBeDefined();
    await database.exec(
      `update demo_erp."Documents" set "Cancelled" = 'tYES', "DocumentStatus" = 'bost_Close',
         "ChangeSeq" = nextval('demo_erp.change_seq') where "ObjType" = 17 and "DocEntry" = ${open?.id}`,
    );
    await syncFeed(deps, 'salesDocuments');
    const [header] = await rows<{ status: string }>(
      database,
      `select status from sales_documents where kind = 'order' and id = ${open?.id}`,
    );
    expect(header?.status).toBe('cancelled');
    const listed = await count(
      database,
      `sales_document_lines where kind = 'order' and document_id = ${open?.id} and bom_role <> 'component' and status <> 'cancelled'`,
    );
    expect(listed).toBe(0);
  });

  it('a run that fails halfway keeps the pages it applied and the next run resumes without loss or doubles', async () => {
    const reference = await hashReadModel(database);
    await resetReadModel(database);
    let pulls = 0;
    const failingHalfway: ErpPort = {
      ...erp.port,
      pullChanges: async (feed, since, limit, options) => {
        if (feed === 'salesDocuments' && ++pulls === 3) throw erpUnavailable('connection reset');
        return erp.port.pullChanges(feed, since, limit, options);
      },
    };
    await expect(syncAllFeeds({ ...deps, erp: failingHalfway }, { pageSize: 40 })).rejects.toThrow(
      'connection reset',
    );
    const halfway = (await getSyncState(database.db)).find((s) => s.feed === 'salesDocuments');
    expect(halfway?.lastError).toBe('connection reset');
    expect(halfway?.rowsApplied).toBe(80);
    expect(await count(database, 'sales_documents')).toBe(80);

    await syncAllFeeds(deps, { pageSize: 40 });
    expect(await hashReadModel(database)).toBe(reference);
    const resumed = (await getSyncState(database.db)).find((s) => s.feed === 'salesDocuments');
    expect(resumed?.lastError).toBeNull();
  });

  it("a customer sync brings that customer's new documents now, and only that customer's", async () => {
    const watermarksBefore = (await getSyncState(database.db)).map((s) => [s.feed, s.watermark]);
    const itemCode = await itemInStock(10);
    const order = (customerCode: string, portalKey: string) =>
      placeInErp({
        portalKey,
        customerCode,
        reference: portalKey,
        language: 'nl',
        lines: [{ itemCode, quantity: 1 }],
      });
    const mine = await order('C10001', 'customer-sync-mine');
    const theirs = await order('C10002', 'customer-sync-theirs');
    const results = await syncCustomer(deps, 'C10001');
    expect(results.find((r) => r.feed === 'salesDocuments')?.rowsApplied).toBe(1);
    expect(await count(database, `sales_documents where kind = 'order' and id = ${mine.docEntry}`)).toBe(1);
    expect(await count(database, `sales_documents where kind = 'order' and id = ${theirs.docEntry}`)).toBe(0);
    expect((await getSyncState(database.db)).map((s) => [s.feed, s.watermark])).toEqual(watermarksBefore);

    // The next full run applies the customer's order again without doubling it, and brings the other.
    await syncFeed(deps, 'salesDocuments');
    expect(
      await count(database, `sales_document_lines where kind = 'order' and document_id = ${mine.docEntry}`),
    ).toBe(1);
    expect(await count(database, `sales_documents where kind = 'order' and id = ${theirs.docEntry}`)).toBe(1);
  });

  it('pg-boss runs every feed when a full sync is asked for', async () => {
    const placed = await placeInErp({
      portalKey: 'job-order',
      customerCode: 'C30001',
      reference: 'job',
      language: 'de',
      lines: [{ itemCode: await itemInStock(10), quantity: 1 }],
    });
    const jobs = createJobQueue(database, { queues: erpSyncJobs.queues });
    try {
      await jobs.startWorking({ isScheduling: false });
      await registerSyncWorkers(jobs, deps, pino({ level: 'silent' }));
      await requestFullSync(jobs);
      const deadline = Date.now() + 20_000;
      while (
        (await count(database, `sales_documents where kind = 'order' and id = ${placed.docEntry}`)) === 0 &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await count(database, `sales_documents where kind = 'order' and id = ${placed.docEntry}`)).toBe(
        1,
      );
    } finally {
      await jobs.stop();
    }
  }, 30_000);
});
