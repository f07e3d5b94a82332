/**
 * `npm run bench:pdf-zip`: the lists' "Download PDFs" (GET /api/documents/pdf-zip) of 50 documents of
 * the demo customer on the embedded default (PGlite in memory, the small demo ERP), through HTTP: the
 * time to the zip's first byte and to its last, with every PDF made by the demo ERP (nothing cached)
 * and again with every PDF from the portal's cache. Median of RUNS each. Writes
 * bench/results/pdf-zip.json and pdf-zip.md.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { documentPdfs } from '../src/modules/document-pdfs/document-pdfs.tables.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { documentsOf } from '../test/support/documents.js';
import { demoBenchPortal } from './demo-portal.js';
import { listenLocally, percentile, round, signInCookie } from './load.js';
import { benchScale, sized, writeResults } from './results.js';

const DOCUMENTS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? sized(5, 1));
const SCALE = benchScale('small');

const { composition, deps } = await demoBenchPortal('PDF zip', SCALE);
const { db } = deps.database;
const app = await buildApp(deps, { isServingWeb: false });
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);

const documents = await documentsOf(db, 'C10001', 'invoice').limit(DOCUMENTS);
if (documents.length < DOCUMENTS) throw new Error(`only ${documents.length} invoices of C10001`);
const path = `/api/documents/pdf-zip?${documents.map((d) => `doc=${d.kind}:${d.id}`).join('&')}`;

/** Milliseconds to the first byte of the body and to its end, and the zip's size. */
async function download(): Promise<{ firstByte: number; lastByte: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`the zip answered ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += chunk.length;
  }
  return { firstByte, lastByte: performance.now() - started, bytes };
}

async function measure(isCached: boolean) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    if (!isCached) await db.delete(documentPdfs);
    else await download();
    runs.push(await download());
  }
  const median = (values: number[]) => round(percentile(Float64Array.from(values).sort(), 50));
  return {
    firstByteMs: median(runs.map((run) => run.firstByte)),
    lastByteMs: median(runs.map((run) => run.lastByte)),
    zipKb: Math.round((runs[0]?.bytes ?? 0) / 1024),
  };
}

const fromErp = await measure(false);
const fromCache = await measure(true);
await app.close();
await composition.close();

const result = {
  documents: DOCUMENTS,
  runs: RUNS,
  scale: SCALE,
  load: loadavg()[0] ?? 0,
  fromErp,
  fromCache,
};
writeResults('pdf-zip', result, [
  `# PDFs in one download: a zip of ${DOCUMENTS} invoices (median of ${RUNS})`,
  '',
  '| PDFs from | first byte | last byte | zip |',
  '|---|---|---|---|',
  `| the demo ERP (nothing cached) | ${fromErp.firstByteMs} ms | ${fromErp.lastByteMs} ms | ${fromErp.zipKb} KB |`,
  `| the portal's cache | ${fromCache.firstByteMs} ms | ${fromCache.lastByteMs} ms | ${fromCache.zipKb} KB |`,
  '',
  `Load average at the end: ${round(result.load)}.`,
  '',
]);
