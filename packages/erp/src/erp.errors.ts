/**
 * Every failure of an ERP call, normalised by the adapters and the resilience wrapper:
 * - unavailable: down, slow (time-out), circuit open: the portal says so or queues (D24, D36);
 * - notFound: the customer, item or document does not exist in the ERP;
 * - rejected: the ERP refused the request; `erpMessage` is its text, shown to the user;
 * - conflict: the request clashes with the ERP's state (stale data, a key reused with other content).
 */
export type ErpErrorKind = 'unavailable' | 'notFound' | 'rejected' | 'conflict';

export class ErpError extends Error {
  readonly kind: ErpErrorKind;
  readonly erpMessage: string | undefined;

  constructor(kind: ErpErrorKind, message: string, options: { erpMessage?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ErpError';
    this.kind = kind;
    this.erpMessage = options.erpMessage;
  }
}

export function isErpError(error: unknown, kind?: ErpErrorKind): error is ErpError {
  return error instanceof ErpError && (kind === undefined || error.kind === kind);
}

export const erpUnavailable = (message: string, cause?: unknown) =>
  new ErpError('unavailable', message, { cause });
export const erpNotFound = (message: string) => new ErpError('notFound', message);
export const erpRejected = (erpMessage: string) => new ErpError('rejected', erpMessage, { erpMessage });
export const erpConflict = (message: string) => new ErpError('conflict', message);
