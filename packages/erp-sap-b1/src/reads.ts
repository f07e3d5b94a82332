import type { ExpectedSupply, SalesBomComponent, StockLevel, WarehouseStock } from '@selvedge/erp';
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

/** The stock levels of items, with a fresh read of the open supply (a feed must not pass on stale data). */
export async function stockLevels(
  ctx: Context,
  codes: readonly string[],
  supply?: Map<string, ExpectedSupply[]>,
): Promise<StockLevel[]> {
  if (codes.length === 0) return [];
  const [items, openLines] = await Promise.all([
    rowsByCodes(ctx, 'Items', 'ItemCode', codes, STOCK_SELECT),
    supply ? Promise.resolve(supply) : loadOpenSupply(ctx),
  ]);
  const levels: StockLevel[] = [];
  for (const code of codes) {
    const item = items.get(code);
    if (!item) continue;
    const warehouses = warehousesOf(item, ctx.config.stockWarehouses);
    levels.push({
      itemCode: code,
      warehouses,
      // SL keeps batch quantities per warehouse outside its entities (OBTQ); BatchNumberDetails has none.
      batches: [],
      expectedSupply: openLines.get(code) ?? [],
      available: freeStock(warehouses),
      updatedAt: updatedAt(item),
    });
  }
  return levels;
}
