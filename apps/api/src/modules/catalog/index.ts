// The catalog module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { applyItems, applyReferenceData, applyStock } from './catalog.sync.js';
export type { ItemRow } from './catalog.tables.js';
export {
  findItemImages,
  findItemPatternFacts,
  findItemsByCode,
  findItemsByCodeAnyCase,
  findOrderableItem,
  type ItemPatternFacts,
  searchItems,
} from './items.repository.js';
export {
  findVatRate,
  listCountries,
  listCustomerGroups,
  listItemGroups,
  listShippingTypes,
  unknownItemGroups,
} from './reference-data.repository.js';
export { findStockSnapshots, type StockSnapshot } from './stock-levels.repository.js';
