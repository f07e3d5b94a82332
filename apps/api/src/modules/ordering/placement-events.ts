import type { PlacedDocument } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { supportReference } from '../../jobs/outbox.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { type OutboxLogLine, outboxLog, writeLog, writeOutboxLog } from '../logs/index.js';
import type { OrderDraftRow } from './ordering.tables.js';

/**
 * What the order outbox tells, and whom (D31, ADR-031): every outcome of an attempt is a row of
 * the error log with the draft's id as its reference id (the id the customer is shown, shortened), and
 * the outcomes someone must act on are mailed through the notice queue, on the transaction that writes
 * the outcome, so a notice is sent exactly when its state was stored.
 */

export const PLACEMENT_NOTICE_QUEUE = 'order-placement-notice';

/** Who is mailed: the customer (the order came back, or could not be placed) and staff (act on it). */
export type PlacementNotice = 'returned' | 'notPlaced' | 'placedLate';

export interface PlacementNoticeJob {
  draftId: string;
  notice: PlacementNotice;
  /** placedLate: the ERP's number, which the draft (withdrawn or handed back) does not hold. */
  placedAs?: number;
}

export interface AttemptFailure {
  message: string;
  /** The attempt may have reached the ERP: only the ERP can say it has no order of this key. */
  isPossiblySent: boolean;
}

export type PlacementEvent =
  | { kind: 'placed'; placed: PlacedDocument }
  /** The ERP placed it after the draft had left the outbox (an attempt that outlived its lease). */
  | { kind: 'placedLate'; placed: PlacedDocument }
  | { kind: 'rejected'; erpMessage: string }
  | { kind: 'queued'; failure: AttemptFailure }
  | { kind: 'attemptFailed' | 'failed'; failure: AttemptFailure; failures: number; tries: number };

function logOf(draft: OrderDraftRow, event: PlacementEvent): OutboxLogLine | null {
  const order = `Order of ${draft.customerCode}`;
  switch (event.kind) {
    case 'placed':
      return {
        level: 'info',
        event: 'ORDER_PLACED',
        message: `${order} placed in the ERP as ${event.placed.documentNumber}`,
      };
    case 'placedLate':
      return {
        level: 'error',
        event: 'ORDER_FAILED',
        message: `${order} was placed in the ERP as ${event.placed.documentNumber} after it left the outbox (${draft.state})`,
      };
    case 'rejected':
      return outboxLog.rejected('ORDER_REJECTED', order, event.erpMessage);
    case 'queued':
      return outboxLog.queued('ORDER_QUEUED', order, draft.placementAttempts, event.failure.message);
    case 'attemptFailed':
      return outboxLog.attemptFailed('ORDER_PLACEMENT_FAILED', order, event, event.failure.message);
    case 'failed':
      return outboxLog.gaveUp('ORDER_FAILED', order, 'placed', event.failures, event.failure.message);
  }
}

function noticeOf(draft: OrderDraftRow, event: PlacementEvent): PlacementNotice | null {
  switch (event.kind) {
    case 'failed':
      return 'notPlaced';
    case 'placedLate':
      return 'placedLate';
    case 'rejected':
      // The approving request shows a refusal of its own attempt; a later one the customer may not see.
      return draft.placementAttempts > 1 ? 'returned' : null;
    default:
      return null;
  }
}

/** Logs the attempt's outcome and sends its notice, on the transaction that stored the outcome. */
export async function tellPlacementOutcome(
  deps: AppDeps,
  tx: Db,
  draft: OrderDraftRow,
  event: PlacementEvent,
): Promise<void> {
  await writeOutboxLog(tx, logOf(draft, event), draft, {
    draftId: draft.id,
    reference: supportReference(draft.id),
    attempt: draft.placementAttempts,
  });
  const notice = noticeOf(draft, event);
  if (notice) {
    const job: PlacementNoticeJob = {
      draftId: draft.id,
      notice,
      ...(event.kind === 'placedLate' ? { placedAs: event.placed.documentNumber } : {}),
    };
    await deps.jobs.send(PLACEMENT_NOTICE_QUEUE, job, { tx });
  }
}

/** Staff's and the customer's own actions on an order in the outbox, logged with the draft as reference. */
export async function logOrderAction(
  tx: Db,
  ctx: AuthenticatedContext,
  draft: OrderDraftRow,
  action: { kind: 'withdrawn' } | { kind: 'retried' } | { kind: 'handedBack'; message: string },
): Promise<void> {
  const order = `order of ${draft.customerCode}`;
  const actor = ctx.user;
  const message =
    action.kind === 'withdrawn'
      ? `${actor.email} withdrew the ${order}`
      : action.kind === 'retried'
        ? `${actor.email} placed the ${order} again`
        : `${actor.email} handed the ${order} back: ${action.message}`;
  const event =
    action.kind === 'withdrawn'
      ? 'ORDER_WITHDRAWN'
      : action.kind === 'retried'
        ? 'ORDER_RETRIED'
        : 'ORDER_HANDED_BACK';
  await writeLog(tx, ctx, {
    level: 'info',
    event,
    message,
    referenceId: draft.id,
    data: { draftId: draft.id, reference: supportReference(draft.id) },
  });
}
