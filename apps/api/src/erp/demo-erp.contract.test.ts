// Runs here, not in adapters/demo/: the boundary rule lets adapter files import only the port, types and errors.
import { sql } from 'drizzle-orm';
import { createIsolatedDatabase } from '../../test/support/database.js';
import { type Database, openDatabase } from '../db/client.js';
import { openDemoErp, queryRows } from './adapters/demo/demo-database.js';
import { createDemoErpAdapter } from './adapters/demo/demo-erp-adapter.js';
import { generate } from './adapters/demo/generate.js';
import { describeErpContract, type ErpContractFixtures } from './erp.contract.js';

const today = '2026-11-23';
const clock = { now: () => new Date(`${today}T10:00:00Z`) };

/** Codes of the generated data that show each behaviour the contract checks. */
async function findFixtures(database: Database): Promise<ErpContractFixtures> {
  const one = async <Row>(query: ReturnType<typeof sql>): Promise<Row> => {
    const [row] = await queryRows<Row>(database.db, query);
    if (!row) throw new Error(`no fixture for ${JSON.stringify(query)}`);
    return row;
  };
  const free = sql`(select coalesce(sum(w."InStock" - w."Committed"), 0) from demo_erp."ItemWarehouseInfo" w where w."ItemCode" = i."ItemCode")`;
  const inStock = await one<{ code: string }>(
    sql`select i."ItemCode" as code from demo_erp."Items" i where i."U_DBS_UITLOPEND" = 'N' and i."ItemsGroupCode" between 101 and 104 and ${free} >= 10 order by 1 limit 1`,
  );
  const onOrder = await one<{ code: string; free: number; qty: number }>(
    sql`select i."ItemCode" as code, ${free}::float as free, p."RemainingOpenQuantity"::float as qty
        from demo_erp."Items" i join demo_erp."PurchaseOrders" p on p."ItemCode" = i."ItemCode" and p."LineStatus" = 'bost_Open'
        where i."U_DBS_UITLOPEND" = 'N' order by 1 limit 1`,
  );
  const discontinued = (hasStock: boolean) =>
    one<{ code: string }>(
      sql`select i."ItemCode" as code from demo_erp."Items" i where i."U_DBS_UITLOPEND" = 'Y'
          and (${free} >= 1) = ${hasStock} order by 1 limit 1`,
    );
  const delivered = await one<{ entry: number; line: number; item: string }>(
    sql`select l."DocEntry" as entry, l."LineNum" as line, l."ItemCode" as item from demo_erp."DocumentLines" l
        join demo_erp."Documents" d using ("ObjType", "DocEntry")
        where l."ObjType" = 15 and d."CardCode" = 'C10001' and l."TreeType" = 'iNotATree' order by 1 desc, 2 limit 1`,
  );
  return {
    customerCode: 'C10001',
    shipToId: 'Ship to',
    itemInStock: inStock.code,
    itemOnPurchaseOrder: {
      itemCode: onOrder.code,
      quantity: Math.max(onOrder.free, 0) + Math.min(onOrder.qty, 1),
    },
    discontinuedWithStock: (await discontinued(true)).code,
    discontinuedWithoutStock: (await discontinued(false)).code,
    deliveredLine: { deliveryId: delivered.entry, lineNumber: delivered.line, itemCode: delivered.item },
    futureDate: '2026-12-01',
  };
}

// On PostgreSQL (DATABASE_URL) a database of its own, so other test files never see these rows.
describeErpContract('demo ERP', async () => {
  const isolated = await createIsolatedDatabase();
  const database = await openDatabase(isolated.url ? { url: isolated.url } : { dataDir: 'memory://' });
  await openDemoErp(database.db);
  await generate(database.db, { seed: 42, scale: 'tiny', today });
  const { port, controls } = createDemoErpAdapter({ db: database.db, clock });
  return {
    port,
    controls,
    fixtures: await findFixtures(database),
    teardown: async () => {
      await database.close();
      await isolated.drop();
    },
  };
});
