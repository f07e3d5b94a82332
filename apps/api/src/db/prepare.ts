import type { AppConfig } from '../config/env.js';
import { type Database, openDatabase } from './client.js';
import { seedDemo } from './demo-seed.js';
import { runMigrations } from './migrate.js';

/** Opens the configured database, applies the migrations and, in demo mode, seeds an empty one. */
export async function prepareDatabase(
  config: AppConfig,
): Promise<{ database: Database; hasSeeded: boolean }> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const hasSeeded = config.isDemoMode ? await seedDemo(database.db) : false;
  return { database, hasSeeded };
}
