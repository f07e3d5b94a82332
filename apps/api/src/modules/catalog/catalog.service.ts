// The catalog module's public functions; other modules use these, never its tables.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items } from './catalog.tables.js';

export { applyItems, applyReferenceData, applyStock } from './catalog.sync.js';
export type { ItemRow } from './catalog.tables.js';
export { listCustomerGroups } from './customer-groups.js';
export { listItemGroups, unknownItemGroups } from './item-groups.js';
export {
  findItemPatternFacts,
  findItemsByCode,
  findOrderableItem,
  type ItemFilter,
  type ItemPatternFacts,
  searchItems,
} from './item-lookup.js';
export { findVatRate, listCountries, listShippingTypes } from './reference-lookups.js';
export { findStockSnapshots, type StockSnapshot } from './stock-snapshot.js';

/** The pictures of these items (detail screens, foundations 2 "Order detail"); items without one are left out. */
export async function findItemImages(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ code: items.code, imageUrl: items.imageUrl })
    .from(items)
    .where(inArray(items.code, unique));
  return new Map(rows.flatMap((row) => (row.imageUrl ? [[row.code, row.imageUrl] as const] : [])));
}
