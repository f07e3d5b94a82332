import { count, min, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** An outbox's entries waiting for the ERP, as the "ERP connection" screen shows them. */
export interface WaitingSummary {
  count: number;
  oldestSince: Date | null;
  lastError: string | null;
}

/**
 * How many entries of an outbox wait for the ERP (`waiting`), since when the oldest waits (`since`), and
 * the latest failure among them that was neither an outage nor a refusal (`error`, the latest by
 * `changedAt`), in one statement.
 */
export async function summariseWaiting(
  db: Db,
  outbox: { table: PgTable; waiting: SQL | undefined; since: PgColumn; error: PgColumn; changedAt: PgColumn },
): Promise<WaitingSummary> {
  const { table, waiting, since, error, changedAt } = outbox;
  const [row] = await db
    .select({
      count: count(),
      // min() maps the column's own values (a timestamp's are dates); a PgColumn parameter cannot say so.
      oldestSince: min(since) as SQL<Date | null>,
      lastError: sql<
        string | null
      >`(array_agg(${error} order by ${changedAt} desc) filter (where ${error} is not null))[1]`,
    })
    .from(table)
    .where(waiting);
  return { count: row?.count ?? 0, oldestSince: row?.oldestSince ?? null, lastError: row?.lastError ?? null };
}
