import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { type DeliveryMailRow, deliveryMails } from './delivery-mails.tables.js';
import { salesDocuments } from './sales-documents.tables.js';

/** Which of these deliveries the read model has already (before a page is applied: the rest are new). */
export async function knownDeliveryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.kind, 'delivery'), inArray(salesDocuments.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export type NewDeliveryMail = Pick<DeliveryMailRow, 'deliveryId' | 'userId' | 'customerCode'>;

/** Writes the rows that do not exist yet and answers those it wrote: each one is a mail to send. */
export async function insertDeliveryMails(
  db: Db,
  rows: readonly NewDeliveryMail[],
): Promise<NewDeliveryMail[]> {
  if (rows.length === 0) return [];
  return db
    .insert(deliveryMails)
    .values([...rows])
    .onConflictDoNothing()
    .returning({
      deliveryId: deliveryMails.deliveryId,
      userId: deliveryMails.userId,
      customerCode: deliveryMails.customerCode,
    });
}

export function findDeliveryMail(
  db: Db,
  deliveryId: number,
  userId: string,
): Promise<DeliveryMailRow | undefined> {
  return firstRow(
    db,
    deliveryMails,
    and(eq(deliveryMails.deliveryId, deliveryId), eq(deliveryMails.userId, userId)),
  );
}

/** Settles an unsettled row; false when another worker settled it first. */
export async function settleDeliveryMail(
  db: Db,
  deliveryId: number,
  userId: string,
  outcome: 'sent' | 'skipped',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(deliveryMails)
    .set({ outcome, settledAt: at })
    .where(
      and(
        eq(deliveryMails.deliveryId, deliveryId),
        eq(deliveryMails.userId, userId),
        isNull(deliveryMails.settledAt),
      ),
    )
    .returning({ deliveryId: deliveryMails.deliveryId });
  return rows.length > 0;
}
