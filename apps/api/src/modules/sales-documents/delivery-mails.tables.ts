import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/**
 * The shipping mail's outbox: one row per new delivery and recipient, written once, in the transaction
 * that adds the delivery to the read model (together with its `delivery-mail` job). Its key is why a
 * replayed page, a full re-sync, a restart or a second instance never mails twice: the row exists.
 */
export const deliveryMails = pgTable(
  'delivery_mails',
  {
    /** The delivery's id in the read model (sales_documents, kind `delivery`). */
    deliveryId: integer('delivery_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    customerCode: text('customer_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job settled it: sent, or skipped (the user turned the mail off, left, or the delivery went). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['sent', 'skipped'] }),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.userId] }), index('delivery_mails_user_idx').on(t.userId)],
);

export type DeliveryMailRow = typeof deliveryMails.$inferSelect;
