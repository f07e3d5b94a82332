/**
 * `npm run bench:quick-order`: the quick order on the embedded default (PGlite in memory, the small demo
 * scale, the demo customer C10001), through HTTP, 2 cores:
 * - the preview of 500 pasted lines (the target: at most 1 s), of 1,000 (the most taken), and
 *   of a 500-line Excel file: checked from the read model only, so the ERP's speed does not matter;
 * - adding 500 lines to an empty draft: one transaction, then the ERP's prices for at most
 *   BULK_PRICING_MS, with the demo ERP answering at once, slowed to 2 s per call, and down.
 *
 * Writes bench/results/quick-order.json and quick-order.md.
 */
import type { OrderDraft, QuickOrderAddResult, QuickOrderPreview } from '@selvedge/contracts';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { items } from '../src/modules/catalog/catalog.tables.js';
import { BULK_PRICING_MS } from '../src/modules/ordering/bulk-lines.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { workbook } from '../test/support/xlsx.js';
import { demoBenchPortal } from './demo-portal.js';
import { type Latency, listenLocally, round, signInCookie, summarise } from './load.js';
import { benchScale, reportHead, sized, writeResults } from './results.js';

const SCALE = benchScale('small');
const RUNS = sized(20, 2);
const ADD_RUNS = sized(3, 1);
const LINES = 500;

const { composition, deps, demoErp } = await demoBenchPortal('quick order', SCALE);

// The regular catalogue, active: what a buyer's spreadsheet would list.
const catalogue = await deps.database.db
  .select({ code: items.code, isPatternRequired: items.isPatternRequired })
  .from(items)
  .where(and(eq(items.isActive, true), notInArray(items.groupCode, ['106', '107'])))
  .orderBy(asc(items.code));
const plain = catalogue.filter((item) => !item.isPatternRequired);
const patterned = catalogue.filter((item) => item.isPatternRequired);
if (plain.length === 0) throw new Error(`no orderable items in the ${SCALE} demo data`);

/**
 * A realistic paste of `count` lines: mostly orderable items in any case with decimal commas and
 * references (some repeated, so they merge), and one in ten a problem: an unknown code, an item that
 * needs pattern rows, an unreadable quantity.
 */
function lines(count: number): string[][] {
  return Array.from({ length: count }, (_, i) => {
    const item = plain[(i * 7) % plain.length]?.code ?? 'X';
    const reference = `Room ${1 + (i % 40)}`;
    if (i % 10 === 3) return [`NOPE-${i}`, '2', reference];
    if (i % 10 === 6 && patterned.length > 0) return [patterned[i % patterned.length]?.code ?? item, '4', ''];
    if (i % 10 === 9) return [item, 'two', reference];
    const quantity = i % 3 === 0 ? `${1 + (i % 9)},5` : String(1 + (i % 12));
    return [i % 4 === 0 ? item.toLowerCase() : item, quantity, reference];
  });
}
const pasted = (count: number) =>
  ['Item code\tQuantity\tReference', ...lines(count).map((cells) => cells.join('\t'))].join('\r\n');
const file = workbook([
  ['Item code', 'Quantity', 'Reference'],
  ...lines(LINES).map(([code = '', quantity = '', reference = '']) => {
    const number = Number(quantity.replace(',', '.'));
    return [code, Number.isFinite(number) ? number : quantity, reference];
  }),
]);

const app = await buildApp(deps);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);

async function call<T>(path: string, body: unknown, contentType = 'application/json'): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': contentType },
    body: contentType === 'application/json' ? JSON.stringify(body) : (body as Buffer),
  });
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const currentDraft = () => call<OrderDraft>('/api/order-drafts/current', { orderType: 'B2B' });

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await run();
  return { ms: performance.now() - started, answer };
}

interface Figures {
  name: string;
  lines: number;
  valid: number;
  ms: Latency;
}

async function measurePreview(
  name: string,
  count: number,
  send: (draftId: string) => Promise<QuickOrderPreview>,
) {
  const draft = await currentDraft();
  await send(draft.id); // warm-up
  const times: number[] = [];
  let valid = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const { ms, answer } = await timed(() => send(draft.id));
    times.push(ms);
    valid = answer.validCount;
  }
  console.log(`${name}: p50 ${round(summarise(times).p50)} ms`);
  return { name, lines: count, valid, ms: summarise(times) } satisfies Figures;
}

const previews: Figures[] = [];
previews.push(
  await measurePreview(`preview of ${LINES} pasted lines`, LINES, (id) =>
    call(`/api/order-drafts/${id}/quick-order/preview`, { text: pasted(LINES) }),
  ),
);
previews.push(
  await measurePreview('preview of 1,000 pasted lines (the most taken)', 1_000, (id) =>
    call(`/api/order-drafts/${id}/quick-order/preview`, { text: pasted(1_000) }),
  ),
);
previews.push(
  await measurePreview(`preview of a ${LINES}-line Excel file`, LINES, (id) =>
    call(`/api/order-drafts/${id}/quick-order/preview-file`, file, 'application/octet-stream'),
  ),
);

interface AddFigures extends Figures {
  erp: string;
  draftLines: number;
  priced: number;
}

/** Adds the valid lines of a 500-line paste to an emptied draft, `ADD_RUNS` times. */
async function measureAdd(erp: string, prepare: () => void): Promise<AddFigures> {
  prepare();
  const times: number[] = [];
  let last: QuickOrderAddResult | null = null;
  for (let run = 0; run < ADD_RUNS; run += 1) {
    const draft = await currentDraft();
    for (const line of draft.lines) {
      await fetch(`${url}/api/order-drafts/${draft.id}/lines/${line.id}`, {
        method: 'DELETE',
        headers: { cookie, origin: url },
      });
    }
    demoErp?.controls.setLatency(0);
    demoErp?.controls.setFailing(false);
    const preview = await call<QuickOrderPreview>(`/api/order-drafts/${draft.id}/quick-order/preview`, {
      text: pasted(LINES),
    });
    prepare();
    const valid = preview.lines
      .filter((line) => line.status === 'valid')
      .map(({ lineNumber, itemCode, quantity, reference }) => ({
        lineNumber,
        itemCode,
        quantity,
        reference,
      }));
    const { ms, answer } = await timed(() =>
      call<QuickOrderAddResult>(`/api/order-drafts/${draft.id}/quick-order/lines`, { lines: valid }),
    );
    times.push(ms);
    last = answer;
  }
  demoErp?.controls.setLatency(0);
  demoErp?.controls.setFailing(false);
  const draftLines = last?.draft.lines ?? [];
  const figures = {
    name: `add the valid lines of ${LINES}`,
    erp,
    lines: last?.lines.length ?? 0,
    valid: (last?.added ?? 0) + (last?.merged ?? 0),
    draftLines: draftLines.length,
    priced: draftLines.filter((line) => line.unitPrice !== null).length,
    ms: summarise(times),
  };
  console.log(`${figures.name}, ${erp}: p50 ${round(figures.ms.p50)} ms, ${figures.priced} priced`);
  return figures;
}

const adds: AddFigures[] = [];
try {
  adds.push(await measureAdd('demo ERP answering at once', () => demoErp.controls.setLatency(0)));
  adds.push(await measureAdd('demo ERP slowed to 2 s per call', () => demoErp.controls.setLatency(2_000)));
  adds.push(await measureAdd('demo ERP down', () => demoErp.controls.setFailing(true)));
} finally {
  await app.close();
  await composition.close();
}

const result = {
  measuredAt: new Date().toISOString(),
  setting: `PGlite in memory, ${SCALE} demo scale (${catalogue.length} regular items), customer C10001, one request at a time through HTTP on loopback, ${RUNS} runs per preview and ${ADD_RUNS} per add; 2 cores`,
  targetMs: 1_000,
  pricingBudgetMs: BULK_PRICING_MS,
  previews,
  adds,
};
const ms = (latency: Latency) => `${round(latency.p50)} | ${round(latency.p95)} | ${round(latency.max)}`;
writeResults('quick-order', result, [
  ...reportHead('Quick order', 'quick-order', result),
  'A paste of mostly orderable items (any case, decimal commas, repeated references that merge) with one',
  'line in ten a problem (an unknown code, pattern rows needed, an unreadable quantity).',
  '',
  '| preview | lines | valid | p50 ms | p95 ms | max ms |',
  '|---|---|---|---|---|---|',
  ...previews.map(
    (figures) => `| ${figures.name} | ${figures.lines} | ${figures.valid} | ${ms(figures.ms)} |`,
  ),
  '',
  `Target: ${LINES} lines previewed in at most ${result.targetMs} ms (p95 above: ${
    (previews[0]?.ms.p95 ?? Number.POSITIVE_INFINITY) <= result.targetMs ? 'met' : 'NOT met'
  }).`,
  '',
  '| add | ERP | lines sent | added or merged | draft lines | priced | p50 ms | p95 ms | max ms |',
  '|---|---|---|---|---|---|---|---|---|',
  ...adds.map(
    (figures) =>
      `| ${figures.name} | ${figures.erp} | ${figures.lines} | ${figures.valid} | ${figures.draftLines} | ${figures.priced} | ${ms(figures.ms)} |`,
  ),
  '',
  'Reading: the preview reads the items, the excluded groups, the stock of discontinued items and the',
  "draft's lines in a few statements whatever the number of lines, and never asks the ERP. The add writes",
  `the lines in one transaction, then asks the ERP's prices four at a time for at most ${BULK_PRICING_MS} ms: with a`,
  'slow or absent ERP the rest stay unpriced and the summary, which every order passes before approval,',
  'prices them.',
  '',
]);
process.exit(0);
