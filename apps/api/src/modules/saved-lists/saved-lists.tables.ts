import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from '../../db/columns.js';
import { users } from '../users/users.tables.js';

/**
 * A user's lists for one customer (the customer a Sales user works for is part of the key, so their
 * lists of one customer never show for another). The favourites are the list of kind `favourites`, at
 * most one per user and customer, made at the first star: one line shape, one add-to-draft and one
 * flagging for stars and named lists alike. A deleted user's lists go with them.
 */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    customerCode: text('customer_code').notNull(),
    kind: text('kind', { enum: ['favourites', 'named'] }).notNull(),
    name: text('name').notNull().default(''),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_lists_favourites_idx')
      .on(t.userId, t.customerCode)
      .where(sql`${t.kind} = 'favourites'`),
    uniqueIndex('saved_lists_name_idx')
      .on(t.userId, t.customerCode, sql`lower(${t.name})`)
      .where(sql`${t.kind} = 'named'`),
    // The colleagues' shared lists of a customer.
    index('saved_lists_customer_idx').on(t.customerCode, t.isShared),
  ],
);
export type SavedListRow = typeof savedLists.$inferSelect;

/** An item on a list, once per list, with the quantity and reference to order it with next time. */
export const savedListLines = pgTable(
  'saved_list_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: belongsTo('list_id', () => savedLists.id),
    itemCode: text('item_code').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }),
    reference: text('reference').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_list_lines_item_idx').on(t.listId, t.itemCode)],
);
export type SavedListLineRow = typeof savedListLines.$inferSelect;
