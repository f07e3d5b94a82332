/**
 * `npm run bench:stock-check [-- <database>]` (D29, ADR-018): the stock check on the large demo scale
 * (≈ 3 500 items with stock, dye lots and purchase orders; 10 000 customers) in PostgreSQL, through
 * HTTP, with a mix of 300 checks across the catalogue (rolls, fabrics by the metre, patterned fabrics
 * by their pattern rows, curtain sets, discontinued items; quantities from a few to beyond stock):
 * - the demo ERP answering at once, slowed to 2 s per call, and down;
 * - down with a snapshot older than the sync keeps it (each check then also asks for a stock sync);
 * - each at a fixed 100 checks per second, and once unbounded for the throughput.
 *
 * Without an argument it creates a database on BENCH_PG_URL, generates the large demo ERP (about
 * 4.5 minutes) and syncs the feeds the stock check reads (reference data, partners, items, stock), and
 * drops it at the end unless BENCH_KEEP_DATABASES=1. With a database that this bench or
 * `BENCH_KEEP_DATABASES=1 npm run bench:read-model -- large` kept, it starts measuring at once.
 *
 * Writes bench/results/stock-check.json and stock-check.md.
 */
import type { StockCheckRequest, StockCheckResult } from '@selvedge/contracts';
import { generate } from '@selvedge/demo-erp';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDeps } from '../src/deps.js';
import { syncFeed } from '../src/modules/erp-sync/erp-sync.service.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { type LoadRun, listenLocally, round, runLoad, serverTimer, signInCookie } from './load.js';
import { admin as adminOn } from './read-model.js';
import { benchScale, reportHead, sized, writeResults } from './results.js';

const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
const RATE = 100;
const CONNECTIONS = 10;
const MIX_SIZE = sized(300, 20);
const SCALE = benchScale('large');

const admin = (text: string) => adminOn(server, text);

const given = process.argv[2];
const name = given ?? `selvedge_bench_stock_${Date.now()}`;
if (!given) await admin(`create database "${name}"`);

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: `${server}/${name}`,
  // The bench sends no mail: production's refusal to start without SMTP_URL does not concern it.
  ALLOW_DEV_MAILBOX: 'true',
  DEMO_MODE: 'true',
  ERP: 'demo',
  LOG_LEVEL: 'silent',
  JOBS: 'false',
  COOKIE_SECURE: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
});
const composition = await createDeps(config);
const { deps } = composition;
const demoErp = composition.demoErp;
if (!demoErp) throw new Error('the stock check bench needs the demo ERP');
const { db } = deps.database;
const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

let generation: { ms: number; items: number } | null = null;
if (!given) {
  console.log(`generating the ${SCALE} demo ERP in ${name} (large: about 4.5 minutes) ...`);
  const generated = await generate(db, { seed: config.erp.demoSeed, scale: SCALE });
  generation = { ms: generated.milliseconds, items: generated.items };
  console.log('syncing reference data, partners, items and stock ...');
  for (const feed of ['referenceData', 'businessPartners', 'items', 'stock'] as const) {
    await syncFeed({ db, erp: deps.erp, clock: deps.clock }, feed);
  }
  await deps.database.exec('analyze');
}
// The stock feed brought up to date now, so the first scenarios answer from a fresh snapshot.
await syncFeed({ db, erp: deps.erp, clock: deps.clock }, 'stock');
await deps.jobs.prepare();

const [counts] = await rows<{ items: number; stock: number }>(
  sql`select (select count(*)::int from items) as items, (select count(*)::int from stock_levels) as stock`,
);

/** A fixed, varied mix: every 12th regular item, with a quantity from a little to beyond its stock. */
const catalogue = await rows<{
  code: string;
  available: number | null;
  isPatternRequired: boolean;
  isBom: boolean;
}>(sql`
  select i.code, s.available::float as available, i.is_pattern_required as "isPatternRequired",
    (i.sales_bom is not null) as "isBom"
  from items i left join stock_levels s on s.item_code = i.code
  where i.is_active and i.group_code not in ('106', '107')
  order by i.code`);
const mix: StockCheckRequest[] = [];
for (let i = 0; mix.length < MIX_SIZE && i < catalogue.length * 12; i += 1) {
  const item = catalogue[(i * 12) % catalogue.length];
  if (!item) break;
  const scale = [0.25, 0.9, 1.5, 4][i % 4] ?? 1;
  if (item.isPatternRequired) {
    mix.push({ itemCode: item.code, patterns: [{ rows: 1 + (i % 4), rowLength: (24 + (i % 7)) / 10 }] });
  } else {
    const quantity = item.isBom ? 1 + (i % 5) : Math.max(1, Math.round((item.available ?? 10) * scale));
    mix.push({ itemCode: item.code, quantity: Math.min(quantity, 99_999) });
  }
}

const app = await buildApp(deps);
const timer = serverTimer(app);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);
const headers = { cookie, 'content-type': 'application/json', origin: url };

/** One pass over the mix: what the answers are (direct, week, incourant), and that all are 200. */
async function answerMix(): Promise<Record<string, number>> {
  const kinds: Record<string, number> = {};
  for (const body of mix) {
    const response = await fetch(`${url}/api/stock-check`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 200)
      throw new Error(`${body.itemCode} answered ${response.status}: ${await response.text()}`);
    const answer = (await response.json()) as StockCheckResult;
    const kind = answer.isStale ? `${answer.deliveryWeek.kind} (stale)` : answer.deliveryWeek.kind;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

const bodies = mix.map((body) => JSON.stringify(body));
const load = (label: string, rate: number | null) =>
  runLoad(
    {
      name: label,
      url,
      method: 'POST',
      path: '/api/stock-check',
      rate,
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers,
      bodies,
    },
    timer,
  );

interface Scenario {
  name: string;
  answers: Record<string, number>;
  run: LoadRun;
}
const scenarios: Scenario[] = [];
let throughput: LoadRun | null = null;
try {
  await load('warm-up', null).catch(() => undefined);
  const scenario = async (label: string, prepare: () => Promise<void> | void) => {
    await prepare();
    console.log(`${label} ...`);
    const answers = await answerMix();
    scenarios.push({ name: label, answers, run: await load(label, RATE) });
  };
  await scenario('demo ERP answering at once', () => demoErp.controls.setLatency(0));
  throughput = await load('unbounded, ERP answering at once', null);
  await scenario('demo ERP slowed to 2 s per call', () => demoErp.controls.setLatency(2_000));
  await scenario('demo ERP down', () => {
    demoErp.controls.setLatency(0);
    demoErp.controls.setFailing(true);
  });
  await scenario('demo ERP down, snapshot 20 minutes old (each check asks for a stock sync)', async () => {
    await db.execute(
      sql`update erp_sync_state set last_succeeded_at = now() - interval '20 minutes' where feed = 'stock'`,
    );
  });
} finally {
  demoErp.controls.setFailing(false);
  await app.close();
  await composition.close();
  if (!given && process.env.BENCH_KEEP_DATABASES !== '1') await admin(`drop database if exists "${name}"`);
}

const result = {
  measuredAt: new Date().toISOString(),
  setting: `PostgreSQL 15 (${given ? `kept database ${name}` : 'a fresh database'}), ${SCALE} demo scale: ${counts?.items} items, ${counts?.stock} with stock figures; customer C10001; a mix of ${mix.length} checks cycled by autocannon in a worker thread of the same process, ${CONNECTIONS} connections, ${RATE} checks/s for ${SECONDS} s per scenario; 2 cores`,
  generation,
  scenarios: scenarios.map(({ name: label, answers, run }) => ({ name: label, answers, run })),
  throughput,
};

const row = ({ name: label, run }: Scenario) =>
  `| ${label} | ${run.achievedPerSecond} | ${run.latencyMs.p50} | ${run.latencyMs.p95} | ${run.latencyMs.p99} | ${run.serverMs.p95} | ${run.non2xx} |`;
const lines = [
  ...reportHead('Stock check', 'stock-check', result),
  '| scenario | checks/s | latency p50 ms | p95 ms | p99 ms | server p95 ms | non-2xx |',
  '|---|---|---|---|---|---|---|',
  ...scenarios.map(row),
  '',
  throughput
    ? `Unbounded (${CONNECTIONS} connections, ERP answering at once): ${throughput.achievedPerSecond} checks/s, latency p50 ${throughput.latencyMs.p50} ms, p99 ${throughput.latencyMs.p99} ms.`
    : '',
  '',
  'The answers of one pass over the mix, per scenario (the same figures, so the same weeks):',
  '',
  ...scenarios.map(
    ({ name: label, answers }) =>
      `- ${label}: ${Object.entries(answers)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}`,
  ),
  '',
  generation
    ? `Generating the ${SCALE} demo ERP took ${round(generation.ms / 1000, 1)} s (${generation.items} items).`
    : '',
  '',
  'Reading: the check reads the item and its stock snapshot from the read model and applies the',
  'availability rule in the process; it never calls the ERP for an item the stock feed has sent, so a',
  'slow or absent ERP does not change its latency (D29). A stale snapshot adds one job insert (pg-boss,',
  'a stately queue, so one sync waits however many checks ask).',
  '',
];
writeResults('stock-check', result, lines);
process.exit(0);
