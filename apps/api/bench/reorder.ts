/**
 * `npm run bench:reorder` (docs/reorder.md): the reorder's batch lookup, POST /api/reorder/preview, on the
 * embedded default (PGlite in memory, small demo scale, the demo customer C10001's deliveries, every line
 * with the dye lot it was delivered from and that lot's stock), through HTTP, one request at a time:
 * - the demo ERP answering at once, slowed to 2 s per call, and down: the lookup reads the read model
 *   only, so its latency must not follow the ERP's;
 * - the stock feed's figures older than its freshness rule: the answer says stale (and asks for a sync).
 * Also, once, the whole reorder of one delivery with the ERP at once and at 2 s: the lines are added in
 * one step (the draft's bulk add) and priced by the ERP for at most BULK_PRICING_MS, so a slow ERP is
 * felt for that long at the most.
 *
 * Writes bench/results/reorder.json and reorder.md.
 */
import type { ReorderPreview } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { BULK_PRICING_MS } from '../src/modules/ordering/bulk-lines.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { demoBenchPortal } from './demo-portal.js';
import { type Latency, listenLocally, round, signInCookie, summarise } from './load.js';
import { benchScale, reportHead, sized, writeResults } from './results.js';

const SCALE = benchScale('small');
const DOCUMENTS = sized(40, 3);

const { composition, deps, demoErp } = await demoBenchPortal('reorder', SCALE);

const rows = async <Row>(query: ReturnType<typeof sql>) =>
  ((await deps.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const deliveries = await rows<{ id: number; lines: number; lots: number }>(sql`
  select document_id as id, count(*)::int as lines, count(*) filter (where batch_numbers <> '')::int as lots
  from sales_document_lines
  where kind = 'delivery' and customer_code = 'C10001' and bom_role <> 'component' and status <> 'cancelled'
  group by document_id order by count(*) desc, document_id limit ${DOCUMENTS}`);
if (deliveries.length === 0) throw new Error(`no deliveries of C10001 in the ${SCALE} demo data`);

const app = await buildApp(deps);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);
const headers = { cookie, 'content-type': 'application/json', origin: url };

async function post<T>(path: string, body: unknown): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text}`);
  return { ms, answer: JSON.parse(text) as T };
}

interface Scenario {
  name: string;
  latencyMs: Latency;
  lines: number;
  linesWithLot: number;
  staleAnswers: number;
}

async function lookups(name: string): Promise<Scenario> {
  console.log(`${name} ...`);
  const times: number[] = [];
  let lines = 0;
  let linesWithLot = 0;
  let staleAnswers = 0;
  for (const delivery of deliveries) {
    const { ms, answer } = await post<ReorderPreview>('/api/reorder/preview', {
      sources: [{ kind: 'delivery', documentId: delivery.id }],
    });
    times.push(ms);
    lines += answer.lines.length;
    linesWithLot += answer.lines.filter((line) => line.batch).length;
    staleAnswers += answer.lines.some((line) => line.batch?.isStale) ? 1 : 0;
  }
  return { name, latencyMs: summarise(times), lines, linesWithLot, staleAnswers };
}

const scenarios: Scenario[] = [];
const reorders: { name: string; ms: number; lines: number }[] = [];
try {
  await lookups('warm-up');
  demoErp.controls.setLatency(0);
  scenarios.push(await lookups('demo ERP answering at once'));
  demoErp.controls.setLatency(2_000);
  scenarios.push(await lookups('demo ERP slowed to 2 s per call'));
  demoErp.controls.setLatency(0);
  demoErp.controls.setFailing(true);
  scenarios.push(await lookups('demo ERP down'));
  await deps.database.db.execute(
    sql`update erp_sync_state set last_succeeded_at = now() - interval '20 minutes' where feed = 'stock'`,
  );
  scenarios.push(await lookups('demo ERP down, stock figures 20 minutes old (answers say stale)'));
  demoErp.controls.setFailing(false);

  const smallest = [...deliveries].sort((a, b) => a.lines - b.lines)[0];
  // The add waits up to BULK_PRICING_MS for the ERP's prices: the smoke run slows the ERP less, to end
  // sooner; the report names the latency it used.
  for (const latency of [0, sized(2_000, 200)]) {
    if (!smallest) break;
    demoErp.controls.setLatency(latency);
    const { ms } = await post('/api/reorder', {
      sources: [{ kind: 'delivery', documentId: smallest.id }],
    });
    reorders.push({ name: `ERP at ${latency} ms`, ms: round(ms, 0), lines: smallest.lines });
  }
} finally {
  demoErp.controls.setFailing(false);
  demoErp.controls.setLatency(0);
  await app.close();
  await composition.close();
}

const result = {
  measuredAt: new Date().toISOString(),
  setting: `PGlite in memory, ${SCALE} demo scale; customer C10001; ${deliveries.length} deliveries (${deliveries.reduce((n, d) => n + d.lines, 0)} lines, ${deliveries.reduce((n, d) => n + d.lots, 0)} with a dye lot), one preview request at a time over HTTP; 2 cores`,
  scenarios,
  reorders,
};
const lines = [
  ...reportHead('Reorder: the batch lookup', 'reorder', result),
  '| scenario | previews | lines (with a lot) | p50 ms | p95 ms | max ms | stale answers |',
  '|---|---|---|---|---|---|---|',
  ...scenarios.map(
    (s) =>
      `| ${s.name} | ${deliveries.length} | ${s.lines} (${s.linesWithLot}) | ${s.latencyMs.p50} | ${s.latencyMs.p95} | ${s.latencyMs.max} | ${s.staleAnswers} |`,
  ),
  '',
  `The whole reorder of one delivery (its lines added in one step, then priced by the ERP, four at a time, for at most ${BULK_PRICING_MS} ms):`,
  '',
  ...reorders.map((r) => `- ${r.name}: ${r.ms} ms for ${r.lines} lines`),
  '',
  'Reading: the lookup answers from the read model (the delivered lines and the stock feed’s lots); the',
  'ERP’s speed or absence does not change it. Figures older than the stock feed’s freshness rule are',
  'still answered, marked stale. Adding the lines waits for the ERP’s prices for a few seconds at most;',
  'a line not priced by then shows "price follows" until the summary, which every order passes, prices it.',
  '',
];
writeResults('reorder', result, lines);
process.exit(0);
