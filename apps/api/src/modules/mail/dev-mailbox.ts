import type { MailMessage } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../shared/mail.port.js';
import { insertDevMail, latestDevMails } from './dev-mailbox.repository.js';

/** The embedded default: every e-mail is stored, readable by administrators and tests. */
export function createDevMailbox(db: Db): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await insertDevMail(db, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
    },
  };
}

export async function listMailbox(db: Db, to?: string): Promise<MailMessage[]> {
  const rows = await latestDevMails(db, to);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sentAt.toISOString(),
  }));
}
