import { ErpError, erpConflict, erpFailed, erpNotFound, erpRejected, erpUnavailable } from '@selvedge/erp';

/**
 * SAP's error answers as the port's kinds. Both body shapes are read whatever the configured
 * version, as B1SLayer does (some versions mix them):
 * - v1: {"error":{"code":-10,"message":{"lang":"en-us","value":"…"}}}
 * - v2: {"error":{"code":"-2028","details":[…],"message":"…"}}
 */
export interface SlError {
  status: number;
  /** SAP's code as text ("-10", "301"), null when the body had none. */
  code: string | null;
  message: string;
}

export function parseSlError(status: number, bodyText: string): SlError {
  let code: string | null = null;
  let message = '';
  try {
    const body = JSON.parse(bodyText) as { error?: { code?: unknown; message?: unknown } };
    const error = body?.error;
    if (error && typeof error === 'object') {
      if (typeof error.code === 'number' || typeof error.code === 'string') code = String(error.code);
      if (typeof error.message === 'string') message = error.message;
      else if (error.message && typeof error.message === 'object') {
        const value = (error.message as { value?: unknown }).value;
        if (typeof value === 'string') message = value;
      }
    }
  } catch {
    // Not JSON: a proxy's HTML page, an empty body. The status says enough.
  }
  if (!message) message = bodyText.trim().slice(0, 200) || `HTTP ${status}`;
  return { status, code, message };
}

/** SAP's codes the portal tells apart (research §1.5). */
export const SL_CODES = {
  invalidSession: '301',
  notFound: '-2028',
  duplicate: '-2035',
  concurrency: '-2039',
  notSupported: '-5006',
} as const;

/**
 * The session is gone: 401, the 301 status some versions answer (a redirect to a login page), or SAP's
 * code 301 "Invalid session or session already timeout" under another status; 403 only when configured.
 */
export function isSessionExpired(error: SlError, reloginOn403: boolean): boolean {
  return (
    error.status === 401 ||
    error.status === 301 ||
    error.code === SL_CODES.invalidSession ||
    (reloginOn403 && error.status === 403)
  );
}

/** An error of the transport (no HTTP answer): refused, reset, timed out. */
export class TransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransportError';
  }
}

export interface ErrorContext {
  /** What was asked, for messages: "Item HF-1011", "Orders". */
  what: string;
  /** A read of one entity by key: SAP's "no matching record" (-2028) means it does not exist. */
  isKeyRead?: boolean;
}

/**
 * SAP's "no matching record / entity does not exist". By its code, or, for an answer without one, by
 * SAP's English texts of it (research §1.5). A 404 alone is not enough: SAP answers an unknown or
 * unlicensed service ("Resource not found for the segment …") with 404 too.
 */
function isNoSuchEntity(error: SlError): boolean {
  if (error.code === SL_CODES.notFound) return true;
  return (
    error.code === null && error.status === 404 && /does not exist|no matching records/i.test(error.message)
  );
}

/** One SAP answer that is not a success, as the port's error. */
export function toErpError(error: SlError, context: ErrorContext): ErpError {
  const sap = error.code
    ? `SAP ${error.code}: ${error.message}`
    : `SAP HTTP ${error.status}: ${error.message}`;
  if (context.isKeyRead && isNoSuchEntity(error)) return erpNotFound(`${context.what} does not exist`);
  if (error.status === 412 || error.code === SL_CODES.concurrency) {
    return erpConflict(`${context.what} was changed by someone else meanwhile; load it again (${sap})`);
  }
  if (error.code === SL_CODES.duplicate) return erpConflict(`${context.what}: ${error.message}`);
  // Refused at the door (a session SAP would not renew, a busy or absent node, a request that did not
  // arrive in time): nothing was done, so a write it carried certainly was not (ErpError.isUnsent).
  if (error.status === 401 || error.status === 301) {
    return erpUnavailable(`SAP refused the portal's user for ${context.what} (${sap})`, undefined, {
      isUnsent: true,
    });
  }
  // The portal's SAP user lacks the authorisation: nothing was done, and asking again will not change
  // that until someone grants it.
  if (error.status === 403) {
    return erpFailed(
      `SAP refused ${context.what}: the portal's SAP user has no authorisation for it (${sap})`,
      undefined,
      { isUnsent: true },
    );
  }
  // No such service here: an unknown segment, a service not installed or not licensed (404 without
  // SAP's "does not exist"), or one this Service Layer does not implement (501).
  if ((error.status === 404 && !isNoSuchEntity(error)) || error.status === 501) {
    return erpFailed(`SAP has no service for ${context.what} (${sap})`, undefined, { isUnsent: true });
  }
  if (error.status === 503 || error.status === 408 || error.status === 429) {
    return erpUnavailable(`SAP failed on ${context.what} (${sap})`, undefined, { isUnsent: true });
  }
  // A 500, or a gateway's 502 or 504: SAP may have done it before failing to answer.
  if (error.status >= 500) return erpUnavailable(`SAP failed on ${context.what} (${sap})`);
  // 400 and the like: SAP answered and refused. Its text is what the user (or the administrator, for a
  // misnamed user-defined field) needs to read.
  return erpRejected(error.message || sap);
}

/** Socket errors that mean the request never left this machine or never reached SAP. */
const UNSENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function isUnsentTransportError(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNSENT_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Anything thrown on the way that is not already a port error: the ERP did not answer. A refused or
 * unresolvable connection sent nothing (ErpError.isUnsent); a broken-off or timed-out one may have.
 */
export function asErpError(error: unknown, what: string): ErpError {
  if (error instanceof ErpError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return erpUnavailable(`SAP did not answer ${what}: ${reason}`, error, {
    isUnsent: isUnsentTransportError(error),
  });
}
