import { and, eq, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A table spread with customerRequestColumns (columns.ts). */
type CustomerRequestTable = PgTable & { id: PgColumn; userId: PgColumn; requestKey: PgColumn };

/**
 * What every customer-request table answers (return requests, online payments): the request written
 * once per screen key, and the lookups by that key (the request sent before), by id, and by id under
 * its row lock, so that the answers for one request apply one at a time.
 */
export function customerRequestRows<T extends CustomerRequestTable>(table: T) {
  type Row = InferSelectModel<T>;
  // Drizzle cannot type a select from a table that is a type parameter: the rows are the table's own.
  const rowsWhere = (db: Db, where: SQL | undefined) =>
    db
      .select()
      .from(table as PgTable)
      .where(where);
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
    async findByKey(db: Db, userId: string, requestKey: string): Promise<Row | undefined> {
      const [row] = await rowsWhere(db, and(eq(table.userId, userId), eq(table.requestKey, requestKey)));
      return row as Row | undefined;
    },
    async findById(db: Db, id: string): Promise<Row | undefined> {
      const [row] = await rowsWhere(db, eq(table.id, id));
      return row as Row | undefined;
    },
    async lockById(db: Db, id: string): Promise<Row | undefined> {
      const [row] = await rowsWhere(db, eq(table.id, id)).for('update');
      return row as Row | undefined;
    },
  };
}
