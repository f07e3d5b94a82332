import { and, eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { firstRow } from './first-row.js';

/** A table spread with customerRequestColumns (columns.ts). */
type CustomerRequestTable = PgTable & { id: PgColumn; userId: PgColumn; requestKey: PgColumn };

/**
 * What every customer-request table answers (return requests, online payments): the request written
 * once per screen key, and the lookups by that key (the request sent before), by id, and by id under
 * its row lock, so that the answers for one request apply one at a time.
 */
export function customerRequestRows<T extends CustomerRequestTable>(table: T) {
  type Row = InferSelectModel<T>;
  return {
    /**
     * Writes the request; undefined when the user sent this key before (a double click, a retry), which
     * the unique index on the user and the key decides, so parallel submits make one request.
     */
    async insertOnce(db: Db, values: InferInsertModel<T>): Promise<Row | undefined> {
      const [row] = await db
        .insert(table as PgTable)
        .values(values)
        .onConflictDoNothing({ target: [table.userId, table.requestKey] })
        .returning();
      return row as Row | undefined;
    },
    findByKey: (db: Db, userId: string, requestKey: string): Promise<Row | undefined> =>
      firstRow(db, table, and(eq(table.userId, userId), eq(table.requestKey, requestKey))),
    findById: (db: Db, id: string): Promise<Row | undefined> => firstRow(db, table, eq(table.id, id)),
    async lockById(db: Db, id: string): Promise<Row | undefined> {
      // Drizzle cannot type a select from a table that is a type parameter: the rows are the table's own.
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for('update');
      return row as Row | undefined;
    },
  };
}
