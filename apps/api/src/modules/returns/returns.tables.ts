import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsTo, customerRequestColumns, erpOutboxColumns, isoDate } from '../../db/columns.js';
import { RETURN_REQUEST_STATES } from './return-request.state.js';

/**
 * Return requests as the customer submitted them (D24, D30), kept until the ERP has them: the outbox's
 * record. The state moves only through return-request.state.ts; the id is the ERP's portal key.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    // The screen's key makes a double click or a retry answer the first request (D24).
    ...customerRequestColumns,
    state: text('state', { enum: RETURN_REQUEST_STATES }).notNull().default('submitted'),
    packages: integer('packages').notNull(),
    pickUpDate: isoDate('pick_up_date').notNull(),
    ...erpOutboxColumns,
    failedAt: timestamp('failed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('return_requests_key_idx').on(t.userId, t.requestKey),
    // What the customer's requests still to reach the lists ask back (returnable quantities).
    index('return_requests_customer_idx').on(t.customerCode, t.createdAt),
  ],
);

/** The lines of a return request: a delivered line, the quantity after the cap, why, the commission. */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    requestId: belongsTo('request_id', () => returnRequests.id),
    position: integer('position').notNull(),
    deliveryId: integer('delivery_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    itemCode: text('item_code').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The typed quantity was more than could be returned and was lowered to it. */
    isCapped: boolean('is_capped').notNull(),
    remark: text('remark').notNull(),
    commission: text('commission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] })],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnRequestLineRow = typeof returnRequestLines.$inferSelect;
