import type { Language } from '@selvedge/contracts';
import { supportReference } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { mailNotificationAddresses, renderMail } from '../mail/index.js';
import { findUserById } from '../users/index.js';
import { findDraftById } from './ordering.repository.js';
import type { PlacementNoticeJob } from './placement-events.js';

/** The administrators' screen of orders that need them (apps/web: the order queue). */
export const ORDER_QUEUE_PATH = '/order-queue';

/**
 * Sends the notice of an outbox outcome (placement-events.ts): to the customer who approved the order,
 * in their language, and, for what staff must act on, to the notification addresses (settings). Sent at
 * least once: a crash between sending and the job's completion sends it again.
 */
export async function sendPlacementNotice(deps: AppDeps, job: PlacementNoticeJob): Promise<void> {
  const { db } = deps.database;
  const draft = await findDraftById(db, job.draftId);
  if (!draft) return;
  const user = await findUserById(db, draft.userId);
  const language: Language = (user?.language as Language | undefined) ?? draft.language;
  const name = (user ? `${user.firstName} ${user.lastName}`.trim() : '') || draft.email;
  const customerMailTo = draft.email ? [draft.email] : [];

  if (job.notice === 'returned') {
    // Still returned: the customer may have changed and approved it again meanwhile.
    if (draft.state !== 'rejected' && draft.state !== 'open') return;
    if (customerMailTo.length === 0 || !draft.erpMessage) return;
    await deps.mailer.send(
      await renderMail('orderReturned', language, customerMailTo, {
        name,
        reference: draft.reference,
        message: draft.erpMessage,
      }),
    );
    return;
  }

  if (job.notice === 'notPlaced' && draft.state === 'failed' && customerMailTo.length > 0) {
    await deps.mailer.send(
      await renderMail('orderNotPlaced', language, customerMailTo, {
        name,
        reference: draft.reference,
        supportReference: supportReference(draft.id),
      }),
    );
  }
  await mailNotificationAddresses(deps, 'orderNeedsAttention', draft.customerCode, (customer) => ({
    customer,
    supportReference: supportReference(draft.id),
    approvedBy: user?.email ?? draft.email,
    failed:
      job.notice === 'notPlaced'
        ? { attempts: draft.placementFailures, error: draft.placementError ?? '' }
        : null,
    placedLateAs: job.notice === 'placedLate' ? (job.placedAs ?? null) : null,
    link: `${deps.config.publicUrl}${ORDER_QUEUE_PATH}`,
  }));
}
