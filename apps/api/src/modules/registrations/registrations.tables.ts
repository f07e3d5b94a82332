import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Public registration requests, pending until an administrator approves or deletes them (D32). */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    language: text('language', { enum: ['en', 'nl', 'de', 'fr'] })
      .notNull()
      .default('nl'),
    status: text('status', { enum: ['pending', 'approved'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_requests_status_idx').on(t.status, t.createdAt)],
);
