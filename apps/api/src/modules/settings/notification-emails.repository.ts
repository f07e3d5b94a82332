import { ADMIN_PAGE_SIZE, type ListPage, type NotificationEmail } from '@selvedge/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationEmails } from './settings.tables.js';

// The addresses told of new registration requests (administration 9).

export async function listNotificationEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: notificationEmails.email }).from(notificationEmails);
  return rows.map((row) => row.email);
}

export async function addNotificationEmail(db: Db, email: string): Promise<void> {
  await db.insert(notificationEmails).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

/** The notification e-mails, 10 a page, alphabetical (administration 9). */
export async function pageNotificationEmails(db: Db, page: number): Promise<ListPage<NotificationEmail>> {
  const [total] = await db.select({ value: count() }).from(notificationEmails);
  const rows = await db
    .select({ id: notificationEmails.id, email: notificationEmails.email })
    .from(notificationEmails)
    .orderBy(asc(notificationEmails.email))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total: total?.value ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/** Adds the address; undefined when it is on the list already. */
export async function insertNotificationEmail(db: Db, email: string): Promise<NotificationEmail | undefined> {
  const [row] = await db
    .insert(notificationEmails)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: notificationEmails.id, email: notificationEmails.email });
  return row;
}

/** Removes the address; undefined when there was none with this id. */
export async function deleteNotificationEmail(db: Db, id: string): Promise<NotificationEmail | undefined> {
  const [row] = await db
    .delete(notificationEmails)
    .where(eq(notificationEmails.id, id))
    .returning({ id: notificationEmails.id, email: notificationEmails.email });
  return row;
}
