import type { AppConfig } from '../config/env.js';
import { prepareErp } from '../erp/erp-setup.js';
import { type Database, openDatabase } from './client.js';
import { seedDemo } from './demo-seed.js';
import { runMigrations } from './migrate.js';

/**
 * Opens the configured database, applies the portal's migrations and the demo ERP's (ERP=demo) and, in
 * demo mode, seeds the demo accounts into an empty one. The demo ERP's data comes later, in the background.
 */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: Database; hasSeeded: boolean }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  await prepareErp(config, database.db);
  const hasSeeded = config.isDemoMode ? await seedDemo(database.db) : false;
  return { database, hasSeeded };
}
