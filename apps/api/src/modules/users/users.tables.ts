import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; the sign-in name. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['Administrator', 'Sales', 'Customer'] }).notNull(),
    language: text('language', { enum: ['en', 'nl', 'de', 'fr'] })
      .notNull()
      .default('nl'),
    showPrice: boolean('show_price').notNull().default(true),
    /** The create-order claim of foundations 2. */
    canCreateOrder: boolean('can_create_order').notNull().default(false),
    /**
     * The customer-administrator right (docs/adr/ADR-034-customer-user-administration.md): a Customer user
     * with it invites colleagues of their own customer, sets their rights and deactivates them.
     */
    isCustomerAdmin: boolean('is_customer_admin').notNull().default(false),
    /** ERP CardCode the user belongs to (Customer and Sales). */
    customerCode: text('customer_code'),
    phoneNumber: text('phone_number'),
    userCode: text('user_code'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * An export customer's chosen ship-to address (ERP address name, D2). On the user, not the session,
     * so the choice survives sign-out (foundations 2 "Export customers": asked only while none is stored).
     */
    shipToId: text('ship_to_id'),
    /**
     * The shipping mail (a mail for each new delivery of the user's customer, with its track-and-trace
     * links): off until the user turns it on in the profile, so going live mails nobody unasked.
     */
    deliveryMails: boolean('delivery_mails').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_customer_code_idx').on(t.customerCode),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.customerCode}, '')) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
