import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { VatRounding } from '@selvedge/contracts';
import type { DemoDb } from '@selvedge/demo-erp';
import { handleGateway, isGatewayPath } from './api-gateway.js';
import { loadFromDemoErp } from './demo-mapping.js';
import { DEFAULT_COMPANY_SETTINGS } from './documents.js';
import { FaultState, type Faults } from './faults.js';
import type { FakeReply, FakeRequest } from './http-types.js';
import { splitServicePath } from './routing.js';
import { handleServiceLayer } from './service-layer.js';
import { SessionStore } from './session-store.js';
import { addUserFields, type UserFieldChanges } from './user-fields.js';

export interface FakeServiceLayerOptions {
  /** A generated demo ERP (openDemoErp + generate); read once at start. */
  db: DemoDb;
  /** Idle timeout of a session in minutes (SAP's default 30). */
  sessionTimeoutMinutes?: number;
  /** The clock of session expiry and of UpdateDate/UpdateTime on writes. Default: the real time. */
  now?: () => Date;
  companyDb?: string;
  userName?: string;
  password?: string;
  /** The loopback port to listen on; 0 (default) lets the system choose a free one. */
  port?: number;
  /** How the company rounds a document's VAT: per line (SAP's default) or per document. */
  vatRounding?: VatRounding;
  /** This company's user-defined fields as UserFieldsMD lists them, where they differ from the demo's. */
  userFields?: UserFieldChanges;
}

export interface FakeServiceLayerStats {
  /** Successful Service Layer logins (v1 and v2). */
  logins: number;
  /** Successful API Gateway logins. */
  gatewayLogins: number;
  /** Requests received; with a path (`/b1s/v2/Orders`, no query), only those to that exact path. */
  requests: (path?: string) => number;
}

export interface FakeServiceLayer {
  /** http://127.0.0.1:<port> — the adapter adds /b1s/v1 or /b1s/v2 itself. */
  url: string;
  /** The API Gateway's base URL for PDFs (same server: /login, /logout, /rs/v1/…). */
  gatewayUrl: string;
  companyDb: string;
  userName: string;
  password: string;
  faults: Faults;
  stats: FakeServiceLayerStats;
  close(): Promise<void>;
}

async function readRequest(req: IncomingMessage): Promise<FakeRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  return {
    method: req.method ?? 'GET',
    pathname: url.pathname,
    query: url.searchParams,
    headers: req.headers,
    body: Buffer.concat(chunks),
  };
}

function send(res: ServerResponse, reply: FakeReply): void {
  if (reply.drop) {
    res.socket?.destroy();
    return;
  }
  const body = reply.body ?? '';
  res.writeHead(reply.status, { ...reply.headers, 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/** What an Apache load balancer in front of the Service Layer answers when its node is gone. */
function proxyError(status: number): FakeReply {
  const title = status === 502 ? 'Proxy Error' : status === 503 ? 'Service Unavailable' : 'Error';
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=iso-8859-1' },
    body: `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>${status} ${title}</title></head><body><h1>${title}</h1></body></html>\n`,
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the fake on 127.0.0.1 (a free port), filled from the demo ERP. Every request is counted, may be
 * hit by a fault (faults.ts), then goes to the Service Layer (/b1s/v1, /b1s/v2) or the API Gateway.
 */
export async function startFakeServiceLayer(options: FakeServiceLayerOptions): Promise<FakeServiceLayer> {
  const now = options.now ?? (() => new Date());
  const sessionTimeoutMinutes = options.sessionTimeoutMinutes ?? 30;
  const credentials = {
    companyDb: options.companyDb ?? 'SBODEMO_SELVEDGE',
    userName: options.userName ?? 'manager',
    password: options.password ?? 'manager-password',
  };
  const store = await loadFromDemoErp(options.db);
  addUserFields(store, options.userFields);
  const sessions = new SessionStore(now, sessionTimeoutMinutes);
  // The gateway's session lifetime is unknown (measured: longer than 40 minutes idle); only faults end it.
  const gatewaySessions = new SessionStore(now, null);
  const faults = new FaultState(() => {
    sessions.removeAll();
    gatewaySessions.removeAll();
  });
  const counts = new Map<string, number>();
  const stats: FakeServiceLayerStats = {
    logins: 0,
    gatewayLogins: 0,
    requests: (path) =>
      path === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(path) ?? 0),
  };

  let baseUrl = '';
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const request = await readRequest(req);
    counts.set(request.pathname, (counts.get(request.pathname) ?? 0) + 1);
    if (faults.takeDrop()) {
      req.socket.destroy();
      return;
    }
    const failure = faults.takeFailure();
    let reply: FakeReply;
    if (failure !== null) {
      reply = proxyError(failure);
    } else {
      const slPath = splitServicePath(request.pathname);
      if (slPath) {
        reply = handleServiceLayer(
          {
            store,
            sessions,
            faults,
            now,
            baseUrl,
            ...credentials,
            sessionTimeoutMinutes,
            company: { vatRounding: options.vatRounding ?? DEFAULT_COMPANY_SETTINGS.vatRounding },
            onLogin: () => {
              stats.logins += 1;
            },
          },
          request,
          slPath,
        );
      } else if (isGatewayPath(request.pathname)) {
        reply = handleGateway(
          {
            store,
            sessions: gatewaySessions,
            faults,
            ...credentials,
            onLogin: () => {
              stats.gatewayLogins += 1;
            },
          },
          request,
        );
      } else {
        reply = { status: 404, headers: { 'Content-Type': 'text/plain' }, body: 'Not Found' };
      }
    }
    if (faults.latency > 0 && !reply.drop) await delay(faults.latency);
    if (faults.loginLatency > 0 && /^\/b1s\/v[12]\/Login$/.test(request.pathname)) {
      await delay(faults.loginLatency);
    }
    send(res, reply);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in the fake must show as one, not as a protocol answer the adapter might accept.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`fake Service Layer internal error: ${message}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    gatewayUrl: baseUrl,
    ...credentials,
    faults,
    stats,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
