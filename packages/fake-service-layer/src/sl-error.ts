/**
 * A Service Layer error: the HTTP status and SAP's own code and text. The server turns it into the body
 * of the version asked (protocol.ts), so handlers never build error JSON themselves.
 *
 * Codes seen in the sources (research §1.5): 301 invalid session, -10 business rule, -2028 no matching
 * record, -2035 duplicate entry, -2039 concurrency, -5006 action not supported, -1000 invalid request.
 * Where no source gives SAP's exact text (an unknown item on an order line, a quantity of 0) the text is
 * written in SAP's style and the README says so.
 */
export class SlError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SlError';
  }
}

export const INVALID_SESSION = 'Invalid session or session already timeout.';

export function invalidRequest(message: string): SlError {
  return new SlError(400, -1000, message);
}

export function businessError(message: string): SlError {
  return new SlError(400, -10, message);
}

export function notSupported(): SlError {
  return new SlError(400, -5006, 'The requested action is not supported for this object.');
}
