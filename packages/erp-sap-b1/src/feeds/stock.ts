import type { ChangeSet, StockLevel } from '@selvedge/erp';
import { addDays } from '@selvedge/erp';
import type { Context } from '../context.js';
import { type DeltaSource, pullDelta, type RawRow } from '../delta.js';
import { quote } from '../odata.js';
import { stockLevels } from '../reads.js';
import { quantity, type SapRow } from '../values.js';
import type { FeedWatermark, SetPosition } from '../watermark.js';
import { encodeWatermark } from '../watermark.js';
import { slFetch } from './fetch.js';

/**
 * stock: per item the stock per warehouse (ItemWarehouseInfoCollection) and the open purchase order
 * lines, for the portal's stock check snapshot (ADR-018).
 *
 * What changed is read from two kinds of source, merged in change order:
 * - Items, on their UpdateDate/UpdateTime;
 * - the documents that move stock or supply (by default PurchaseOrders, Orders, DeliveryNotes, Returns;
 *   configurable), on theirs: a changed document names the items whose figures moved. SAP does not
 *   promise to touch an item's UpdateDate for every stock movement, so the item alone would miss some.
 * A first pull reads every item; the document sources then start from yesterday, so a first sync does
 * not walk the whole document history only to read the same items again.
 */
interface Touched {
  codes: string[];
  /** What the hash of the watermark covers: the figures that moved. */
  content: unknown;
}

function itemStockSource(): DeltaSource<Touched> {
  return {
    id: 'Items',
    set: 'Items',
    keyField: 'ItemCode',
    numericKey: false,
    select: ['ItemCode', 'UpdateDate', 'UpdateTime', 'ItemWarehouseInfoCollection'],
    filter: `SalesItem eq ${quote('tYES')}`,
    mapPage: async (rows) =>
      rows.map((row) => ({
        codes: [String(row.ItemCode)],
        content: row.ItemWarehouseInfoCollection ?? null,
      })),
  };
}

function documentStockSource(set: string): DeltaSource<Touched> {
  return {
    id: set,
    set,
    keyField: 'DocEntry',
    numericKey: true,
    select: ['DocEntry', 'DocumentStatus', 'UpdateDate', 'UpdateTime', 'DocumentLines'],
    mapPage: async (rows: RawRow[]) =>
      rows.map((row) => {
        const lines = Array.isArray(row.DocumentLines) ? (row.DocumentLines as SapRow[]) : [];
        return {
          codes: [...new Set(lines.map((l) => String(l.ItemCode ?? '')).filter(Boolean))],
          content: [
            row.DocumentStatus,
            lines.map((l) => [
              l.ItemCode,
              quantity(l.Quantity),
              quantity(l.RemainingOpenQuantity),
              l.LineStatus,
            ]),
          ],
        };
      }),
    weigh: (row) => row.codes.length,
  };
}

export async function stockFeed(
  ctx: Context,
  watermark: FeedWatermark,
  isFirstPull: boolean,
  limit: number,
): Promise<ChangeSet<StockLevel>> {
  const sources = [itemStockSource(), ...ctx.config.stockDocumentSets.map(documentStockSource)];
  const positions: Record<string, SetPosition> = { ...watermark.p };
  if (isFirstPull) {
    const yesterday = addDays(ctx.today(), -1);
    for (const set of ctx.config.stockDocumentSets)
      positions[set] = { d: yesterday, t: '00:00:00', k: '0', s: {} };
  }
  const page = await pullDelta({
    sources,
    positions,
    limit,
    pageSize: ctx.config.pageSize,
    fetch: slFetch(ctx),
    timeZone: ctx.config.timeZone,
  });
  const codes = [...new Set(page.rows.flatMap((r) => r.row.codes))];
  return {
    rows: await stockLevels(ctx, codes),
    deletedIds: [],
    nextWatermark: encodeWatermark({ f: 'stock', p: page.positions }),
    hasMore: page.hasMore,
  };
}
