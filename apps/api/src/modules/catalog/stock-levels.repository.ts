import type { BatchStock, ExpectedSupply } from '@selvedge/erp';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { stockLevels } from './catalog.tables.js';

/** What the stock feed last said of an item (D29): free stock and open purchase orders. */
export interface StockSnapshot {
  itemCode: string;
  /** In stock less committed to open sales orders, over all warehouses. */
  available: number;
  expectedSupply: ExpectedSupply[];
  /** When the ERP's figures changed last. */
  erpUpdatedAt: Date;
  /** When the sync last wrote this row. */
  syncedAt: Date;
  /** Stock per dye lot and warehouse (a reorder shows whether the lot delivered before is left). */
  batches: BatchStock[];
}

/** The stock snapshots of these items; an item the feed never sent is left out. */
export async function findStockSnapshots(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, StockSnapshot>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      itemCode: stockLevels.itemCode,
      available: stockLevels.available,
      expectedSupply: stockLevels.expectedSupply,
      erpUpdatedAt: stockLevels.erpUpdatedAt,
      syncedAt: stockLevels.syncedAt,
      batches: stockLevels.batches,
    })
    .from(stockLevels)
    .where(inArray(stockLevels.itemCode, unique));
  return new Map(rows.map((row) => [row.itemCode, row]));
}
