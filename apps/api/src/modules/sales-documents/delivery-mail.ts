import type { Language } from '@selvedge/contracts';
import { countryName } from '@selvedge/contracts/country-names';
import { trackAndTraceOf } from '@selvedge/contracts/track-and-trace';
import type { AppDeps } from '../../shared/deps.js';
import { findCustomer } from '../customers/index.js';
import { writeLog } from '../logs/index.js';
import { renderMail } from '../mail/index.js';
import { findUserById, type UserRow } from '../users/index.js';
import type { DeliveryMailJob } from './delivery-mail-outbox.js';
import { findDeliveryMail, settleDeliveryMail } from './delivery-mails.repository.js';
import { findDocumentLines, findScopedDocument } from './sales-documents.repository.js';
import type { SalesDocumentRow } from './sales-documents.tables.js';

/** `2026-11-28` → `28-11-2026` (foundations 1). */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** 12.5 → `12,5`: the decimal comma of the portal's numbers, no trailing zeros. */
const mailQuantity = (quantity: number) => String(quantity).replace('.', ',');

/**
 * The user's own view of the delivery (D2): their customer's, and for an export customer only at the
 * ship-to they last chose, as the lists show it; undefined when the delivery is not theirs (any more).
 */
async function deliveryOfUser(
  deps: AppDeps,
  user: UserRow | undefined,
  deliveryId: number,
  customerCode: string,
): Promise<SalesDocumentRow | undefined> {
  const { db } = deps.database;
  const isRecipient =
    user?.isActive && user.role === 'Customer' && user.deliveryMails && user.customerCode === customerCode;
  if (!isRecipient) return undefined;
  const customer = await findCustomer(db, customerCode);
  if (!customer?.isActive) return undefined;
  const shipToId = customer.isExport ? user.shipToId : null;
  return findScopedDocument(db, { customerCode, shipToId }, 'delivery', deliveryId);
}

/**
 * A `delivery-mail` job: the shipping mail of one delivery to one user, once. The row written with the
 * delivery says it is owed; the user's choice, their customer and the delivery are read again now, so a
 * user who turned it off, left or moved meanwhile gets nothing (the row is settled as skipped). A failed
 * send is in the error log (MAIL_FAILED) and the job's retries send it again; a crash between the send
 * and the row's settling sends it once more (at least once, like every mail of the portal's outbox).
 */
export async function sendDeliveryMail(
  deps: AppDeps,
  job: DeliveryMailJob,
): Promise<'sent' | 'skipped' | 'settled'> {
  const { db } = deps.database;
  const row = await findDeliveryMail(db, job.deliveryId, job.userId);
  if (!row || row.settledAt) return 'settled';
  const user = await findUserById(db, job.userId);
  const delivery = await deliveryOfUser(deps, user, row.deliveryId, row.customerCode);
  if (!user || !delivery) {
    await settleDeliveryMail(db, row.deliveryId, row.userId, 'skipped', deps.clock.now());
    return 'skipped';
  }
  const language = user.language as Language;
  const lines = await findDocumentLines(db, 'delivery', delivery.id);
  const tracking = trackAndTraceOf(delivery.trackAndTrace);
  const shipTo = delivery.shipTo;
  const base = deps.config.publicUrl;
  const mail = await renderMail('deliveryShipped', language, [user.email], {
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    deliveryNumber: delivery.number,
    date: dayMonthYear(delivery.date),
    reference: delivery.reference,
    packages: delivery.packages,
    shipTo: shipTo
      ? [
          shipTo.name,
          shipTo.street,
          `${shipTo.zipCode} ${shipTo.city}`.trim(),
          countryName(shipTo.country, language),
        ]
          .filter(Boolean)
          .join(', ')
      : '',
    lines: lines.map((line) => ({
      itemCode: line.itemCode,
      description: line.description,
      quantity: mailQuantity(line.quantity),
      unit: line.unit,
      batch: line.batchNumbers || null,
      reference: line.lineReference,
    })),
    trackAndTrace: tracking.kind === 'none' ? [] : tracking.kind === 'one' ? [tracking.url] : tracking.urls,
    detailUrl: `${base}/delivery-detail/${delivery.id}`,
    pdfUrl: `${base}/api/documents/delivery/${delivery.id}/pdf`,
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await writeLog(db, null, {
      level: 'error',
      event: 'MAIL_FAILED',
      message: `The shipping mail of delivery ${delivery.number} to ${user.email} could not be sent: ${message}`,
      userId: user.id,
      data: { deliveryId: delivery.id, deliveryNumber: delivery.number, error: message },
    });
    throw error;
  }
  await settleDeliveryMail(db, row.deliveryId, row.userId, 'sent', deps.clock.now());
  return 'sent';
}
