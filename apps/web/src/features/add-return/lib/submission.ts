import type { ReturnRequestInput, ReturnRequestResult } from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys } from '../../../lib/errors';
import { type ChosenLine, type FormProblems, linePath } from './return-form';

/**
 * Sending the return request (ordering §4 "Return flow", D24): the request key that makes a retry
 * safe, the server's answer as what the screen does next, and a failed call's fields on the form.
 */

/** The request last sent: its key and what it asked for. */
export interface SentAttempt {
  key: string;
  fingerprint: string;
}

/**
 * The key for sending `input`. The same request again (a double click, a retry after a time-out or
 * a lost connection) keeps the key, so the server answers the first one and never makes a second
 * return (D24). A changed request gets a new key: with the old one the server would answer the old
 * request and ignore the change. After a rejection the caller forgets the attempt (`null`), so the
 * next try is a new request too.
 */
export function attemptFor(
  previous: SentAttempt | null,
  input: Omit<ReturnRequestInput, 'requestKey'>,
  newKey: () => string,
): SentAttempt {
  const fingerprint = JSON.stringify(input);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}

/** What the router state hands to /returns: `{ returnRequest }` (its confirmation). */
export interface ReturnRequestConfirmation {
  state: 'sent' | 'queued' | 'submitted' | 'failed';
  documentNumber: number | null;
}

export type SubmitOutcome =
  /** Go to /returns with `{ returnRequest: confirmation }`; `cappedLines` were lowered by the server. */
  | { kind: 'done'; confirmation: ReturnRequestConfirmation; cappedLines: number }
  /** Stay, keep everything typed, and show the ERP's message; the next submit is a new request. */
  | { kind: 'rejected'; message: string | null };

export function submitOutcome(result: ReturnRequestResult): SubmitOutcome {
  if (result.state === 'rejected') return { kind: 'rejected', message: result.erpMessage?.trim() || null };
  return {
    kind: 'done',
    confirmation: { state: result.state, documentNumber: result.documentNumber },
    cappedLines: result.lines.filter((line) => line.isCapped).length,
  };
}

/**
 * A failed call's problems on the form's fields, as translation keys by the form's paths. The server
 * names a line by its place in the request (`lines.0.remark`); the form keeps it by the line itself,
 * so it is translated with the lines that were sent. A line with nothing left to return is told so.
 */
export function serverProblems(error: unknown, sentLines: readonly ChosenLine[]): FormProblems {
  if (!isApiError(error)) return {};
  const problems: FormProblems = {};
  for (const [path, key] of Object.entries(fieldErrorKeys(error))) {
    const [head, index, field] = path.split('.');
    if (head === 'lines' && index !== undefined) {
      const chosen = sentLines[Number(index)];
      if (!chosen) continue;
      const target = field === 'remark' || field === 'commission' ? field : 'quantity';
      problems[linePath(chosen.line, target)] =
        error.code === 'NOTHING_TO_RETURN' ? 'errors.NOTHING_TO_RETURN' : key;
    } else if (head === 'pickUpDate') {
      problems.pickUpDate = error.code === 'PICK_UP_DATE_IN_PAST' ? 'errors.PICK_UP_DATE_IN_PAST' : key;
    } else if (head === 'packages') {
      problems.packages = key;
    } else if (head === 'lines') {
      problems.lines = key;
    }
  }
  // Without the field named, the date's problem still belongs on the date.
  if (error.code === 'PICK_UP_DATE_IN_PAST' && !problems.pickUpDate)
    problems.pickUpDate = 'errors.PICK_UP_DATE_IN_PAST';
  return problems;
}

/**
 * Whether the failure is said by the form's fields alone. Anything else (a line that is not the
 * customer's, a problem the fields do not show) also gets a message above the Submit button.
 */
export function isShownOnFields(error: unknown, problems: FormProblems): boolean {
  if (!isApiError(error) || Object.keys(problems).length === 0) return false;
  return ['VALIDATION_FAILED', 'NOTHING_TO_RETURN', 'PICK_UP_DATE_IN_PAST'].includes(error.code);
}

/** A new request key (lib/request-key.ts, shared with the online payments). */
export { newRequestKey } from '../../../lib/request-key';
