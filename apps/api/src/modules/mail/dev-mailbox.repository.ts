import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { devMailbox } from './mail.tables.js';

export type DevMailRow = typeof devMailbox.$inferSelect;

export async function insertDevMail(db: Db, values: typeof devMailbox.$inferInsert): Promise<void> {
  await db.insert(devMailbox).values(values);
}

/** The last 100 mails, newest first; with `to`, only those sent to that address. */
export async function latestDevMails(db: Db, to?: string): Promise<DevMailRow[]> {
  return db
    .select()
    .from(devMailbox)
    .where(to ? sql`${devMailbox.to} @> ${JSON.stringify([to.toLowerCase()])}::jsonb` : undefined)
    .orderBy(desc(devMailbox.sentAt))
    .limit(100);
}
