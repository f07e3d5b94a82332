import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * What the demo ERP needs of the process that embeds it, in its own terms so it imports nothing of the
 * portal. The demo ERP keeps its tables in the host's database (schema demo_erp) and queries them through
 * its own table objects, so any Drizzle PostgreSQL database will do, whatever the host's schema:
 * PGlite and node-postgres alike.
 */
export type DemoDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Injectable time: the demo ERP's "today" and the timestamps it writes. */
export interface Clock {
  now(): Date;
}

/**
 * Gives the event loop a turn. PGlite runs in WebAssembly on the main thread and its answers resolve
 * as promise jobs, so a long run of awaited queries (the generator's bulk inserts) would otherwise
 * starve the host's event loop. Long loops call this between batches.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
