import { createHash, randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { openDemoErp, queryRows } from './demo-database.js';
import type { DemoDb } from './host.js';

/** A database the demo ERP's tests own: its handle and how to let it go. */
export interface DemoTestDatabase {
  db: DemoDb;
  close(): Promise<void>;
}

/** An in-memory PGlite (the demo_erp schema needs no extension). */
async function openMemoryDatabase(): Promise<DemoTestDatabase> {
  const client = await PGlite.create({ dataDir: 'memory://' });
  return { db: drizzlePglite(client) as unknown as DemoDb, close: () => client.close() };
}

/**
 * Tests of the demo ERP: an in-memory PGlite with the demo_erp schema. The contract suite may instead
 * run on PostgreSQL (openIsolatedDemoDatabase); these unit tests never touch a shared server.
 */
export async function openMemoryDemoErp(): Promise<DemoTestDatabase> {
  const database = await openMemoryDatabase();
  await openDemoErp(database.db);
  return database;
}

const serverUrl = process.env.DATABASE_URL;

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = new URL(serverUrl as string);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * With DATABASE_URL set (CI), a database of its own on that server, created through the `postgres`
 * maintenance database and dropped on close, so other test files never see its rows. Without it:
 * in-memory PGlite. Holds no tables yet: call openDemoErp.
 */
export async function openIsolatedDemoDatabase(): Promise<DemoTestDatabase> {
  if (!serverUrl) return openMemoryDatabase();
  const name = `selvedge_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  // An idle connection the server ends must not crash the test process; the pool replaces it.
  pool.on('error', (error) => {
    console.warn(`[db] an idle connection was closed: ${error.message}`);
  });
  return {
    db: drizzlePg(pool) as unknown as DemoDb,
    close: async () => {
      await pool.end();
      await asAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

const TABLES: Record<string, string> = {
  BusinessPartners: '"CardCode"',
  BPAddresses: '"BPCode", "AddressType", "AddressName"',
  ContactEmployees: '"InternalCode"',
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
export async function hashDemoData(database: DemoTestDatabase): Promise<string> {
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
