/**
 * `npm run bench:throughput`: requests per second on the embedded default (PGlite, in memory), the small
 * demo scale, 10 connections, unbounded runs on this machine, in rounds (BENCH_ROUNDS, 3) that alternate
 * a bare Fastify 5 answering /health/live (the floor) with the portal's GET /health/live (no session, no
 * database: what every request pays), GET /api/session and the orders first page of the demo customer:
 * /health/live as a share of the floor, the others as a share of /health/live, with the load average of
 * each round. Also the orders first page's server time against its own page query's time, the statements
 * one such request sends, and what compressing it on the fly costs (brotli and gzip against none, in
 * requests per second and bytes). With a built web app (apps/web/dist), the signed-in page /orders too,
 * which carries its first answers (the session, the help text, the pending drafts and the first page).
 *
 * `npm run bench:throughput -- postgres`: the same on PostgreSQL (a fresh database at BENCH_PG_URL,
 * dropped at the end), with the CPU time of the database's backends per request beside the portal's
 * (pg-backends.ts): what one request costs the machine in all.
 *
 * Writes bench/results/throughput.json and throughput.md (throughput-postgres.* on PostgreSQL).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import type { AppInstance } from '../src/shared/fastify.js';
import { demoBenchPortal } from './demo-portal.js';
import { type LoadRun, listenLocally, round, runLoad, serverTimer, signInCookie } from './load.js';
import { backendCpu } from './pg-backends.js';
import { admin, measurePages } from './read-model.js';
import { benchScale, sized, writeResults } from './results.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
const CONNECTIONS = 10;
const SCALE = benchScale('small');
/** Rounds of the floor and the portal side by side. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(3, 1));
const round2 = (value: number) => round(value, 2);

/**
 * The floor: a bare Fastify 5 answering /health/live as the portal's does, in this same process, timed
 * by the same hook. What the portal's /health/live costs beyond it is what every request pays.
 */
async function bareFastify() {
  const bare = Fastify();
  bare.get('/health/live', async () => ({ status: 'ok' }));
  const timer = serverTimer(bare as unknown as AppInstance);
  const url = await listenLocally(bare as unknown as AppInstance);
  return { url, timer, close: () => bare.close() };
}

const onPostgres = process.argv[2] === 'postgres';
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const pgDatabase = onPostgres ? `selvedge_bench_throughput_${Date.now()}` : null;
if (pgDatabase) await admin(PG_SERVER, `create database "${pgDatabase}"`);

// The bench's PostgreSQL database is dropped whatever happens, a failed run included.
try {
  const statements: string[] = [];
  const { config, composition, deps } = await demoBenchPortal('throughput', SCALE, {
    env: pgDatabase ? { DATABASE_URL: `${PG_SERVER}/${pgDatabase}` } : {},
    onQuery: (text) => statements.push(text),
  });

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

  /** On PostgreSQL, what its backends spent on the run, per request (on the embedded database: null, the
   * process's own time holds it). */
  type Run = LoadRun & { databaseCpuUsPerRequest: number | null };
  const backends = pgDatabase ? await backendCpu(PG_SERVER, pgDatabase) : null;
  const load = async (
    target: { url: string; timer: ReturnType<typeof serverTimer> },
    name: string,
    path: string,
    headers: Record<string, string> = {},
    seconds = SECONDS,
  ): Promise<Run> => {
    const before = await backends?.sample();
    const run = await runLoad(
      { name, url: target.url, method: 'GET', path, rate: null, connections: CONNECTIONS, seconds, headers },
      target.timer,
    );
    const after = await backends?.sample();
    const databaseNs = backends && before && after ? backends.between(before, after) : null;
    return {
      ...run,
      databaseCpuUsPerRequest:
        databaseNs === null || run.completed === 0 ? null : round(databaseNs / 1000 / run.completed, 1),
    };
  };
  const portal = { url, timer };
  const floor = await bareFastify();

  /** One load run of each endpoint compared round by round, in this order. */
  const compared = [
    { name: 'GET /health/live, bare Fastify (the floor)', target: floor, path: '/health/live', headers: {} },
    { name: 'GET /health/live', target: portal, path: '/health/live', headers: {} },
    { name: 'GET /api/session', target: portal, path: '/api/session', headers: { cookie } },
    { name: 'GET /api/orders, first page', target: portal, path: ORDERS_FIRST_PAGE, headers: { cookie } },
  ] as const;
  const rounds: { loadAverage: number; runs: Run[] }[] = [];
  const once: Run[] = [];
  try {
    // Warm-up: JIT and PGlite's caches. Not reported.
    await load(floor, 'warm-up', '/health/live', {}, sized(2, 1));
    await load(portal, 'warm-up', '/health/live', {}, sized(2, 1));
    await load(portal, 'warm-up', ORDERS_FIRST_PAGE, { cookie }, sized(3, 1));
    await load(portal, 'warm-up', '/api/session', { cookie }, sized(2, 1));
    // The machine is shared: the floor and the portal alternate, so that each round sees the same load.
    for (let round = 1; round <= ROUNDS; round += 1) {
      const loadAverage = loadavg()[0] ?? 0;
      const runs: Run[] = [];
      for (const { name, target, path, headers } of compared) {
        const run = await load(target, name, path, headers);
        console.log(
          `  round ${round}, ${name}: ${run.achievedPerSecond} 2xx/s, ${run.cpuUsPerRequest} µs CPU each, server p50 ${run.serverMs.p50} ms`,
        );
        runs.push(run);
      }
      rounds.push({ loadAverage: round2(loadAverage), runs });
    }
    for (const [name, path, headers] of [
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
      const run = await load(portal, name, path, headers);
      console.log(
        `  ${name}: ${run.achievedPerSecond} 2xx/s, server p50 ${run.serverMs.p50} ms, non-2xx ${run.non2xx}`,
      );
      once.push(run);
    }
  } finally {
    await app.close();
    await floor.close();
    await backends?.close();
  }
  for (const run of [...rounds.flatMap((r) => r.runs), ...once]) {
    if (run.non2xx > 0 || run.errors > 0)
      throw new Error(`${run.name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  }

  // The page query alone, the same customer and page, after the load (warm).
  const pages = await measurePages(deps.database);
  await composition.close();
  const demoPage = pages.find((page) => page.page === 'first' && page.search === null);

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  };
  /** Per round: the portal's /health/live as a share of the floor, and each endpoint as a share of /health/live. */
  const perRound = rounds.map(({ loadAverage, runs }) => {
    const [bare, live, session, orders] = runs as [Run, Run, Run, Run];
    const share = (run: Run, of: Run) => round((100 * run.achievedPerSecond) / of.achievedPerSecond, 1);
    return {
      loadAverage,
      perSecond: runs.map((run) => run.achievedPerSecond),
      cpuUsPerRequest: runs.map((run) => run.cpuUsPerRequest ?? 0),
      databaseCpuUsPerRequest: runs.map((run) => run.databaseCpuUsPerRequest ?? 0),
      liveShareOfBare: share(live, bare),
      sessionShareOfLive: share(session, live),
      ordersShareOfLive: share(orders, live),
    };
  });
  const lastRound = rounds.at(-1)?.runs ?? [];
  const orders = lastRound[3] as Run;
  const [ordersBrotli, ordersGzip] = once as [Run, Run];
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    database: `${onPostgres ? 'PostgreSQL on this machine' : 'embedded PGlite (in memory)'}, ${SCALE} demo scale, customer C10001`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    statementsPerListRequest,
    medians: {
      perSecond: compared.map((_, i) => median(perRound.map((r) => r.perSecond[i] ?? 0))),
      cpuUsPerRequest: compared.map((_, i) => median(perRound.map((r) => r.cpuUsPerRequest[i] ?? 0))),
      databaseCpuUsPerRequest: compared.map((_, i) =>
        median(perRound.map((r) => r.databaseCpuUsPerRequest[i] ?? 0)),
      ),
      liveShareOfBare: median(perRound.map((r) => r.liveShareOfBare)),
      sessionShareOfLive: median(perRound.map((r) => r.sessionShareOfLive)),
      ordersShareOfLive: median(perRound.map((r) => r.ordersShareOfLive)),
    },
    rounds: perRound,
    compression: {
      orderPageBytes,
      brotliShareOfPlain: round((100 * ordersBrotli.achievedPerSecond) / orders.achievedPerSecond, 1),
      gzipShareOfPlain: round((100 * ordersGzip.achievedPerSecond) / orders.achievedPerSecond, 1),
    },
    runs: [...rounds.flatMap((r) => r.runs), ...once],
    ordersPage: demoPage
      ? {
          customer: demoPage.customer,
          pageSqlP50Ms: demoPage.p50,
          serverP50Ms: orders.serverMs.p50,
          ratio: round(orders.serverMs.p50 / demoPage.p50, 1),
        }
      : null,
  };

  /** A row of CPU times per request: the portal's, and on PostgreSQL its database's and their sum. */
  const cpuCells = (portal: readonly number[], database: readonly number[]) =>
    portal
      .map((cpu, i) =>
        onPostgres ? `${cpu} + ${database[i] ?? 0} = ${round(cpu + (database[i] ?? 0), 1)}` : `${cpu}`,
      )
      .join(' | ');
  /** The goals these figures are held to, each with whether the medians meet it. */
  function goals(): string {
    const yes = (isMet: boolean) => (isMet ? 'met' : 'not met');
    const [, , , ordersCpu = 0] = result.medians.cpuUsPerRequest;
    const [, , , ordersDatabaseCpu = 0] = result.medians.databaseCpuUsPerRequest;
    const ordersTotalCpu = round(ordersCpu + ordersDatabaseCpu, 1);
    return [
      `Goals: /health/live at least 50 % of the floor (${result.medians.liveShareOfBare} %: ${yes(result.medians.liveShareOfBare >= 50)})`,
      onPostgres
        ? `; the orders first page at most 1,300 µs of CPU, the portal's and its database's together (${ordersTotalCpu} µs: ${yes(ordersTotalCpu <= 1300)}).`
        : `; the orders first page at least 5 % of /health/live (${result.medians.ordersShareOfLive} %: ${yes(result.medians.ordersShareOfLive >= 5)}).`,
    ].join('');
  }
  const lines = [
    onPostgres ? '# Throughput on PostgreSQL' : '# Throughput on the embedded default',
    '',
    `Measured ${result.measuredAt} by \`npm run bench:throughput${onPostgres ? ' -- postgres' : ''}\` on Node ${result.node}: ${result.database};`,
    `autocannon in a worker thread of the same process, ${CONNECTIONS} connections, ${SECONDS} s per run, unbounded rate; app, database`,
    'and load generator share the machine (2 cores, shared with other work: compare within a round, not across runs).',
    `${ROUNDS} rounds; in each, a bare Fastify 5 answering /health/live (the floor: what Node and Fastify cost with`,
    "nothing of the portal's) and the portal alternate.",
    '',
    `| round | load average | ${compared.map((c) => `${c.name} 2xx/s`).join(' | ')} | /health/live share of the floor | session share of /health/live | orders share of /health/live |`,
    `|---|---|${compared.map(() => '---').join('|')}|---|---|---|`,
    ...perRound.map(
      (r, i) =>
        `| ${i + 1} | ${r.loadAverage} | ${r.perSecond.join(' | ')} | ${r.liveShareOfBare} % | ${r.sessionShareOfLive} % | ${r.ordersShareOfLive} % |`,
    ),
    `| median | | ${result.medians.perSecond.join(' | ')} | ${result.medians.liveShareOfBare} % | ${result.medians.sessionShareOfLive} % | ${result.medians.ordersShareOfLive} % |`,
    '',
    ...(onPostgres
      ? [
          "CPU time per request, in µs: the process's main thread (the portal, not the load generator) + the",
          "database's backends (their run time in /proc, bench/pg-backends.ts) = the whole. It holds when other",
          'work on the machine moves the requests per second.',
        ]
      : [
          "CPU time of the process's main thread (the portal and its embedded database, not the load generator) per",
          'request, in µs: it holds when other work on the machine moves the requests per second.',
        ]),
    '',
    `| round | ${compared.map((c) => c.name).join(' | ')} |`,
    `|---|${compared.map(() => '---').join('|')}|`,
    ...perRound.map((r, i) => `| ${i + 1} | ${cpuCells(r.cpuUsPerRequest, r.databaseCpuUsPerRequest)} |`),
    `| median | ${cpuCells(result.medians.cpuUsPerRequest, result.medians.databaseCpuUsPerRequest)} |`,
    '',
    'What every request no longer pays (the why is commented where each is done): @fastify/helmet',
    "built helmet's middleware again for every request, parsing the content security policy each time: the",
    "headers are now asked of it once at start and set, with the API's cache-control, in one onSend hook",
    '(plugins/security.ts); the hooks every request passes (request id, draining, same-origin check, session,',
    'access, acting audit, the text check) are callbacks instead of async functions, so none allocates a',
    "promise and waits a microtask to find it has nothing to do; the browser's language is read from",
    'Accept-Language in place instead of through arrays (plugins/session.ts). The request log, the security',
    'headers and every check are kept.',
    '',
    'Latencies of the last round and of the single runs:',
    '',
    '| endpoint | 2xx/s | latency p50 / p99 ms | server p50 / p99 ms |',
    '|---|---|---|---|',
    ...[...lastRound, ...once].map(
      (run) =>
        `| ${run.name} | ${run.achievedPerSecond} | ${run.latencyMs.p50} / ${run.latencyMs.p99} | ${run.serverMs.p50} / ${run.serverMs.p99} |`,
    ),
    '',
    goals(),
    '',
    `Statements one orders-page request sends: ${statementsPerListRequest} (the caller's context, and the page with its total).`,
    '',
    result.ordersPage
      ? `Orders first page of ${result.ordersPage.customer}: the page query alone p50 ${result.ordersPage.pageSqlP50Ms} ms, the endpoint's server time p50 ${result.ordersPage.serverP50Ms} ms under load: ${result.ordersPage.ratio}×.`
      : '',
    '',
  ];
  const page = once[2];
  lines.push(
    page
      ? `The signed-in page /orders, which carries its four first answers, server p50 ${page.serverMs.p50} ms against ${ordersBrotli.serverMs.p50} ms for the orders first page alone (both brotli): the phone no longer asks the four over a slow line.`
      : 'The signed-in page was not measured: the web app has not been built (`npm run build`).',
    '',
  );
  lines.push(
    `Compressing the orders first page on the fly: ${orderPageBytes.identity} bytes plain, ${orderPageBytes.br} with brotli (quality 4), ${orderPageBytes.gzip} with gzip; requests per second ${result.compression.brotliShareOfPlain} % (brotli) and ${result.compression.gzipShareOfPlain} % (gzip) of the uncompressed run of the last round.`,
    '',
  );
  writeResults(onPostgres ? 'throughput-postgres' : 'throughput', result, lines);
} finally {
  if (pgDatabase) await admin(PG_SERVER, `drop database if exists "${pgDatabase}" with (force)`);
}
process.exit(0);
