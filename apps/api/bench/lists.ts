/**
 * The customer's list endpoints under load (ADR-009), through HTTP on a synced read model in
 * PostgreSQL: first page, a deep page and a quick search of each list, at a fixed rate, as the customer
 * with the most order lines. `npm run bench:lists -- <database>` on a database that
 * `BENCH_KEEP_DATABASES=1 npm run bench:read-model` kept (it names it in read-model.json).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDeps } from '../src/deps.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { findUserByEmail, insertUser } from '../src/modules/users/index.js';
import { type LoadRun, listenLocally, round, runLoad, serverTimer, signInCookie } from './load.js';
import { measurePages } from './read-model.js';
import { isSmoke, sized, writeResults } from './results.js';

const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
// 500 req/s: the rate every list is to hold on the large read model (results in bench/results/lists.md).
const RATE = Number(process.env.BENCH_LIST_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
const PASSWORD = 'Bench-portal-2026';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run bench:lists -- <database kept by bench:read-model>');
  process.exit(2);
}

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `${server}/${name}`,
  // The bench sends no mail: production's refusal to start without SMTP_URL does not concern it.
  ALLOW_DEV_MAILBOX: 'true',
  DEMO_MODE: 'false',
  LOG_LEVEL: 'silent',
  COOKIE_SECURE: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
});
const composition = await createDeps(config);
const { database } = composition.deps;
const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const [busiest] = await rows<{ customer: string; n: number }>(
  sql`select customer_code as customer, count(*)::int as n from sales_document_lines
      where kind = 'order' and bom_role <> 'component' and status <> 'cancelled' group by 1 order by 2 desc limit 1`,
);
if (!busiest)
  throw new Error(`${name} has no order lines: run bench:read-model with BENCH_KEEP_DATABASES=1 first`);
const [sample] = await rows<{ item: string }>(
  sql`select item_code as item from sales_document_lines where customer_code = ${busiest.customer} and kind = 'order' limit 1`,
);
const email = `bench-${busiest.customer.toLowerCase()}@bench.selvedge.test`;
if (!(await findUserByEmail(database.db, email))) {
  await insertUser(database.db, {
    email,
    firstName: 'Bench',
    lastName: 'Customer',
    role: 'Customer',
    customerCode: busiest.customer,
    language: 'en',
    passwordHash: await hashPassword(PASSWORD),
    isActive: true,
    showPrice: true,
    canCreateOrder: true,
  });
}

const app = await buildApp(composition.deps);
const timer = serverTimer(app);
const url = await listenLocally(app);
const cookie = await signInCookie(url, email, PASSWORD);

const lastPage = Math.max(1, Math.ceil(busiest.n / 20));
const search = encodeURIComponent((sample?.item ?? '').slice(0, 6));
const targets: [string, string][] = [
  ['orders, first page', '/api/orders?page=1'],
  [`orders, last page (${lastPage})`, `/api/orders?page=${lastPage}`],
  ['orders, quick search', `/api/orders?page=1&search=${search}`],
  ['deliveries, first page', '/api/deliveries?page=1'],
  ['deliveries, quick search', `/api/deliveries?page=1&search=${search}`],
  ['invoices, first page', '/api/invoices?page=1'],
  ['open items, first page', '/api/open-items?page=1'],
  ['returns, first page', '/api/returns?page=1'],
  ['dashboard (latest 5 of each)', '/api/dashboard/customer'],
];
const runs: LoadRun[] = [];
try {
  // A running portal is warm: the first run must not carry the JIT's start-up, so every list is
  // loaded for a second first and those figures are dropped (not in the smoke run, whose figures mean nothing).
  for (const [label, path] of isSmoke ? [] : targets) {
    await runLoad(
      {
        name: `${label} (warm-up)`,
        url,
        method: 'GET',
        path,
        rate: RATE,
        connections: 10,
        seconds: 1,
        headers: { cookie },
      },
      timer,
    );
  }
  for (const [label, path] of targets) {
    const probe = await fetch(`${url}${path}`, { headers: { cookie } });
    if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
    console.log(`  ${label} ...`);
    runs.push(
      await runLoad(
        {
          name: label,
          url,
          method: 'GET',
          path,
          rate: RATE,
          connections: 10,
          seconds: SECONDS,
          headers: { cookie },
        },
        timer,
      ),
    );
  }
  // One connection, one request at a time: the endpoint's own cost, without waiting behind other requests
  // on the shared event loop and cores as the runs at the fixed rate do.
  console.log('  orders, first page, one request at a time ...');
  runs.push(
    await runLoad(
      {
        name: 'orders, first page, one request at a time',
        url,
        method: 'GET',
        path: '/api/orders?page=1',
        rate: null,
        connections: 1,
        seconds: SECONDS,
        headers: { cookie },
      },
      timer,
    ),
  );
} finally {
  await app.close();
}
// The page query alone, for the same busiest customer, to set the endpoint's server time beside it.
const pages = await measurePages(database);
await composition.close();
const pageSql = pages.find(
  (page) => page.customer === busiest.customer && page.page === 'first' && !page.search,
);
const ordersFirst = runs.find((run) => run.name === 'orders, first page');
const ordersAlone = runs.find((run) => run.name === 'orders, first page, one request at a time');

const lines = [
  '# List endpoints under load',
  '',
  `Run ${new Date().toISOString()} with \`npm run bench:lists -- ${name}\`: PostgreSQL database ${name}, ` +
    `as customer ${busiest.customer} (${busiest.n} order lines), ${RATE} req/s for ${SECONDS} s per run, ` +
    '10 connections after a 1 s warm-up of each list, the app in-process, autocannon in a worker thread, everything on the same 2-core machine.',
  '',
  '| run | achieved 2xx/s | p50 | p90 | p99 | max | server p50 | server p99 | errors | non-2xx |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...runs.map(
    (r) =>
      `| ${r.name} | ${r.achievedPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p90} | ${r.latencyMs.p99} | ` +
      `${r.latencyMs.max} | ${r.serverMs.p50} | ${r.serverMs.p99} | ${r.errors} | ${r.non2xx} |`,
  ),
  '',
  'Server time runs from the request reaching Fastify (before the session plugin) to the end of the answer.',
  '',
  ...(pageSql && ordersFirst && ordersAlone
    ? [
        `Orders first page of ${busiest.customer}: the page query alone p50 ${pageSql.p50} ms (after the load, ` +
          `300 runs). The endpoint's server time p50: ${ordersAlone.serverMs.p50} ms one request at a time ` +
          `(${round(ordersAlone.serverMs.p50 / pageSql.p50, 1)}× its own query), ${ordersFirst.serverMs.p50} ms at ` +
          `${RATE} req/s (${round(ordersFirst.serverMs.p50 / pageSql.p50, 1)}×).`,
        '',
      ]
    : []),
];
writeResults('lists', runs, lines);
process.exit(0);
