import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { type OutboxLogLine, outboxLog, writeOutboxLog } from '../logs/index.js';
import type { ReturnRequestRow } from './returns.tables.js';

/**
 * What the returns outbox tells, and whom (D31, ADR-031), as the order outbox does: every outcome of an
 * attempt is a row of the error log with the request's id as reference id, and a request that failed is
 * mailed to the customer and to the notification addresses through the notice queue, on the transaction
 * that writes the outcome.
 */

export const RETURN_NOTICE_QUEUE = 'return-request-notice';

export interface ReturnNoticeJob {
  requestId: string;
}

export type ReturnEvent =
  | { kind: 'sent'; documentNumber: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'queued'; message: string; attempt: number }
  | { kind: 'attemptFailed' | 'failed'; message: string; failures: number; tries: number };

function logOf(request: ReturnRequestRow, event: ReturnEvent): OutboxLogLine | null {
  const subject = `Return request of ${request.customerCode}`;
  switch (event.kind) {
    case 'sent':
      return {
        level: 'info',
        event: 'RETURN_SENT',
        message: `${subject} sent to the ERP as ${event.documentNumber}`,
      };
    case 'rejected':
      return outboxLog.rejected('RETURN_REJECTED', subject, event.message);
    case 'queued':
      return outboxLog.queued('RETURN_QUEUED', subject, event.attempt, event.message);
    case 'attemptFailed':
      return outboxLog.attemptFailed('RETURN_SEND_FAILED', subject, event, event.message);
    case 'failed':
      return outboxLog.gaveUp('RETURN_FAILED', subject, 'sent', event.failures, event.message);
  }
}

/** Logs the attempt's outcome and, for a failed request, sends its notice, on the outcome's transaction. */
export async function tellReturnOutcome(
  deps: AppDeps,
  tx: Db,
  request: ReturnRequestRow,
  event: ReturnEvent,
): Promise<void> {
  await writeOutboxLog(tx, logOf(request, event), request, { returnRequestId: request.id });
  if (event.kind === 'failed') {
    await deps.jobs.send(RETURN_NOTICE_QUEUE, { requestId: request.id } satisfies ReturnNoticeJob, { tx });
  }
}
