import type { Db } from '../../db/client.js';
import { isLoggedOutageAttempt } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { type LogInput, writeLog } from '../logs/index.js';
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

function logOf(
  request: ReturnRequestRow,
  event: ReturnEvent,
): Omit<LogInput, 'referenceId' | 'userId'> | null {
  const subject = `Return request of ${request.customerCode}`;
  switch (event.kind) {
    case 'sent':
      return {
        level: 'info',
        event: 'RETURN_SENT',
        message: `${subject} sent to the ERP as ${event.documentNumber}`,
      };
    case 'rejected':
      return {
        level: 'warn',
        event: 'RETURN_REJECTED',
        message: `${subject} rejected by the ERP: ${event.message}`,
      };
    case 'queued':
      if (!isLoggedOutageAttempt(event.attempt)) return null;
      return {
        level: 'warn',
        event: 'RETURN_QUEUED',
        message: `${subject} queued, attempt ${event.attempt}: the ERP is unavailable (${event.message})`,
      };
    case 'attemptFailed':
      return {
        level: 'error',
        event: 'RETURN_SEND_FAILED',
        message: `${subject}: attempt ${event.failures} of ${event.tries} failed: ${event.message}`,
      };
    case 'failed':
      return {
        level: 'error',
        event: 'RETURN_FAILED',
        message: `${subject} could not be sent after ${event.failures} attempts: ${event.message}`,
      };
  }
}

/** Logs the attempt's outcome and, for a failed request, sends its notice, on the outcome's transaction. */
export async function tellReturnOutcome(
  deps: AppDeps,
  tx: Db,
  request: ReturnRequestRow,
  event: ReturnEvent,
): Promise<void> {
  const log = logOf(request, event);
  if (log) {
    await writeLog(tx, null, {
      ...log,
      referenceId: request.id,
      userId: request.userId,
      data: { returnRequestId: request.id },
    });
  }
  if (event.kind === 'failed') {
    await deps.jobs.send(RETURN_NOTICE_QUEUE, { requestId: request.id } satisfies ReturnNoticeJob, { tx });
  }
}
