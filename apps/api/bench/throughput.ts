/**
 * `npm run bench:throughput`: requests per second on the embedded default (PGlite, in memory), the small
 * demo scale, 10 connections, one unbounded run per endpoint on this machine:
 * GET /health/live (the floor: no session, no database), GET /api/session and the orders first page
 * of the demo customer, each as a share of /health/live. Also the orders first page's server time
 * against its own page query's time, the statements one such request sends, and what compressing it
 * on the fly costs (brotli and gzip against none, in requests per second and bytes). With a
 * built web app (apps/web/dist), the signed-in page /orders too, which carries its first answers
 * (the session, the help text, the pending drafts and the first page, asked of the API).
 *
 * Writes bench/results/throughput.json and throughput.md.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { generate } from '@selvedge/demo-erp';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { vacuumAnalyzeEmbedded } from '../src/db/maintenance.js';
import { createDeps } from '../src/deps.js';
import { syncAllFeeds } from '../src/modules/erp-sync/erp-sync.service.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { type LoadRun, listenLocally, round, runLoad, serverTimer, signInCookie } from './load.js';
import { measurePages } from './read-model.js';
import { writeResults } from './results.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const statements: string[] = [];
const config = loadConfig({
  DATA_DIR: 'memory://',
  DEMO_MODE: 'true',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  JOBS: 'false',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
});
const composition = await createDeps(config, { onQuery: (text) => statements.push(text) });
const { deps } = composition;
console.log('generating the small demo ERP and syncing it into the read model ...');
await generate(deps.database.db, { seed: config.erp.demoSeed, scale: 'small' });
await syncAllFeeds({ db: deps.database.db, erp: deps.erp, clock: deps.clock });
// As a first start does after its first sync (background.ts).
await vacuumAnalyzeEmbedded(deps.database);

// The signed-in page is measured when the web app has been built (npm start, npm run build).
const isServingWeb = existsSync(resolve(config.webDist, 'index.html'));
const app = await buildApp(deps, { isServingWeb });
const timer = serverTimer(app);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);

const ORDERS_FIRST_PAGE = '/api/orders?page=1';
const before = statements.length;
const check = await fetch(`${url}${ORDERS_FIRST_PAGE}`, { headers: { cookie } });
if (check.status !== 200) throw new Error(`${ORDERS_FIRST_PAGE} answered ${check.status}`);
const statementsPerListRequest = statements.length - before;

/** Bytes of the orders first page on the wire in each encoding (Node's fetch would decompress it). */
async function wireBytes(encoding: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${ORDERS_FIRST_PAGE}`,
      { headers: { cookie, 'accept-encoding': encoding } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve(bytes));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
const orderPageBytes = {
  identity: await wireBytes('identity'),
  br: await wireBytes('br'),
  gzip: await wireBytes('gzip'),
};

const load = (name: string, path: string, headers: Record<string, string> = {}, seconds = SECONDS) =>
  runLoad({ name, url, method: 'GET', path, rate: null, connections: CONNECTIONS, seconds, headers }, timer);

const runs: LoadRun[] = [];
try {
  // Warm-up: JIT and PGlite's caches. Not reported.
  await load('warm-up', ORDERS_FIRST_PAGE, { cookie }, 3);
  await load('warm-up', '/api/session', { cookie }, 2);
  for (const [name, path, headers] of [
    ['GET /health/live', '/health/live', {}],
    ['GET /api/session', '/api/session', { cookie }],
    ['GET /api/orders, first page', ORDERS_FIRST_PAGE, { cookie }],
    ['GET /api/orders, first page, brotli', ORDERS_FIRST_PAGE, { cookie, 'accept-encoding': 'br' }],
    ['GET /api/orders, first page, gzip', ORDERS_FIRST_PAGE, { cookie, 'accept-encoding': 'gzip' }],
    ...(isServingWeb
      ? ([
          [
            'GET /orders, the page with its four answers, brotli',
            '/orders',
            { cookie, 'accept-encoding': 'br' },
          ],
        ] as const)
      : []),
  ] as const) {
    const run = await load(name, path, headers);
    console.log(
      `  ${name}: ${run.achievedPerSecond} 2xx/s, server p50 ${run.serverMs.p50} ms, non-2xx ${run.non2xx}`,
    );
    runs.push(run);
  }
} finally {
  await app.close();
}

// The page query alone, the same customer and page, after the load (warm).
const pages = await measurePages(deps.database);
await composition.close();
const demoPage = pages.find((page) => page.page === 'first' && page.search === null);

const [live, , orders, ordersBrotli, ordersGzip] = runs as [LoadRun, LoadRun, LoadRun, LoadRun, LoadRun];
const share = (run: LoadRun) => round((100 * run.achievedPerSecond) / live.achievedPerSecond, 1);
const result = {
  measuredAt: new Date().toISOString(),
  database: 'embedded PGlite (in memory), small demo scale, customer C10001',
  connections: CONNECTIONS,
  seconds: SECONDS,
  statementsPerListRequest,
  compression: {
    orderPageBytes,
    brotliShareOfPlain: round((100 * ordersBrotli.achievedPerSecond) / orders.achievedPerSecond, 1),
    gzipShareOfPlain: round((100 * ordersGzip.achievedPerSecond) / orders.achievedPerSecond, 1),
  },
  runs: runs.map((run) => ({ ...run, shareOfLive: share(run) })),
  ordersPage: demoPage
    ? {
        customer: demoPage.customer,
        pageSqlP50Ms: demoPage.p50,
        serverP50Ms: orders.serverMs.p50,
        ratio: round(orders.serverMs.p50 / demoPage.p50, 1),
      }
    : null,
};

const lines = [
  '# Throughput on the embedded default',
  '',
  `Measured ${result.measuredAt} by \`npm run bench:throughput\`: ${result.database}; autocannon in a worker`,
  `thread of the same process, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, unbounded rate, one run each;`,
  'app, database and load generator share the machine (2 cores).',
  '',
  '| endpoint | 2xx/s | share of /health/live | latency p50 / p99 ms | server p50 / p99 ms |',
  '|---|---|---|---|---|',
  ...result.runs.map(
    (run) =>
      `| ${run.name} | ${run.achievedPerSecond} | ${run.shareOfLive} % | ${run.latencyMs.p50} / ${run.latencyMs.p99} | ${run.serverMs.p50} / ${run.serverMs.p99} |`,
  ),
  '',
  `Statements one orders-page request sends: ${statementsPerListRequest} (the caller's context, the page, its count).`,
  '',
  result.ordersPage
    ? `Orders first page of ${result.ordersPage.customer}: the page query alone p50 ${result.ordersPage.pageSqlP50Ms} ms, the endpoint's server time p50 ${result.ordersPage.serverP50Ms} ms under load: ${result.ordersPage.ratio}×.`
    : '',
  '',
];
const page = runs[5];
lines.push(
  page
    ? `The signed-in page /orders, which carries its four first answers, server p50 ${page.serverMs.p50} ms against ${ordersBrotli.serverMs.p50} ms for the orders first page alone (both brotli): the phone no longer asks the four over a slow line.`
    : 'The signed-in page was not measured: the web app has not been built (`npm run build`).',
  '',
);
lines.push(
  `Compressing the orders first page on the fly: ${orderPageBytes.identity} bytes plain, ${orderPageBytes.br} with brotli (quality 4), ${orderPageBytes.gzip} with gzip; requests per second ${result.compression.brotliShareOfPlain} % (brotli) and ${result.compression.gzipShareOfPlain} % (gzip) of the uncompressed run.`,
  '',
);
writeResults('throughput', result, lines);
process.exit(0);
