/**
 * Two portal processes on one PostgreSQL behind nginx (docs/operations.md), as a supplier runs them for
 * a rolling restart or a second machine: started together on an empty database they migrate, seed and
 * fill the demo ERP once; a session begun on one is used on the other and ended on both; the maintenance
 * switch, the rate limits and the order outbox are shared through the database; the client's address is
 * the one nginx puts in X-Forwarded-For (TRUST_PROXY=1), in the limits and in the request log.
 *
 * On PostgreSQL only (the embedded database has one process per data folder) and with Debian's nginx,
 * which .ci/run installs.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApprovalResult, DraftLineResult, OrderDraft } from '@selvedge/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/database.js';
import { DEMO_PASSWORD, demo } from '../support/harness.js';
import { hasNginx, type Nginx, startNginx } from './support/nginx.js';
import {
  type Answer,
  type ServerProcess,
  send,
  signIn,
  startServer,
  stopAll,
} from './support/server-process.js';

const isPostgresRun = Boolean(process.env.DATABASE_URL);
const why = !isPostgresRun
  ? ' (skipped: two processes share a database only on PostgreSQL, DATABASE_URL)'
  : !hasNginx
    ? ' (skipped: nginx is not installed: apt-get install nginx)'
    : '';

const migrationFiles = readdirSync(fileURLToPath(new URL('../../src/db/migrations', import.meta.url))).filter(
  (name) => name.endsWith('.sql'),
).length;

/** Failed sign-ins on one account from one address before that address gets 429 for it. */
const FAILURES_PER_PAIR = 2;

let database: IsolatedDatabase;
let first: ServerProcess;
let second: ServerProcess;
let nginx: Nginx;

const json = <T>(answer: Answer): T => {
  expect(answer.status, answer.body).toBeLessThan(300);
  return JSON.parse(answer.body) as T;
};

async function onDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Asks `ask` until `isDone` holds for its answer, for at most `timeoutMs`. */
async function until<T>(ask: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(why !== '')(`two portal processes behind nginx on one PostgreSQL${why}`, () => {
  beforeAll(async () => {
    database = await createIsolatedDatabase();
    const env = {
      DATABASE_URL: database.url as string,
      DEMO_MODE: 'true',
      JOBS: 'true',
      TRUST_PROXY: '1',
      RATE_LIMIT_SIGN_IN_FAILURES_PER_PAIR: String(FAILURES_PER_PAIR),
    };
    // Together, on an empty database: each waits for the other's migrations and seed.
    [first, second] = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all([
      first.waitForOutput(/background work ready/),
      second.waitForOutput(/background work ready/),
    ]);
    nginx = await startNginx([first.port, second.port]);
  }, 180_000);

  afterAll(async () => {
    await nginx?.stop();
    await stopAll();
    await database?.drop();
  });

  it('migrate, seed and fill the demo ERP once when both start together', async () => {
    const counts = await onDatabase(async (client) => {
      const count = async (text: string) => (await client.query<{ n: number }>(text)).rows[0]?.n;
      return {
        migrations: await count('select count(*)::int as n from drizzle.__drizzle_migrations'),
        distinctMigrations: await count(
          'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
        ),
        customerUsers: await count(`select count(*)::int as n from users where email = '${demo.customer}'`),
        demoCustomers: await count(
          `select count(*)::int as n from demo_erp."BusinessPartners" where "CardCode" = 'C10001'`,
        ),
      };
    });
    expect(counts).toEqual({
      migrations: migrationFiles,
      distinctMigrations: migrationFiles,
      customerUsers: 1,
      demoCustomers: 1,
    });
    expect(first.output()).not.toMatch(/"level":50/);
    expect(second.output()).not.toMatch(/"level":50/);
  });

  it('use a session begun on one on the other, and end it on both by signing out on either', async () => {
    const cookie = await signIn(first.port, demo.customer);
    expect((await send(second.port, 'GET', '/api/profile', { cookie })).status).toBe(200);
    expect((await send(nginx.port, 'GET', '/api/profile', { cookie })).status).toBe(200);
    expect((await send(second.port, 'DELETE', '/api/session', { cookie })).status).toBeLessThan(300);
    expect((await send(first.port, 'GET', '/api/profile', { cookie })).status).toBe(401);
    expect((await send(nginx.port, 'GET', '/api/profile', { cookie })).status).toBe(401);
  });

  it('both see the maintenance switch an administrator turns on through either', async () => {
    const admin = await signIn(nginx.port, demo.admin);
    const customer = await signIn(nginx.port, demo.customer);
    const ordersAt = (port: number) => send(port, 'GET', '/api/orders', { cookie: customer });
    expect((await ordersAt(first.port)).status).toBe(200);
    json(
      await send(first.port, 'PUT', '/api/settings/maintenance', { cookie: admin, body: { enabled: true } }),
    );
    try {
      for (const server of [first, second]) {
        const refused = await until(
          () => ordersAt(server.port),
          (answer) => answer.status === 503,
        );
        expect(JSON.parse(refused.body)).toMatchObject({ code: 'MAINTENANCE' });
      }
    } finally {
      json(
        await send(second.port, 'PUT', '/api/settings/maintenance', {
          cookie: admin,
          body: { enabled: false },
        }),
      );
    }
    await until(
      () => ordersAt(first.port),
      (answer) => answer.status === 200,
    );
  });

  it('take the client address from X-Forwarded-For in the rate limits and the request log', async () => {
    const wrong = (localAddress: string, headers: Record<string, string> = {}) =>
      send(nginx.port, 'POST', '/api/session', {
        localAddress,
        headers,
        body: { email: demo.viewer, password: `${DEMO_PASSWORD}-wrong` },
      });
    // Round robin: the failures from 127.0.0.2 reach both processes and count together.
    for (let attempt = 1; attempt <= FAILURES_PER_PAIR; attempt += 1) {
      expect((await wrong('127.0.0.2')).status).toBe(401);
    }
    expect((await wrong('127.0.0.2')).status).toBe(429);
    expect((await wrong('127.0.0.2')).status).toBe(429);
    // Another client is its own address, whatever X-Forwarded-For it sends itself: nginx appends the
    // address it saw, and the portal trusts that one hop only.
    expect((await wrong('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })).status).toBe(401);
    const logs = first.output() + second.output();
    expect(logs).toMatch(/"remoteAddress":"127\.0\.0\.2"/);
    expect(logs).toMatch(/"remoteAddress":"127\.0\.0\.3"/);
  });

  it('place orders approved through both once each', async () => {
    const cookie = await signIn(nginx.port, demo.customer);
    const approved: string[] = [];
    for (const [n, server] of [first, second, first, second].entries()) {
      const draft = json<OrderDraft>(
        await send(server.port, 'POST', '/api/order-drafts/current', { cookie, body: { orderType: 'B2B' } }),
      );
      json(
        await send(server.port, 'PATCH', `/api/order-drafts/${draft.id}`, {
          cookie,
          body: { reference: `Two instances ${n + 1}` },
        }),
      );
      const line = json<DraftLineResult>(
        await send(server.port, 'POST', `/api/order-drafts/${draft.id}/lines`, {
          cookie,
          body: { itemCode: 'HF-1011', quantity: 1 },
        }),
      );
      expect(line.outcome).toBe('added');
      const approval = json<ApprovalResult>(
        await send(server.port, 'POST', `/api/order-drafts/${draft.id}/approve`, {
          cookie,
          body: { email: 'buyer@devries.example', termsAccepted: true },
        }),
      );
      expect(['queued', 'placed']).toContain(approval.state);
      approved.push(draft.id);
    }
    for (const id of approved) {
      await until(
        async () =>
          json<OrderDraft>(await send(nginx.port, 'GET', `/api/order-drafts/${id}`, { cookie })).state,
        (state) => state === 'placed',
      );
    }
    const orders = await onDatabase(async (client) => {
      const { rows } = await client.query<{ id: string; orders: number }>(
        `select o.id, count(d."DocEntry")::int as orders
         from order_drafts o left join demo_erp."Documents" d
           on d."ObjType" = 17 and d."U_DBS_PORTALKEY" = o.placement_key::text
         where o.id = any($1::uuid[]) group by o.id`,
        [approved],
      );
      return rows;
    });
    expect(orders.map((row) => row.orders)).toEqual([1, 1, 1, 1]);
  });
});
