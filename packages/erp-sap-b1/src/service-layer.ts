import { type ErpError, erpUnavailable } from '@selvedge/erp';
import { createLimiter, type Limiter } from './concurrency.js';
import type { ResolvedConfig } from './config.js';
import {
  asErpError,
  type ErrorContext,
  isSessionExpired,
  parseSlError,
  type SlError,
  toErpError,
} from './errors.js';
import { createHttpClient, type HttpClient, type HttpResponse, parseSetCookies } from './http-client.js';
import {
  type CollectionQuery,
  completeNextLink,
  type Dialect,
  dialectOf,
  queryString,
  resolveNextLink,
} from './odata.js';
import { type Session, SessionPool } from './session-pool.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Log = (level: LogLevel, message: string, data?: Record<string, unknown>) => void;

export interface SlRequest extends ErrorContext {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under the service root, with its query: "Orders(12)", "Items?$select=ItemCode". */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SlAnswer {
  status: number;
  headers: HttpResponse['headers'];
  /** The parsed JSON body; undefined for 204 or a body that is not JSON. */
  json: unknown;
}

/** A session that SAP no longer knows, seen on an answer: the caller logs in again once and retries. */
class SessionExpired extends Error {
  constructor(
    readonly error: SlError,
    readonly slot: number,
  ) {
    super(error.message);
  }
}

/**
 * The Service Layer client the feeds, live calls and writes use: sessions from the pool, at most
 * maxConcurrentCalls requests in flight, one re-login and retry when SAP says the session expired (401,
 * 301, code 301), SAP's error answers turned into the port's errors, and collections read page by page
 * through every form of next link.
 */
export class ServiceLayer {
  readonly dialect: Dialect;
  readonly pool: SessionPool;
  private readonly http: HttpClient;
  private readonly limiter: Limiter;
  /** Requests sent (including logins), for tests and logs. */
  requests = 0;

  constructor(
    readonly config: ResolvedConfig,
    private readonly log: Log,
    private readonly now: () => number,
  ) {
    this.dialect = dialectOf(config.version);
    this.http = createHttpClient({
      allowSelfSignedCertificate: config.allowSelfSignedCertificate,
      // Logins and logouts run beside the limited calls.
      maxSockets: config.maxConcurrentCalls + 2,
    });
    this.limiter = createLimiter(config.maxConcurrentCalls);
    this.pool = new SessionPool({
      size: config.sessionPoolSize,
      loginTimeoutMs: config.loginTimeoutMs,
      login: () => this.login(),
      logout: (session) => this.logout(session),
      now,
    });
  }

  /** One request with a session; throws the port's ErpError for anything but a 2xx answer. */
  async send(request: SlRequest): Promise<SlAnswer> {
    return this.limiter.run(async () => {
      try {
        return await this.attempt(request);
      } catch (error) {
        if (!(error instanceof SessionExpired)) throw asErpError(error, request.what);
        this.log('info', 'SAP session expired; logging in again', { what: request.what });
        try {
          return await this.attempt(request, error.slot);
        } catch (again) {
          if (again instanceof SessionExpired) throw toErpError(again.error, request);
          throw asErpError(again, request.what);
        }
      }
    });
  }

  async get(path: string, context: ErrorContext): Promise<unknown> {
    return (await this.send({ method: 'GET', path, ...context })).json;
  }

  /**
   * Every row of a collection query, or the first `maxRows`, following next links. Each page is its
   * own request with its own session handling, so a session that expires between pages costs one
   * login and the page is asked again: no row lost, none twice.
   */
  async collection<T = Record<string, unknown>>(
    set: string,
    query: CollectionQuery,
    context: ErrorContext,
    options: { maxRows?: number; pageSize?: number } = {},
  ): Promise<T[]> {
    const qs = queryString(query);
    const pageSize = options.pageSize ?? this.config.pageSize;
    const rows: T[] = [];
    let path: string | null = qs ? `${set}?${qs}` : set;
    const visited = new Set<string>();
    while (path !== null) {
      if (visited.has(path)) throw erpUnavailable(`SAP answered a next link that repeats itself: ${path}`);
      visited.add(path);
      const answer = await this.send({
        method: 'GET',
        path,
        headers: { Prefer: `odata.maxpagesize=${pageSize}` },
        ...context,
      });
      const body = answer.json as { value?: unknown } | undefined;
      if (!body || !Array.isArray(body.value)) {
        throw erpUnavailable(`SAP answered ${context.what} without a value array`);
      }
      rows.push(...(body.value as T[]));
      if (options.maxRows !== undefined && rows.length >= options.maxRows) break;
      const next = this.dialect.nextLinkOf(body);
      path = next ? completeNextLink(resolveNextLink(next), qs) : null;
    }
    return rows;
  }

  /** Logs every session out. */
  async close(): Promise<void> {
    await this.pool.close();
    this.http.close();
  }

  private url(path: string): string {
    return `${this.config.serviceRoot}/${path.replace(/^\/+/, '')}`;
  }

  private async attempt(request: SlRequest, slot?: number): Promise<SlAnswer> {
    const lease = await this.pool.acquire(slot);
    let response: HttpResponse;
    try {
      this.requests += 1;
      response = await this.http.request({
        method: request.method,
        url: this.url(request.path),
        headers: { Cookie: lease.session.cookie, ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        timeoutMs: this.config.requestTimeoutMs,
      });
    } finally {
      lease.release();
    }
    if (response.status >= 200 && response.status < 300) return answerOf(response);
    const error = parseSlError(response.status, response.body.toString('utf8'));
    if (isSessionExpired(error, this.config.reloginOn403)) {
      this.pool.invalidate(lease.session);
      throw new SessionExpired(error, lease.slot);
    }
    throw toErpError(error, request);
  }

  private async login(): Promise<Session> {
    const started = this.now();
    let response: HttpResponse;
    try {
      this.requests += 1;
      response = await this.http.request({
        method: 'POST',
        url: this.url('Login'),
        body: JSON.stringify({
          CompanyDB: this.config.companyDb,
          UserName: this.config.userName,
          Password: this.config.password,
        }),
        timeoutMs: this.config.loginTimeoutMs,
      });
    } catch (error) {
      throw loginFailed(asErpError(error, 'the login').message, error);
    }
    if (response.status < 200 || response.status >= 300) {
      const error = parseSlError(response.status, response.body.toString('utf8'));
      this.log('error', 'SAP login failed', {
        status: error.status,
        code: error.code,
        message: error.message,
      });
      throw loginFailed(`${error.message}${error.code ? ` (SAP ${error.code})` : ''}`);
    }
    const body = (answerOf(response).json ?? {}) as { SessionId?: unknown; SessionTimeout?: unknown };
    const cookies = parseSetCookies(response.headers);
    const sessionId = cookies.get('B1SESSION') ?? (typeof body.SessionId === 'string' ? body.SessionId : '');
    if (!sessionId) throw loginFailed('the Login answer carried no B1SESSION');
    const route = cookies.get('ROUTEID');
    const minutes =
      typeof body.SessionTimeout === 'number' && body.SessionTimeout > 0 ? body.SessionTimeout : 30;
    this.log('info', 'SAP login', { ms: this.now() - started, sessionTimeoutMinutes: minutes });
    return {
      // ROUTEID keeps the session on the node that holds it (sticky load balancing).
      cookie: route ? `B1SESSION=${sessionId}; ROUTEID=${route}` : `B1SESSION=${sessionId}`,
      sessionId,
      timeoutMs: minutes * 60_000,
      lastUsedAt: this.now(),
    };
  }

  private async logout(session: Session): Promise<void> {
    try {
      await this.http.request({
        method: 'POST',
        url: this.url('Logout'),
        headers: { Cookie: session.cookie },
        timeoutMs: 5_000,
      });
    } catch (error) {
      this.log('warn', 'SAP logout failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

function loginFailed(reason: string, cause?: unknown): ErpError {
  return erpUnavailable(`SAP login failed: ${reason}`, cause);
}

function answerOf(response: HttpResponse): SlAnswer {
  const text = response.body.toString('utf8');
  let json: unknown;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, json };
}
