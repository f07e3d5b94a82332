import type { MailMessage } from '@selvedge/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../shared/mail.port.js';
import { devMailbox } from './mail.tables.js';

/** The embedded default: every e-mail is stored, readable by administrators and tests. */
export function createDevMailbox(db: Db): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await db.insert(devMailbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      });
    },
  };
}

export async function listMailbox(db: Db, to?: string): Promise<MailMessage[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? sql`${devMailbox.to} @> ${JSON.stringify([to.toLowerCase()])}::jsonb` : undefined)
    .orderBy(desc(devMailbox.sentAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.sentAt.toISOString(),
  }));
}
