import type { Db } from '../../db/client.js';
import { isLoggedOutageAttempt } from '../../jobs/outbox.js';
import type { LogEvent } from './log-event.js';
import { type LogInput, writeLog } from './logs.service.js';

/** A log row of an outbox entry's event, before the entry's id and user are added (writeOutboxLog). */
export type OutboxLogLine = Omit<LogInput, 'referenceId' | 'userId'>;

/**
 * The log lines the ERP outboxes (orders, return requests, online payments; ADR-031) write alike for an
 * attempt's outcome, each of a subject such as "Order of C10001". One wording, because the error log
 * reads these lines back for the reader's language in this form (log-wording.ts).
 */
export const outboxLog = {
  /** The ERP refused the entry: it goes back to the customer. */
  rejected: (event: LogEvent, subject: string, erpMessage: string): OutboxLogLine => ({
    level: 'warn',
    event,
    message: `${subject} rejected by the ERP: ${erpMessage}`,
  }),
  /** The ERP is unavailable: null for the outage attempts the log leaves out (isLoggedOutageAttempt). */
  queued: (event: LogEvent, subject: string, attempt: number, error: string): OutboxLogLine | null =>
    isLoggedOutageAttempt(attempt)
      ? {
          level: 'warn',
          event,
          message: `${subject} queued, attempt ${attempt}: the ERP is unavailable (${error})`,
        }
      : null,
  /** An attempt failed otherwise; it is tried again until `tries`. */
  attemptFailed: (
    event: LogEvent,
    subject: string,
    attempt: { failures: number; tries: number },
    error: string,
  ): OutboxLogLine => ({
    level: 'error',
    event,
    message: `${subject}: attempt ${attempt.failures} of ${attempt.tries} failed: ${error}`,
  }),
  /** The last try failed too: `undone` is what did not happen ("placed", "sent"). */
  gaveUp: (
    event: LogEvent,
    subject: string,
    undone: string,
    failures: number,
    error: string,
  ): OutboxLogLine => ({
    level: 'error',
    event,
    message: `${subject} could not be ${undone} after ${failures} attempts: ${error}`,
  }),
};

/**
 * Writes an outbox entry's log line on the transaction of its event, with the entry's id as reference
 * id and its user; nothing for a line the log leaves out (null).
 */
export async function writeOutboxLog(
  tx: Db,
  line: OutboxLogLine | null,
  entry: { id: string; userId: string },
  data: Record<string, unknown>,
): Promise<void> {
  if (line) await writeLog(tx, null, { ...line, referenceId: entry.id, userId: entry.userId, data });
}
