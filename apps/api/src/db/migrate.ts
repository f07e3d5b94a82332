import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed SQL migrations; the same files on the embedded database and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  // Extensions live outside the generated migrations: drizzle-kit does not emit them.
  await database.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm;');
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

/** True when the database answers and the migrations table holds every committed migration. */
export async function isDatabaseReady(database: Database, expectedMigrations: number): Promise<boolean> {
  try {
    const result = await database.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: Array<{ count: number }> }).rows;
    return (rows[0]?.count ?? 0) >= expectedMigrations;
  } catch {
    return false;
  }
}
