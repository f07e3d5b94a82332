import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * The row of `table` that `where` picks, or undefined: a lookup whose condition names one row (a key,
 * often under the caller's scope). At most one row is read.
 */
export async function firstRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<InferSelectModel<T> | undefined> {
  // Drizzle cannot type a select from a table that is a type parameter: the rows are the table's own.
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as InferSelectModel<T> | undefined;
}
