import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Read model of the ERP's business partners (architecture: "the read model").
 * Filled by the ERP sync (issue 02); until then the demo seed writes the fields sessions need.
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
    shippingType: text('shipping_type'),
    language: text('language'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_group_idx').on(t.groupCode)],
);

export type CustomerRow = typeof customers.$inferSelect;
