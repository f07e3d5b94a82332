import type { ErpContractFixtures } from '@selvedge/erp/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from './demo-database.js';
import type { DemoDb } from './host.js';

/**
 * Codes of a generated demo ERP (seed 42, tiny) that show each behaviour the ERP contract checks: the
 * demo ERP's own contract test and the SAP adapter's on the fake Service Layer filled from it use them.
 */
export async function findContractFixtures(db: DemoDb): Promise<ErpContractFixtures> {
  const one = async <Row>(query: ReturnType<typeof sql>): Promise<Row> => {
    const [row] = await queryRows<Row>(db, query);
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
  const contact = await one<{ email: string; name: string }>(
    sql`select "E_Mail" as email, "Name" as name from demo_erp."ContactEmployees"
        where "CardCode" = 'C10001' and "E_Mail" is not null and "Active" = 'tYES' order by "InternalCode" desc limit 1`,
  );
  return {
    customerCode: 'C10001',
    contact,
    shipToId: 'Ship to',
    itemInStock: inStock.code,
    itemOnPurchaseOrder: {
      itemCode: onOrder.code,
      quantity: Math.max(Number(onOrder.free), 0) + Math.min(Number(onOrder.qty), 1),
    },
    discontinuedWithStock: (await discontinued(true)).code,
    discontinuedWithoutStock: (await discontinued(false)).code,
    deliveredLine: {
      deliveryId: Number(delivered.entry),
      lineNumber: Number(delivered.line),
      itemCode: delivered.item,
    },
    futureDate: '2026-12-01',
    addressBookCustomerCode: 'C40001',
    customerWithoutAddressBook: 'C10001',
  };
}
