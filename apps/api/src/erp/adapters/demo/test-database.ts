import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../../db/client.js';
import { openDemoErp, queryRows } from './demo-database.js';

/**
 * Tests of the demo ERP: an in-memory PGlite with the demo_erp schema. The contract suite may instead
 * run on PostgreSQL (demo-erp.contract.test.ts); these unit tests never touch a shared server.
 */
export async function openMemoryDemoErp(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await openDemoErp(database.db);
  return database;
}

const TABLES: Record<string, string> = {
  BusinessPartners: '"CardCode"',
  BPAddresses: '"BPCode", "AddressType", "AddressName"',
  Items: '"ItemCode"',
  ItemPrices: '"ItemCode", "PriceList"',
  SpecialPrices: '"CardCode", "ItemCode"',
  ItemWarehouseInfo: '"ItemCode", "WarehouseCode"',
  BatchNumberDetails: '"ItemCode", "Batch", "WarehouseCode"',
  PurchaseOrders: '"DocEntry"',
  ProductTreeLines: '"Father", "ChildNum"',
  Documents: '"ObjType", "DocEntry"',
  DocumentLines: '"ObjType", "DocEntry", "LineNum"',
  DocumentPackages: '"ObjType", "DocEntry", "Number"',
  DocumentSeries: '"ObjectCode"',
};

/** A hash of every generated table's content, in key order: equal hashes mean equal data. */
export async function hashDemoData(database: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, order] of Object.entries(TABLES)) {
    const rows = await queryRows<{ row: string }>(
      database.db,
      sql.raw(`select t::text as row from demo_erp."${table}" t order by ${order}`),
    );
    hash.update(table);
    for (const { row } of rows) hash.update(row);
  }
  return hash.digest('hex');
}
