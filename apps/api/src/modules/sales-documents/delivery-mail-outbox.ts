import type { SalesDocument } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { daysBetween } from '../../shared/dates.js';
import { findDeliveryMailRecipients } from '../users/index.js';
import { insertDeliveryMails, knownDeliveryIds } from './delivery-mails.repository.js';

/**
 * The shipping mail's outbox (docs/decisions-made-by-the-team.md, "The shipping mail"): when the
 * documents feed brings a delivery the read model did not have, one `delivery_mails` row per opted-in
 * user of its customer and one job per row are written on the page's transaction.
 */
export const DELIVERY_MAIL_QUEUE = 'delivery-mail';

/**
 * A delivery dated more than this many days before today is history, not news, even when the read model
 * did not have it (a read model emptied and filled again, a customer's old documents arriving late).
 * Three days cover a weekend and an ERP that was unreachable for a day.
 */
export const DELIVERY_MAIL_WINDOW_DAYS = 3;

/**
 * How long the mail waits after the delivery appears: warehouses often enter the carrier's tracking
 * number shortly after the delivery itself, and the mail reads the delivery as it is when it is sent.
 * A change after that (a tracking number added later) sends no second mail: the link is on the
 * delivery's page, which the mail links to.
 */
export const DELIVERY_MAIL_DELAY_SECONDS = 10 * 60;

export interface DeliveryMailJob {
  deliveryId: number;
  userId: string;
}

/** What applying a page of sales documents needs to tell of its new deliveries. */
export interface DeliveryMailContext {
  /** The outbox; without it (a bench, a test of the read model alone) no shipping mail is written. */
  jobs?: JobQueue | undefined;
  now: Date;
  /** The feed was read to its end once: until then every delivery is history (a new install's first sync). */
  isFeedComplete: boolean;
}

/**
 * The deliveries of a page that are news: not cancelled, recent, and not in the read model yet. Read
 * before the page is written (afterwards every one of them is known).
 */
export async function newDeliveriesOf(
  db: Db,
  documents: readonly SalesDocument[],
  context: DeliveryMailContext | undefined,
): Promise<SalesDocument[]> {
  if (!context?.jobs || !context.isFeedComplete) return [];
  const today = context.now.toISOString().slice(0, 10);
  const recent = documents.filter(
    (d) =>
      d.kind === 'delivery' &&
      d.status !== 'cancelled' &&
      daysBetween(d.date, today) <= DELIVERY_MAIL_WINDOW_DAYS,
  );
  const known = await knownDeliveryIds(
    db,
    recent.map((d) => d.id),
  );
  return recent.filter((d) => !known.has(d.id));
}

/** Writes a row per delivery and recipient that has none yet, and a job for each row it wrote. */
export async function queueDeliveryMails(
  db: Db,
  jobs: JobQueue,
  deliveries: readonly SalesDocument[],
): Promise<number> {
  if (deliveries.length === 0) return 0;
  const recipients = await findDeliveryMailRecipients(db, [
    ...new Set(deliveries.map((d) => d.customerCode)),
  ]);
  const written = await insertDeliveryMails(
    db,
    deliveries.flatMap((d) =>
      recipients
        .filter((user) => user.customerCode === d.customerCode)
        .map((user) => ({ deliveryId: d.id, userId: user.id, customerCode: d.customerCode })),
    ),
  );
  for (const row of written) {
    const job: DeliveryMailJob = { deliveryId: row.deliveryId, userId: row.userId };
    await jobs.send(DELIVERY_MAIL_QUEUE, job, { tx: db, startAfterSeconds: DELIVERY_MAIL_DELAY_SECONDS });
  }
  return written.length;
}
