import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { TransportError } from './errors.js';

/**
 * HTTP on node:http/node:https rather than global fetch: fetch cannot take a TLS agent (SAP's default
 * certificate is self-signed) without the undici package, and a keep-alive agent saves a TLS handshake
 * per call to a server that is often slow already.
 */
export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpClient {
  request(request: HttpRequest): Promise<HttpResponse>;
  close(): void;
}

export function createHttpClient(options: {
  allowSelfSignedCertificate: boolean;
  maxSockets: number;
}): HttpClient {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets, keepAliveMsecs: 10_000 };
  const httpAgent = new http.Agent(agentOptions);
  const httpsAgent = new https.Agent({
    ...agentOptions,
    rejectUnauthorized: !options.allowSelfSignedCertificate,
  });

  function request(input: HttpRequest): Promise<HttpResponse> {
    const url = new URL(input.url);
    const isHttps = url.protocol === 'https:';
    const body = input.body === undefined ? undefined : Buffer.from(input.body, 'utf8');
    const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
    if (body) {
      headers['Content-Type'] ??= 'application/json';
      headers['Content-Length'] = String(body.length);
    }
    return new Promise<HttpResponse>((resolve, reject) => {
      const req = (isHttps ? https : http).request(
        url,
        { method: input.method, headers, agent: isHttps ? httpsAgent : httpAgent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', (error) =>
            reject(new TransportError(`the answer broke off: ${error.message}`, { cause: error })),
          );
          // A connection closed before the whole answer arrived (after 'end' this changes nothing).
          res.on('close', () => {
            if (!res.complete) reject(new TransportError('the answer broke off'));
          });
        },
      );
      // Only a guard against a socket that never answers; the port's withResilience decides how long a
      // caller waits.
      req.setTimeout(input.timeoutMs, () => {
        req.destroy(new TransportError(`no answer within ${input.timeoutMs} ms`));
      });
      req.on('error', (error) =>
        reject(error instanceof TransportError ? error : new TransportError(error.message, { cause: error })),
      );
      req.end(body);
    });
  }

  return {
    request,
    close: () => {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}

/** The values of a Set-Cookie header as name → value (attributes dropped). */
export function parseSetCookies(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  const raw = headers['set-cookie'] ?? [];
  for (const line of raw) {
    // Some servers join several cookies in one header line; B1SESSION=…;HttpOnly;, ROUTEID=…
    for (const part of line.split(/,(?=\s*[A-Za-z0-9_-]+=)/)) {
      const [pair = ''] = part.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  return cookies;
}
