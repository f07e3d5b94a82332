import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

export interface BulkWriteOptions {
  /** On a key conflict: replace the row's columns (`update`), or fail (`none`, the default). */
  onConflict?: 'update' | 'none';
}

/**
 * Writes many rows in one statement with one parameter: the rows travel as a JSON array and
 * `jsonb_to_recordset` turns them back into typed columns. Drizzle's multi-row VALUES builds a
 * parameter per cell, which costs more to build and to plan than the write itself at sync sizes, and
 * stops at 65,535 parameters. Rows are keyed by the table's property names, as in a Drizzle insert;
 * every row must carry the same properties. Generated columns are left to the database.
 *
 * With `onConflict: 'update'`, every written column except the primary key is taken from `excluded`:
 * a second write of the same rows leaves them as they were.
 */
export async function bulkWrite<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: BulkWriteOptions = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(
    ([property, column]) => property in first && !column.generated,
  );
  const names = columns.map(([, column]) => `"${column.name}"`);
  const typed = columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`);
  const json = JSON.stringify(
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [property, column] of columns)
        record[column.name] = (row as Record<string, unknown>)[property];
      return record;
    }),
  );
  const primaryKeys = options.onConflict === 'update' ? primaryKeyColumns(table) : [];
  const updates = columns
    .filter(([, column]) => !primaryKeys.includes(`"${column.name}"`))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`);
  const conflict =
    options.onConflict === 'update'
      ? ` on conflict (${primaryKeys.join(', ')}) do update set ${updates.join(', ')}`
      : '';
  await db.execute(
    sql`insert into ${sql.identifier(getTableName(table))} (${sql.raw(names.join(', '))}) select ${sql.raw(
      names.join(', '),
    )} from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(typed.join(', '))})${sql.raw(conflict)}`,
  );
}

/**
 * The applier of an ERP feed whose rows are one to one the rows of a read-model table keyed by one column
 * (items, stock, open items): a page's rows are written, new or changed, stamped with the time of this
 * write; the keys the ERP deleted are removed; the answer is how many of both the page held.
 */
export function feedApplier<T extends PgTable & { syncedAt: PgColumn }, Row>(
  table: T,
  key: PgColumn,
  valuesOf: (row: Row) => Omit<T['$inferInsert'], 'syncedAt'>,
) {
  return async (db: Db, rows: readonly Row[], deletedKeys: readonly string[]): Promise<number> => {
    const syncedAt = new Date();
    const values = rows.map((row) => ({ ...valuesOf(row), syncedAt }) as T['$inferInsert']);
    await bulkWrite(db, table, values, { onConflict: 'update' });
    if (deletedKeys.length) await db.delete(table as PgTable).where(inArray(key, [...deletedKeys]));
    return rows.length + deletedKeys.length;
  };
}

/** The primary key's column names: a column's own `.primaryKey()` or the table's primaryKey({ columns }). */
function primaryKeyColumns(table: PgTable): string[] {
  const config = getTableConfig(table);
  const own = config.columns.filter((c) => c.primary).map((c) => `"${c.name}"`);
  const composite = config.primaryKeys[0]?.columns.map((c) => `"${c.name}"`) ?? [];
  const keys = own.length ? own : composite;
  if (keys.length === 0) throw new Error(`bulkWrite: ${config.name} has no primary key`);
  return keys;
}
