import type { Item, ReferenceDataRow, StockLevel } from '@selvedge/erp';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkWrite, feedApplier } from '../../db/upsert.js';
import { items, referenceData, stockLevels } from './catalog.tables.js';

/** Applies a page of the items feed. An item the ERP drops is removed; orders keep their own copy. */
export const applyItems = feedApplier(items, items.code, (i: Item) => ({
  code: i.code,
  name: i.name,
  collection: i.collection,
  groupCode: i.groupCode,
  salesUnit: i.salesUnit,
  patternRepeatCm: i.patternRepeatCm,
  isStaggered: i.isStaggered,
  isPatternRequired: i.isPatternRequired,
  vatGroup: i.vatGroup,
  imageUrl: i.imageUrl,
  isDiscontinued: i.isDiscontinued,
  sampleCode: i.sampleCode,
  salesBom: i.salesBom,
  isActive: i.isActive,
  erpUpdatedAt: new Date(i.updatedAt),
}));

/** Applies a page of the stock feed: the last known stock answer per item. */
export const applyStock = feedApplier(stockLevels, stockLevels.itemCode, (s: StockLevel) => ({
  itemCode: s.itemCode,
  available: s.available,
  warehouses: s.warehouses,
  batches: s.batches,
  expectedSupply: s.expectedSupply,
  erpUpdatedAt: new Date(s.updatedAt),
}));

/** Applies a page of the reference data feed; deleted ids are `type:code` (referenceDataKey). */
export async function applyReferenceData(
  db: Db,
  rows: readonly ReferenceDataRow[],
  deletedKeys: readonly string[],
): Promise<number> {
  const now = new Date();
  const values = rows.map((r) => ({
    type: r.type,
    code: r.value.code,
    name: r.value.name,
    value: { ...r.value } as Record<string, unknown>,
    syncedAt: now,
  }));
  await bulkWrite(db, referenceData, values, { onConflict: 'update' });
  for (const key of deletedKeys) {
    const [type, ...code] = key.split(':');
    await db
      .delete(referenceData)
      .where(
        and(
          eq(referenceData.type, type as (typeof referenceData.$inferSelect)['type']),
          eq(referenceData.code, code.join(':')),
        ),
      );
  }
  return rows.length + deletedKeys.length;
}
