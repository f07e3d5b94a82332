import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * What the process log never shows of a URL (D31; ADR-021): the links the portal mails
 * (`/reset-password?token=…&email=…`) are requested like any page, and pino wrote them as they came.
 * The values of query parameters named like a secret or an address, and every e-mail address anywhere
 * in the URL (plain or percent-encoded), become `[redacted]`. The rest stays, for finding a request.
 */
export const REDACTED = '[redacted]';

/** Query parameter names whose values are secrets or addresses (`token`, `email`, `newPassword`, …). */
const secretName = /token|mail|pass|pwd|secret|signature|api[-_]?key|auth|^(code|key|sig)$/i;

/** An e-mail address, its `@` plain or percent-encoded; stops at the URL's delimiters. */
const emailAddress = /[^\s/?&=#:@"'<>]+(?:@|%40)[^\s/?&=#@"'<>]+/gi;

/** A URL or path inside a text, e.g. "Route GET:/reset-password?token=… not found". */
const urlInText = /(?:https?:\/\/|\/)[^\s"'<>]*/gi;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** An API key's token (ADR-036): its public id stays, to find the key; its secret never shows. */
const apiKeyToken = /\b(slv_[a-z0-9]{8})_[A-Za-z0-9_-]+/g;

/** Every API key token in a text with its secret replaced by `[redacted]`. */
export function redactApiKeys(text: string): string {
  return text.replace(apiKeyToken, `$1_${REDACTED}`);
}

/** The URL with secret query values and e-mail addresses replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let result = url;
  if (queryStart >= 0) {
    const query = url
      .slice(queryStart + 1)
      .split('&')
      .map((part) => {
        const equals = part.indexOf('=');
        const name = equals < 0 ? part : part.slice(0, equals);
        return equals >= 0 && secretName.test(decoded(name)) ? `${name}=${REDACTED}` : part;
      })
      .join('&');
    result = `${url.slice(0, queryStart)}?${query}`;
  }
  return redactApiKeys(result.replace(emailAddress, REDACTED));
}

/** Every URL or path in a free text redacted (log messages, error messages and stacks). */
export function redactUrlsInText(text: string): string {
  return redactApiKeys(text.replace(urlInText, (url) => redactUrl(url)));
}

/** Fastify's request serializer (method, url, host, address, port) with the URL redacted. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's error serializer; a URL in the message or stack (a route error names it) redacted. */
function error(err: Error) {
  const serialized = stdSerializers.err(err);
  if (typeof serialized.message === 'string') serialized.message = redactUrlsInText(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactUrlsInText(serialized.stack);
  return serialized;
}

/** The serializers createLogger gives pino; Fastify's request logger takes these over its own. */
export const redactingSerializers = { req: request, err: error };
