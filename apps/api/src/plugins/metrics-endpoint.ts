import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { MetricsSettings } from '../config/env.js';

export interface MetricsEndpoint {
  /** Where it listens, e.g. http://127.0.0.1:9464 (the port chosen when the setting is 0). */
  url: string;
  close(): Promise<void>;
}

/** Equal-length digests, compared in constant time: neither the token nor its length leaks by timing. */
const digest = (text: string) => createHash('sha256').update(text).digest();

function isAuthorised(request: IncomingMessage, token: string | null): boolean {
  if (token === null) return true;
  const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * GET /metrics on the operator's own port (METRICS_PORT, METRICS_HOST), not the portal's: plain
 * node:http, outside the app, so none of the app's routes, hooks or logs apply and it is never public
 * by accident. With METRICS_TOKEN a scrape needs `Authorization: Bearer <token>`.
 */
export async function listenForMetrics(
  registry: Registry,
  settings: MetricsSettings,
  log: FastifyBaseLogger,
): Promise<MetricsEndpoint> {
  const answer = (response: ServerResponse, status: number, text: string) =>
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://metrics').pathname !== '/metrics')
      return answer(response, 404, 'Not found');
    if (request.method !== 'GET') return answer(response, 405, 'Method not allowed');
    if (!isAuthorised(request, settings.token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return answer(response, 401, 'Unauthorized');
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: the scrape failed');
        answer(response, 500, 'The metrics could not be collected');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: Error) =>
      reject(new Error(`The metrics endpoint (METRICS_PORT, METRICS_HOST) cannot listen: ${error.message}`));
    server.once('error', refuse);
    server.listen(settings.port, settings.host, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
