import { isErpError } from '@selvedge/erp';

/**
 * The rules the order and return-request outboxes share (ADR-031): how an attempt's failure is read,
 * when the next try comes, which outage attempts the log shows, and the reference a customer quotes.
 */

/**
 * Seconds before an outbox's next try while the ERP is unreachable: 2, 4, 8 … up to 60 (D24). The
 * ordering and returns outboxes schedule each retry as a new job with this delay.
 */
export function outboxRetryDelaySeconds(attempt: number): number {
  return Math.min(60, 2 ** Math.max(1, Math.min(attempt, 6)));
}

/** Outage attempts are logged at 1, 2, 4, 8 …: a long outage does not fill the log, every phase shows. */
export const isLoggedOutageAttempt = (attempt: number) => attempt > 0 && (attempt & (attempt - 1)) === 0;

/** What a customer quotes to staff: the start of the entry's id, which the error log's search finds. */
export const supportReference = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * What a failed ERP write means for the outbox:
 * - `refused`: the ERP answered no (rejected, or something it does not know): back to the customer;
 * - `outage`: unavailable, and the ERP's health says so too: retried for as long as it lasts;
 * - `failure`: anything else (a defect, data the ERP cannot take, a conflict, or "unavailable" while
 *   the ERP answers its health, which is an ERP failing on this one write): retried a few times, then
 *   handed to staff. `isPossiblySent`: the write may have reached the ERP (only it can say it has it).
 */
export type ErpWriteFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'outage' | 'failure'; message: string; isPossiblySent: boolean };

export async function readErpWriteFailure(
  erp: { health(): Promise<{ isUp: boolean }> },
  error: unknown,
): Promise<ErpWriteFailure> {
  if (isErpError(error, 'rejected') || isErpError(error, 'notFound')) {
    return { kind: 'refused', message: error.erpMessage ?? error.message };
  }
  const isOutage = isErpError(error, 'unavailable') && !(await erp.health()).isUp;
  return {
    kind: isOutage ? 'outage' : 'failure',
    message: error instanceof Error ? error.message || error.name : String(error),
    isPossiblySent: !(isErpError(error) && error.isUnsent),
  };
}
