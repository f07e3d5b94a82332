import { eq, type InferSelectModel, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, statementCaches } from './client.js';

/**
 * A query that is built once per database and then only executed. For a list page Drizzle spent more
 * CPU building the SQL text than PostgreSQL spent running it (a CPU profile of `npm run bench:lists`),
 * so the queries every request makes (session, user, maintenance, customer, list page) are prepared.
 * With node-postgres the statement's name also lets each connection keep it parsed and planned; the name
 * must be unique per SQL text. On PGlite the same is done by PREPARE (db/prepared-statements.ts). A
 * transaction is a database of its own here, keyed apart and dropped with it.
 */
type MaybePrepared = { getQuery?: () => { sql: string } };

/** On the embedded database a statement is PREPAREd on first use (db/prepared-statements.ts). */
function markPrepared(db: Db, built: unknown): void {
  const cache = statementCaches.get(db);
  if (!cache || typeof built !== 'object' || built === null) return;
  // One prepared query, or an object of them (a list's page and count).
  const queries = typeof (built as MaybePrepared).getQuery === 'function' ? [built] : Object.values(built);
  for (const query of queries as MaybePrepared[]) {
    const text = query.getQuery?.().sql;
    if (text) cache.mark(text);
  }
}

export function preparedPer<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
      markPrepared(db, query);
    }
    return query;
  };
}

/**
 * The prepared lookup of one row by a key column (a user by id, a customer by code), named `name` (unique
 * per SQL text, as above): undefined when no row has that key.
 */
export function preparedRowBy<T extends PgTable>(table: T, key: PgColumn, name: string) {
  // Drizzle cannot type a select from a table that is a type parameter: the rows are the table's own.
  const statement = preparedPer((db) =>
    db
      .select()
      .from(table as PgTable)
      .where(eq(key, sql.placeholder('key')))
      .limit(1)
      .prepare(name),
  );
  return async (db: Db, value: string): Promise<InferSelectModel<T> | undefined> => {
    const [row] = await statement(db).execute({ key: value });
    return row as InferSelectModel<T> | undefined;
  };
}
