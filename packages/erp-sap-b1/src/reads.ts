import {
  type BatchStock,
  type ExpectedSupply,
  isErpError,
  type SalesBomComponent,
  type StockLevel,
  type WarehouseStock,
} from '@selvedge/erp';
import { type Context, cached } from './context.js';
import { anyOf, quote } from './odata.js';
import { chunks, date, quantity, type SapRow, text, updatedAt } from './values.js';

/**
 * Reads several parts of the adapter share: items by code, sales BOM components, stock per warehouse and
 * the open purchase order lines (expected supply). Lookups by code go in chunks, so a page of a feed costs
 * a few requests, not one per row.
 */

/** Codes per `ItemCode eq … or …` request: keeps the URL well below what proxies accept. */
const CODES_PER_REQUEST = 40;

export async function rowsByCodes(
  ctx: Context,
  set: string,
  keyField: string,
  codes: readonly string[],
  select: readonly string[],
): Promise<Map<string, SapRow>> {
  const unique = [...new Set(codes)];
  const result = new Map<string, SapRow>();
  const parts = await Promise.all(
    chunks(unique, CODES_PER_REQUEST).map((part) =>
      ctx.sl.collection(set, { select, filter: anyOf(keyField, part) }, { what: set }),
    ),
  );
  for (const rows of parts) for (const row of rows) result.set(String(row[keyField]), row);
  return result;
}

export const STOCK_SELECT = [
  'ItemCode',
  'TreeType',
  'UpdateDate',
  'UpdateTime',
  'ItemWarehouseInfoCollection',
];

/** Stock per warehouse of an item row (ItemWarehouseInfoCollection), the configured warehouses only. */
export function warehousesOf(item: SapRow, only: readonly string[] | null): WarehouseStock[] {
  const rows = Array.isArray(item.ItemWarehouseInfoCollection)
    ? (item.ItemWarehouseInfoCollection as SapRow[])
    : [];
  return rows
    .filter((w) => only === null || only.includes(String(w.WarehouseCode)))
    .map((w) => ({
      warehouseCode: String(w.WarehouseCode ?? ''),
      inStock: quantity(w.InStock),
      committed: quantity(w.Committed),
      ordered: quantity(w.Ordered),
    }))
    .sort((a, b) => (a.warehouseCode < b.warehouseCode ? -1 : a.warehouseCode > b.warehouseCode ? 1 : 0));
}

/** Free stock: in stock less committed, over all warehouses (availability.ts). */
export function freeStock(warehouses: readonly WarehouseStock[]): number {
  return quantity(warehouses.reduce((sum, w) => sum + w.inStock - w.committed, 0));
}

/**
 * Open purchase order lines by item: SAP has no "expected delivery" of its own (research §2.3), the open
 * PurchaseOrders lines are the supply. SL cannot filter a document set on its lines' item code, so the
 * open orders are read whole (header filter on DocumentStatus) and grouped here.
 */
export async function loadOpenSupply(ctx: Context): Promise<Map<string, ExpectedSupply[]>> {
  const orders = await ctx.sl.collection(
    'PurchaseOrders',
    {
      select: ['DocEntry', 'DocNum', 'DocumentLines'],
      filter: `DocumentStatus eq ${quote('bost_Open')}`,
      orderby: ['DocEntry'],
    },
    { what: 'open purchase orders' },
  );
  const lines: { itemCode: string; entry: number; supply: ExpectedSupply }[] = [];
  for (const order of orders) {
    for (const line of Array.isArray(order.DocumentLines) ? (order.DocumentLines as SapRow[]) : []) {
      const open = quantity(line.RemainingOpenQuantity);
      const due = date(line.ShipDate);
      const itemCode = text(line.ItemCode);
      if (!itemCode || !due || open <= 0 || (line.LineStatus && line.LineStatus !== 'bost_Open')) continue;
      lines.push({
        itemCode,
        entry: Number(order.DocEntry),
        supply: { reference: String(order.DocNum), dueDate: due, quantity: open },
      });
    }
  }
  lines.sort((a, b) =>
    a.supply.dueDate < b.supply.dueDate ? -1 : a.supply.dueDate > b.supply.dueDate ? 1 : a.entry - b.entry,
  );
  const byItem = new Map<string, ExpectedSupply[]>();
  for (const line of lines) byItem.set(line.itemCode, [...(byItem.get(line.itemCode) ?? []), line.supply]);
  return byItem;
}

/** The open supply for live calls: read at most every 30 s (a burst of stock checks costs one read). */
export function openSupply(ctx: Context): Promise<Map<string, ExpectedSupply[]>> {
  return cached(ctx, 'openSupply', 30_000, () => loadOpenSupply(ctx));
}

/** Components of sales BOMs (ProductTrees of type iSalesTree), by parent item code. */
export async function salesBomComponents(
  ctx: Context,
  parents: readonly string[],
): Promise<Map<string, SalesBomComponent[]>> {
  if (parents.length === 0) return new Map();
  const trees = await rowsByCodes(ctx, 'ProductTrees', 'TreeCode', parents, [
    'TreeCode',
    'TreeType',
    'ProductTreeLines',
  ]);
  const result = new Map<string, SalesBomComponent[]>();
  for (const [code, tree] of trees) {
    const lines = Array.isArray(tree.ProductTreeLines) ? (tree.ProductTreeLines as SapRow[]) : [];
    result.set(
      code,
      [...lines]
        .sort((a, b) => Number(a.ChildNum ?? 0) - Number(b.ChildNum ?? 0))
        .map((l) => ({ itemCode: String(l.ItemCode), quantity: quantity(l.Quantity) })),
    );
  }
  return result;
}

/** A warning about an optional part is logged at most this often while the part keeps failing. */
const OPTIONAL_PART_WARNING_EVERY_MS = 15 * 60_000;
const warnedAt = new WeakMap<Context, Map<string, number>>();

/**
 * Runs the read of a part a feed can do without (sales BOM components of the items feed): when SAP
 * answers it with an error (no authorisation, a service not licensed, a refusal), the feed goes on
 * without it and the operator reads SAP's message in the log, once per sync run rather than once per
 * page. An outage still fails the page: the feed asks again, where going on would keep the rows without
 * the part until they next change in SAP.
 */
export async function optionalPart<T>(
  ctx: Context,
  part: string,
  fallback: T,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isErpError(error) || error.kind === 'unavailable') throw error;
    const seen = warnedAt.get(ctx) ?? new Map<string, number>();
    warnedAt.set(ctx, seen);
    const now = Date.now();
    const last = seen.get(part);
    if (last === undefined || now - last >= OPTIONAL_PART_WARNING_EVERY_MS) {
      seen.set(part, now);
      ctx.log('warn', `SAP ${part} could not be read; the feed goes on without them`, {
        part,
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return fallback;
  }
}

/**
 * Sales BOM components for a feed: none when SAP will not give them. The items still arrive; a sales BOM
 * without components counts as not available (salesBomAvailable), never as available.
 */
export function salesBomComponentsIfReadable(
  ctx: Context,
  parents: readonly string[],
): Promise<Map<string, SalesBomComponent[]>> {
  return optionalPart(ctx, 'ProductTrees (sales BOM components)', new Map(), () =>
    salesBomComponents(ctx, parents),
  );
}

/**
 * Stock per dye lot and warehouse, by item. SL keeps batch quantities per warehouse outside its entities
 * (OBTQ; BatchNumberDetails has none), so they come from the stored SQL query `batchStockQuery` names
 * (docs/connect-sap-b1.md, 2.8): rows of ItemCode, BatchNumber, WarehouseCode, Quantity. Without the
 * setting none; when SAP refuses the query the feed goes on without them (optionalPart, logged).
 */
export async function loadBatchStock(ctx: Context, queryCode: string): Promise<Map<string, BatchStock[]>> {
  const rows = await ctx.sl.collection(`SQLQueries(${quote(queryCode)})/List`, {}, { what: 'batch stock' });
  const byItem = new Map<string, BatchStock[]>();
  for (const row of rows) {
    const itemCode = text(row.ItemCode);
    const batchNumber = text(row.BatchNumber);
    const amount = quantity(row.Quantity);
    if (!itemCode || !batchNumber || amount <= 0) continue;
    const list = byItem.get(itemCode) ?? [];
    list.push({ batchNumber, warehouseCode: text(row.WarehouseCode) ?? '', quantity: amount });
    byItem.set(itemCode, list);
  }
  for (const list of byItem.values()) list.sort((a, b) => a.batchNumber.localeCompare(b.batchNumber));
  return byItem;
}

/** The batch stock for a stock read: the pages of one feed run, seconds apart, share one read. */
function batchStockIfReadable(ctx: Context): Promise<Map<string, BatchStock[]>> {
  const queryCode = ctx.config.batchStockQuery;
  if (!queryCode) return Promise.resolve(new Map());
  return cached(ctx, 'batchStock', 5_000, () =>
    optionalPart(ctx, 'batch stock (SQLQueries)', new Map<string, BatchStock[]>(), () =>
      loadBatchStock(ctx, queryCode),
    ),
  );
}

/** The stock levels of items, with a fresh read of the open supply (a feed must not pass on stale data). */
export async function stockLevels(
  ctx: Context,
  codes: readonly string[],
  supply?: Map<string, ExpectedSupply[]>,
): Promise<StockLevel[]> {
  if (codes.length === 0) return [];
  const [items, openLines, batches] = await Promise.all([
    rowsByCodes(ctx, 'Items', 'ItemCode', codes, STOCK_SELECT),
    supply ? Promise.resolve(supply) : loadOpenSupply(ctx),
    batchStockIfReadable(ctx),
  ]);
  const levels: StockLevel[] = [];
  for (const code of codes) {
    const item = items.get(code);
    if (!item) continue;
    const warehouses = warehousesOf(item, ctx.config.stockWarehouses);
    levels.push({
      itemCode: code,
      warehouses,
      batches: (batches.get(code) ?? []).filter(
        (batch) => !ctx.config.stockWarehouses || ctx.config.stockWarehouses.includes(batch.warehouseCode),
      ),
      expectedSupply: openLines.get(code) ?? [],
      available: freeStock(warehouses),
      updatedAt: updatedAt(item, ctx.config.timeZone),
    });
  }
  return levels;
}
