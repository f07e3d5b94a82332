import type { Language } from '@selvedge/contracts';
import { supportReference } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { mailNotificationAddresses, renderMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';
import type { ReturnNoticeJob } from './return-events.js';
import { findById } from './returns.repository.js';

/**
 * The notice of a return request that failed (ADR-031): to the user who sent it, in their language, and
 * to the notification addresses. At least once: a crash between sending and the job's end sends again.
 */
export async function sendReturnNotice(deps: AppDeps, job: ReturnNoticeJob): Promise<void> {
  const { db } = deps.database;
  const request = await findById(db, job.requestId);
  if (!request || request.state !== 'failed') return;
  const user = await findUserById(db, request.userId);
  if (user) {
    await deps.mailer.send(
      await renderMail('returnNotSent', user.language as Language, [user.email], {
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        supportReference: supportReference(request.id),
      }),
    );
  }
  await mailNotificationAddresses(deps, 'returnNeedsAttention', request.customerCode, (customer) => ({
    customer,
    supportReference: supportReference(request.id),
    portalKey: request.id,
    requestedBy: user?.email ?? request.userId,
    attempts: request.sendFailures,
    error: request.sendError ?? '',
  }));
}
