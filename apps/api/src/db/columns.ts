import { type AnyPgColumn, date, integer, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Columns several tables share: a column written by one function, or a group spread into the tables'
 * definitions (Drizzle's way of reusing columns). The columns stay each table's own, under the same names
 * and types, so the SQL schema is what it was.
 */

/**
 * The row this one belongs to (a user's sessions, a list's lines, a draft's lines…): always set, and the
 * row goes when that one is deleted.
 */
export const belongsTo = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** An amount of money as the ERP keeps it (two decimals), read as a number. */
export const money = <TName extends string>(name: TName) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A calendar date without a time, read as its ISO text (yyyy-mm-dd). */
export const isoDate = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/**
 * A customer's request that the portal sends to the ERP through an outbox (return requests, online
 * payments): its id is the ERP's portal key, and the screen's key makes a double click or a retry
 * answer the first request (a unique index on the user and the key, which each table names).
 */
export const customerRequestColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The screen's key (a double click or a retry sends it again). */
  requestKey: uuid('request_key').notNull(),
  userId: uuid('user_id').notNull(),
  customerCode: text('customer_code').notNull(),
};

/** What such a request keeps of its way to the ERP (ADR-031): the answer, the failures, the document. */
export const erpOutboxColumns = {
  /** The ERP's refusal, shown to the customer. */
  erpMessage: text('erp_message'),
  /** Attempts that failed neither as an outage nor as a refusal; at the limit the request is failed. */
  sendFailures: integer('send_failures').notNull().default(0),
  /** The last such failure, for staff (ADR-031). */
  sendError: text('send_error'),
  erpDocEntry: integer('erp_doc_entry'),
  erpDocNumber: integer('erp_doc_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
