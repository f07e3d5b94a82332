import type { BatchStock, ExpectedSupply, SalesBomComponent, WarehouseStock } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Read model of the ERP's items (pattern fields, group, sample code, sales BOM), kept by the sync. */
export const items = pgTable(
  'items',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    collection: text('collection'),
    groupCode: text('group_code').notNull(),
    salesUnit: text('sales_unit').notNull(),
    patternRepeatCm: numeric('pattern_repeat_cm', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    isStaggered: boolean('is_staggered').notNull(),
    isPatternRequired: boolean('is_pattern_required').notNull(),
    vatGroup: text('vat_group').notNull(),
    imageUrl: text('image_url'),
    isDiscontinued: boolean('is_discontinued').notNull(),
    sampleCode: text('sample_code'),
    salesBom: jsonb('sales_bom').$type<{ components: SalesBomComponent[] } | null>(),
    isActive: boolean('is_active').notNull(),
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /** What item search matches (trigram index below). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`${items.code} || ' ' || ${items.name} || ' ' || coalesce(${items.collection}, '')`,
      ),
  },
  (t) => [
    index('items_group_idx').on(t.groupCode),
    index('items_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The last stock answer of the ERP per item (D29 reads it when the ERP is slow or down). */
export const stockLevels = pgTable('stock_levels', {
  itemCode: text('item_code').primaryKey(),
  available: numeric('available', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  warehouses: jsonb('warehouses').$type<WarehouseStock[]>().notNull(),
  batches: jsonb('batches').$type<BatchStock[]>().notNull(),
  expectedSupply: jsonb('expected_supply').$type<ExpectedSupply[]>().notNull(),
  erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Item groups, customer groups, shipping types, VAT groups and countries, by type and code. */
export const referenceData = pgTable(
  'reference_data',
  {
    type: text('type', {
      enum: ['itemGroup', 'customerGroup', 'shippingType', 'vatGroup', 'country'],
    }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The whole row as the port gave it (website label of a shipping type, rate of a VAT group). */
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.type, t.code] })],
);

export type ItemRow = typeof items.$inferSelect;
export type StockLevelRow = typeof stockLevels.$inferSelect;
export type ReferenceDataRowRecord = typeof referenceData.$inferSelect;
