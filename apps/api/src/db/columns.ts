import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column groups several tables share, spread into their definitions (Drizzle's way of reusing columns):
 * the columns stay each table's own, under the same names and types, so the SQL schema is what it was.
 */

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
