/**
 * The API under test: buildApp on its own database (in-memory PGlite, or a fresh PostgreSQL
 * database per file when DATABASE_URL is set) with the demo seed, the dev mailbox (or SMTP when
 * SMTP_URL is given), a clock the test moves, silent logs and rate limits high enough to stay out
 * of the way unless a test lowers them.
 */
import type { MailMessage, MaintenanceState, Problem } from '@selvedge/contracts';
import { type DemoErpControls, type DemoScale, generate } from '@selvedge/demo-erp';
import { asc, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type AppConfig, loadConfig } from '../../src/config/env.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { createDeps } from '../../src/deps.js';
import { afterAnswerWorkDone } from '../../src/modules/auth/after-answer.js';
import { type FeedSyncResult, syncAllFeeds } from '../../src/modules/erp-sync/erp-sync.service.js';
import { logEntries } from '../../src/modules/logs/logs.tables.js';
import { listMailbox } from '../../src/modules/mail/dev-mailbox.js';
import { getMaintenance, saveMaintenance } from '../../src/modules/settings/settings.service.js';
import { findUserByEmail } from '../../src/modules/users/index.js';
import { SESSION_COOKIE } from '../../src/plugins/session.js';
import { DEMO_NOTIFICATION_ADDRESS, DEMO_PASSWORD, demoAccounts } from '../../src/seed/demo-seed.js';
import type { AppDeps } from '../../src/shared/deps.js';
import type { AppInstance } from '../../src/shared/fastify.js';
import { TestClock } from './clock.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './database.js';
import { must } from './must.js';
import { isSapRun, startSapFake } from './sap-fake.js';
import { fillFromTemplate, templateDump, templateFor } from './templates.js';

export { DEMO_PASSWORD, SESSION_COOKIE };

export { DEMO_NOTIFICATION_ADDRESS as NOTIFICATION_ADDRESS, demoAccounts as demo };
export const PUBLIC_URL = 'http://portal.selvedge.test';

const huge = '1000000';

export interface PortalOverrides {
  /** Environment values on top of the test defaults, e.g. low RATE_LIMIT_* or SMTP_URL. */
  env?: Record<string, string>;
  /** Adds test-only routes before the app is ready (a route that throws, a maintenance-blocked one). */
  beforeReady?: (app: AppInstance, deps: AppDeps) => void | Promise<void>;
  /**
   * Fill the demo ERP at this scale (seed 2026, today = the test clock's date) and run a full sync into
   * the read model before the app is ready. Without it the ERP is empty.
   */
  erpData?: DemoScale;
  /**
   * Open the database another portal used (a restart after it was killed with `close({ keepDatabase })`):
   * the same PostgreSQL database or the same PGlite data folder; this portal drops it when it closes.
   */
  databaseOf?: TestPortal;
}

export interface RequestOptions {
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** Client address (request.ip); inject defaults to 127.0.0.1. */
  remoteAddress?: string;
}

export interface TestPortal {
  app: AppInstance;
  database: Database;
  config: AppConfig;
  clock: TestClock;
  deps: AppDeps;
  /** The demo ERP's switches (slow, failing, time moves). */
  erp: DemoErpControls;
  /** Runs a full sync of every feed now. */
  sync(): Promise<FeedSyncResult[]>;
  /** Signs in through the API and returns the `selvedge_session=…` cookie pair. */
  signIn(email: string, password?: string, extra?: Record<string, unknown>): Promise<string>;
  request(
    method: InjectOptions['method'],
    url: string,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  /** The SQL statements the portal's database was sent while `run` ran (pg-boss's own not included). */
  statementsOf(run: () => Promise<unknown>): Promise<string[]>;
  /** The rows a SQL query answers on the portal's database (what no route shows). */
  rows<Row>(query: SQL): Promise<Row[]>;
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  patch(url: string, body: unknown, cookie?: string): Promise<LightMyRequestResponse>;
  del(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** The dev mailbox, newest first; only mail to `to` when given. */
  mailbox(to?: string): Promise<MailMessage[]>;
  /** Rows of the log table, oldest first. */
  logs(): Promise<Array<typeof logEntries.$inferSelect>>;
  maintenance(): Promise<MaintenanceState>;
  /** Switches maintenance mode directly in the database (the API path has its own tests). */
  setMaintenance(enabled: boolean): Promise<void>;
  /** Runs `run` with maintenance mode on, and switches it off again however `run` ends. */
  duringMaintenance<T>(run: () => Promise<T>): Promise<T>;
  /** Stops the app and closes the database; `keepDatabase` leaves it for a portal opened with `databaseOf`. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
  /** Where the database lives, for `databaseOf`. */
  storage: { isolated: IsolatedDatabase; env: Record<string, string> };
}

export async function createTestPortal(overrides: PortalOverrides = {}): Promise<TestPortal> {
  // The run's starting database (templates.ts) unless the test brings its own storage.
  const hasOwnStorage =
    Boolean(overrides.databaseOf) ||
    overrides.env?.DATA_DIR !== undefined ||
    overrides.env?.DATABASE_URL !== undefined;
  const template = hasOwnStorage || isSapRun() ? null : templateFor(overrides.erpData);
  // A data folder of the test's own starts as the template too, unpacked into it (templates.ts).
  const dataDir = overrides.env?.DATA_DIR;
  const ownFolder = dataDir && !dataDir.startsWith('memory://') && !isSapRun() ? dataDir : undefined;
  const folderTemplate = ownFolder ? templateFor(overrides.erpData) : null;
  const isFolderFilled =
    ownFolder && folderTemplate ? await fillFromTemplate(ownFolder, folderTemplate.name) : false;
  const isolated =
    overrides.databaseOf?.storage.isolated ??
    (await createIsolatedDatabase(
      template?.store.kind === 'postgres' ? template.store.databases[template.name] : undefined,
    ));
  const storageEnv = overrides.databaseOf?.storage.env ?? {
    DATA_DIR: 'memory://',
    ...(isolated.url ? { DATABASE_URL: isolated.url } : {}),
  };
  const baseEnv = {
    NODE_ENV: 'test',
    ...storageEnv,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: huge,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: huge,
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: huge,
    RATE_LIMIT_FORGOT_PER_ACCOUNT: huge,
    RATE_LIMIT_FORGOT_PER_ADDRESS: huge,
    RATE_LIMIT_REGISTRATION_PER_ADDRESS: huge,
    RATE_LIMIT_API_KEY_PER_MINUTE: huge,
  };
  const clock = new TestClock();
  // TEST_ERP=sap-b1: the SAP adapter on a fake Service Layer that holds the demo data (sap-fake.ts).
  const sap = isSapRun() ? await startSapFake(overrides.erpData, 2026, clock) : null;
  const config = loadConfig({ ...baseEnv, ...sap?.env, ...overrides.env });
  const statements: string[] = [];
  const onQuery = (text: string) => statements.push(text);
  const embeddedCopy =
    template?.store.kind === 'embedded'
      ? await openDatabase({
          dataDir: 'memory://',
          loadDataDir: await templateDump(template.store.folder, template.name),
          onQuery,
        })
      : undefined;
  const composition = await createDeps(config, {
    clock,
    onQuery,
    ...(embeddedCopy ? { database: embeddedCopy } : {}),
    // Fail fast in tests that switch the demo ERP to failing.
    resilience: { liveRetries: 0, feedRetries: 0, initialBackoffMs: 1, halfOpenAfterMs: 200 },
  });
  const { deps } = composition;
  const { database } = deps;
  const erpControls = sap?.controls ?? must(composition.demoErp, 'the demo ERP').controls;
  // With the outbox: a delivery a test's sync brings queues its shipping mails, as in the portal.
  const syncDeps = { db: database.db, erp: deps.erp, clock, jobs: deps.jobs };
  if (sap && overrides.erpData) await syncAllFeeds(syncDeps);
  if (!sap && overrides.erpData && !template && !isFolderFilled) {
    await generate(database.db, {
      seed: config.erp.demoSeed,
      scale: overrides.erpData,
      today: clock.now().toISOString().slice(0, 10),
    });
    await syncAllFeeds(syncDeps);
  }
  const app = await buildApp(deps);
  await overrides.beforeReady?.(app, deps);
  await app.ready();

  const request: TestPortal['request'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    // Work a route does after its answer (a password link's mail) is done before the test looks.
    await afterAnswerWorkDone(deps);
    return response;
  };

  const setMaintenance = async (enabled: boolean) => {
    await saveMaintenance(database.db, { ...(await getMaintenance(database.db)), enabled });
  };

  return {
    app,
    database,
    config,
    clock,
    deps,
    erp: erpControls,
    sync: () => syncAllFeeds(syncDeps),
    async signIn(email, password = DEMO_PASSWORD, extra = {}) {
      const response = await request('POST', '/api/session', { body: { email, password, ...extra } });
      if (response.statusCode !== 200) {
        throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
      }
      return sessionCookieOf(response);
    },
    request,
    async statementsOf(run) {
      const first = statements.length;
      await run();
      return statements.slice(first);
    },
    async rows<Row>(query: SQL) {
      return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    },
    get: (url, cookie) => request('GET', url, { cookie }),
    post: (url, body, cookie) => request('POST', url, { body, cookie }),
    put: (url, body, cookie) => request('PUT', url, { body, cookie }),
    patch: (url, body, cookie) => request('PATCH', url, { body, cookie }),
    del: (url, cookie) => request('DELETE', url, { cookie }),
    mailbox: (to) => listMailbox(database.db, to),
    logs: () => database.db.select().from(logEntries).orderBy(asc(logEntries.id)),
    maintenance: () => getMaintenance(database.db),
    setMaintenance,
    async duringMaintenance(run) {
      await setMaintenance(true);
      try {
        return await run();
      } finally {
        await setMaintenance(false);
      }
    },
    async close(options = {}) {
      await app.close();
      await composition.close();
      await embeddedCopy?.close();
      await sap?.close();
      if (!options.keepDatabase) await isolated.drop();
    },
    storage: {
      isolated,
      env: { ...storageEnv, ...(overrides.env?.DATA_DIR ? { DATA_DIR: overrides.env.DATA_DIR } : {}) },
    },
  };
}

/**
 * The portal a test file's tests share, declared as a constant above the file's own hooks: built in a
 * `beforeAll` (so before the file's own, which run in the order they are declared) and closed in an
 * `afterAll` (after the file's own). Reading it before it is built, while the file is collected, fails
 * and says so.
 */
export function portalPerFile(overrides: PortalOverrides = {}): TestPortal {
  let built: TestPortal | undefined;
  beforeAll(async () => {
    built = await createTestPortal(overrides);
  });
  afterAll(() => built?.close());
  return new Proxy({} as TestPortal, {
    get: (_target, key) => Reflect.get(must(built, "the file's portal (read it in a hook or a test)"), key),
  });
}

/**
 * The session cookies a test file's tests share, one per user under the name the file gives it
 * (`{ customer: demo.customer, admin: demo.admin }`). Declared below the file's `portalPerFile`: its
 * `beforeAll` signs them in one after another, in the given order, after the portal is built and before
 * the file's own hooks declared further down. Reading one before that fails and says so.
 */
export function signInPerFile<Name extends string>(
  portal: TestPortal,
  emails: Record<Name, string>,
): Readonly<Record<Name, string>> {
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    for (const [name, email] of Object.entries<string>(emails)) cookies.set(name, await portal.signIn(email));
  });
  return new Proxy({} as Record<Name, string>, {
    get: (_target, name) =>
      must(cookies.get(String(name)), `the cookie of ${String(name)} (read it in a hook or a test)`),
  });
}

/**
 * Signs in `email` (a Sales user or an administrator) and starts acting as the user of `actedEmail`:
 * the session cookie, and the answer of the start for the test to check.
 */
export async function signInActingAs(
  portal: TestPortal,
  email: string,
  actedEmail: string,
): Promise<{ cookie: string; started: LightMyRequestResponse }> {
  const cookie = await portal.signIn(email);
  const acted = await findUserByEmail(portal.database.db, actedEmail);
  const started = await portal.post('/api/session/login-as', { userId: acted?.id }, cookie);
  return { cookie, started };
}

/** The `selvedge_session=…` pair of a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie?.value) throw new Error(`no ${SESSION_COOKIE} cookie in the answer`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Asserts an RFC 9457 answer with the given status and code; returns the parsed body. */
export function expectProblem(response: LightMyRequestResponse, status: number, code: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as Problem;
  expect(body).toMatchObject({ status, code });
  expect(body.type).toMatch(/^https:\/\//);
  return body;
}

/** Asserts a 200 and returns its body as `T` (the body's start is the message when it is not). */
export function expectOk<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body.slice(0, 400)).toBe(200);
  return response.json() as T;
}

/** Asserts a 400 whose per-field codes are exactly these (order ignored). */
export function expectFieldErrors(response: LightMyRequestResponse, fields: Record<string, string>): void {
  const body = expectProblem(response, 400, 'VALIDATION_FAILED');
  const actual = Object.fromEntries((body.fields ?? []).map((field) => [field.path, field.code]));
  expect(actual).toEqual(fields);
}

/** Chooses a password through a mailed password link (an invitation's, a reset's) as its page sends it. */
export function choosePassword(
  portal: TestPortal,
  link: URL,
  email: string | null,
  password: string,
): Promise<LightMyRequestResponse> {
  const token = link.searchParams.get('token');
  return portal.post('/api/password/reset', { email, token, password, confirmPassword: password });
}

/** The first link to the portal in a mail's text. */
export function linkIn(mail: Pick<MailMessage, 'text' | 'subject'>): URL {
  const link = mail.text.match(/https?:\/\/[^\s<>"')]+/)?.[0];
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`);
  return new URL(link);
}
