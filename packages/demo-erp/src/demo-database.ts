import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DemoDb } from './host.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The demo ERP keeps its migration journal in its own schema, apart from the portal's. */
const migrationConfig = { migrationsFolder, migrationsSchema: 'demo_erp' };

/** True when the database handle is the embedded PGlite (its migrator differs from node-postgres'). */
function isPglite(db: DemoDb): boolean {
  const client = (db as unknown as { $client?: { constructor?: { name?: string } } }).$client;
  return client?.constructor?.name === 'PGlite';
}

/** Creates or upgrades the demo ERP's tables (schema demo_erp) in the portal's database. */
export async function openDemoErp(db: DemoDb): Promise<void> {
  if (isPglite(db)) await migratePglite(db as unknown as PgliteDatabase, migrationConfig);
  else await migratePg(db as unknown as NodePgDatabase, migrationConfig);
}

/** Rows of a raw query, the same on PGlite and node-postgres. */
export async function queryRows<Row>(db: DemoDb, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** True when the demo ERP holds business partners (the generator ran). */
export async function hasDemoData(db: DemoDb): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from demo_erp."BusinessPartners"`,
  );
  return (rows[0]?.count ?? 0) > 0;
}
