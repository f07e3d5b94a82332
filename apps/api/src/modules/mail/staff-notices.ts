import type { Db } from '../../db/client.js';
import type { Mailer } from '../../shared/mail.port.js';
import { findCustomer } from '../customers/index.js';
import { listNotificationEmails } from '../settings/index.js';
import { type MailParams, renderMail, STAFF_LANGUAGE, type Templates } from './mail-templates.js';

/**
 * Mails a notice to the notification addresses (settings), in the staff's language, the customer named
 * as staff look it up: "name (code)", or the code of a customer the read model no longer has. Nothing
 * when no address is set. The outboxes' notices of what staff must act on (ADR-031) send it.
 */
export async function mailNotificationAddresses<K extends keyof Templates>(
  deps: { database: { db: Db }; mailer: Mailer },
  template: K,
  customerCode: string,
  params: (customer: string) => MailParams<K>,
): Promise<void> {
  const { db } = deps.database;
  const staff = await listNotificationEmails(db);
  if (staff.length === 0) return;
  const customer = await findCustomer(db, customerCode);
  const named = customer ? `${customer.name} (${customerCode})` : customerCode;
  await deps.mailer.send(await renderMail(template, STAFF_LANGUAGE, staff, params(named)));
}
