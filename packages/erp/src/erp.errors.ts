/**
 * Every failure of an ERP call, normalised by the adapters and the resilience wrapper:
 * - unavailable: down, slow (time-out), circuit open: the portal says so or queues (D24, D36);
 * - notFound: the customer, item or document does not exist in the ERP;
 * - rejected: the ERP refused the request; `erpMessage` is its text, shown to the user;
 * - conflict: the request clashes with the ERP's state (stale data, a key reused with other content);
 * - failed: the ERP answered, but cannot make this call for the portal now: the portal's user lacks an
 *   authorisation, a service is missing or not licensed, or the ERP failed in a way that is about
 *   neither the request nor the connection. Its own kind because none of the others can say it:
 *   "unavailable" would be retried, open the circuit for every call and queue orders as if the ERP
 *   were down, while retrying does not mend a missing authorisation; "rejected" and "notFound" would
 *   blame the request (an unknown item) and show the ERP's text to the user. The user is told the ERP
 *   cannot do it now; the operator reads the ERP's message (`message`), which is never shown to users.
 */
export type ErpErrorKind = 'unavailable' | 'notFound' | 'rejected' | 'conflict' | 'failed';

export interface ErpErrorOptions {
  erpMessage?: string;
  cause?: unknown;
  /** See ErpError.isUnsent. */
  isUnsent?: boolean;
}

export class ErpError extends Error {
  readonly kind: ErpErrorKind;
  readonly erpMessage: string | undefined;
  /**
   * An unavailable call that certainly never reached the ERP (the circuit was open, the connection was
   * refused, the demo ERP is switched off), or a failed one the ERP refused at the door (no
   * authorisation), so a write it carried was certainly not applied. False when the request may have
   * arrived and only its answer was lost (a time-out, a reset connection): then only the ERP can tell
   * whether the write happened (ErpPort.findOrder).
   */
  readonly isUnsent: boolean;

  constructor(kind: ErpErrorKind, message: string, options: ErpErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ErpError';
    this.kind = kind;
    this.erpMessage = options.erpMessage;
    this.isUnsent = (kind === 'unavailable' || kind === 'failed') && options.isUnsent === true;
  }
}

export function isErpError(error: unknown, kind?: ErpErrorKind): error is ErpError {
  return error instanceof ErpError && (kind === undefined || error.kind === kind);
}

export const erpUnavailable = (message: string, cause?: unknown, options: { isUnsent?: boolean } = {}) =>
  new ErpError('unavailable', message, { cause, ...options });
export const erpNotFound = (message: string) => new ErpError('notFound', message);
export const erpRejected = (erpMessage: string) => new ErpError('rejected', erpMessage, { erpMessage });
export const erpConflict = (message: string) => new ErpError('conflict', message);
export const erpFailed = (message: string, cause?: unknown, options: { isUnsent?: boolean } = {}) =>
  new ErpError('failed', message, { cause, ...options });
