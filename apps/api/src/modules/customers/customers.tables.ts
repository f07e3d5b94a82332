import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Read model of the ERP's business partners (architecture: "the read model"), kept by the ERP sync.
 * The demo seed writes the rows of the demo accounts first, so a session works before the first sync.
 */
export const customers = pgTable(
  'customers',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    groupCode: text('group_code'),
    currency: text('currency').notNull().default('EUR'),
    /** U_DBS_EXPORTKLANT = Y */
    isExport: boolean('is_export').notNull().default(false),
    /** U_EIJFF_PORTAL_ADRESBOEK = Y */
    hasAddressBook: boolean('has_address_book').notNull().default(false),
    /** U_EIJFF_PORTAL_ANDERLAND = Y */
    isOtherCountry: boolean('is_other_country').notNull().default(false),
    /** The ERP's shipping type code; its website label is in reference_data. */
    shippingType: text('shipping_type'),
    language: text('language'),
    vatGroup: text('vat_group'),
    email: text('email'),
    defaultShipToId: text('default_ship_to_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** The ERP's last change of this partner; null until the first sync. */
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_group_idx').on(t.groupCode),
    index('customers_search_idx').using('gin', sql`(${t.code} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

/** Bill-to and ship-to addresses of a business partner; `id` is the ERP's address name (D2). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    customerCode: text('customer_code').notNull(),
    kind: text('kind', { enum: ['billTo', 'shipTo'] }).notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    streetNo: text('street_no'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    block: text('block'),
  },
  (t) => [primaryKey({ columns: [t.customerCode, t.kind, t.id] })],
);

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
