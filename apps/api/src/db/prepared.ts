import type { Db } from './client.js';

/**
 * A query that is built once per database and then only executed. For a list page Drizzle spent more
 * CPU building the SQL text than PostgreSQL spent running it (a CPU profile of `npm run bench:lists`),
 * so the queries every request makes (session, user, maintenance, customer, list page) are prepared.
 * With node-postgres the statement's name also lets each connection keep it parsed; the name must be
 * unique per SQL text. A transaction is a database of its own here, keyed apart and dropped with it.
 */
export function preparedPer<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
