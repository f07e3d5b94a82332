import type { RegistrationRequest } from '@selvedge/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { consumeRateLimit } from '../auth/rate-limit.js';
import { writeLog } from '../logs/logs.service.js';
import { renderMail } from '../mail/mail-templates.js';
import { listNotificationEmails } from '../settings/settings.service.js';
import { registrationRequests } from './registrations.tables.js';

/** Staff notifications go out in the portal's default language (D8: Dutch). */
const STAFF_LANGUAGE = 'nl';

export async function register(
  deps: AppDeps,
  ctx: RequestContext,
  input: RegistrationRequest,
): Promise<{ id: string }> {
  const { db } = deps.database;
  const limits = deps.config.rateLimits;
  await consumeRateLimit(db, deps.clock, limits.windowMinutes, [
    { key: `registration:address:${ctx.ip}`, limit: limits.registrationPerAddress },
  ]);
  const [row] = await db
    .insert(registrationRequests)
    .values({ ...input, language: input.language ?? ctx.language })
    .returning({ id: registrationRequests.id });
  if (!row) throw new Error('insert into registration_requests returned no row');
  await writeLog(db, ctx, {
    level: 'info',
    event: 'REGISTRATION_RECEIVED',
    message: `Registration request from ${input.companyName} (${input.email})`,
    data: { registrationId: row.id },
  });
  const recipients = await listNotificationEmails(db);
  if (recipients.length > 0) {
    const mail = renderMail('registrationReceived', STAFF_LANGUAGE, recipients, {
      ...input,
      link: `${deps.config.publicUrl}/registration-request`,
    });
    // The applicant's request is stored; a mail failure is logged, not shown to them.
    await deps.mailer.send(mail).catch((error: Error) =>
      writeLog(db, ctx, {
        level: 'error',
        event: 'MAIL_FAILED',
        message: `Registration notification failed: ${error.message}`,
      }),
    );
  }
  return { id: row.id };
}

export async function countPendingRegistrations(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'pending'));
  return row?.value ?? 0;
}
