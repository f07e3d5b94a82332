import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { settings } from './settings.tables.js';

export const MAINTENANCE_KEY = 'maintenance';

/** Read on every request of a Customer or Sales user to a customer screen (D11). */
const maintenanceSetting = preparedPer((db) =>
  db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY)).limit(1).prepare('setting_maintenance'),
);

export async function readMaintenanceSetting(db: Db): Promise<unknown> {
  const [row] = await maintenanceSetting(db).execute();
  return row?.value;
}

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
