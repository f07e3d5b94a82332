/**
 * `npm run bench:sap-sync` (ADR-020): a full sync of the small demo scale into the read model, once
 * through the demo adapter directly and once through the SAP Business One adapter on the fake Service
 * Layer over loopback HTTP (/b1s/v2 and /b1s/v1), on the same generated data:
 * - wall and CPU time of each full sync, documents and lines in the read model, lines per second, and
 *   the ratio demo / SAP;
 * - the time spent inside the port's pullChanges (the ERP side) against applying the pages;
 * - the fake's HTTP requests and logins (its stats), the bytes received and its own time per request;
 * - a CPU profile of one more sync through each path (not the timed ones), its samples summed by whose
 *   work they are: the fake, the SAP adapter, Node's HTTP and sockets, PGlite, the portal's sync; the
 *   fake's and the adapter's by stage (OData query, wire format and JSON, HTTP).
 *
 * Everything runs in this one process: the demo ERP and each read model are in-memory PGlite databases,
 * the fake serves from memory what it read of the demo ERP at start. Both ports are used bare, without
 * the withResilience wrapper (time-outs, retries, circuit breaker) the portal puts around them.
 *
 * BENCH_SAP_PAGE_SIZE sets the adapter's Service Layer page size (default 100, the adapter's own);
 * BENCH_PROFILE=0 leaves the profiled syncs out. Takes about a minute on 2 cores.
 *
 * Writes bench/results/sap-sync.json and sap-sync.md.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDemoErpAdapter, type DemoDb, generate } from '@selvedge/demo-erp';
import type { ErpPort } from '@selvedge/erp';
import { createSapB1Adapter } from '@selvedge/erp-sap-b1';
import { type FakeServiceLayer, startFakeServiceLayer } from '@selvedge/fake-service-layer';
import { sql } from 'drizzle-orm';
// The demo ERP's in-memory database (a helper of that package for tests and tools, not an export).
import { openMemoryDemoErp } from '../../../packages/demo-erp/src/test-database.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { DEFAULT_SYNC_PAGE_SIZE, syncAllFeeds } from '../src/modules/erp-sync/erp-sync.service.js';
import { systemClock } from '../src/shared/clock.js';
import { percentile, round } from './load.js';
import { benchScale, isSmoke, reportHead, writeResults } from './results.js';

const SEED = 2026;
const SCALE = benchScale('small');
/** Rows per Service Layer page the adapter asks for (Prefer: odata.maxpagesize); the adapter's default. */
const SAP_PAGE_SIZE = Number(process.env.BENCH_SAP_PAGE_SIZE ?? 100);
/** BENCH_PROFILE=0 leaves out the two profiled syncs; so does the smoke run. */
const PROFILE = process.env.BENCH_PROFILE !== '0' && !isSmoke;

type Adapter = 'demo' | 'sap-b1';
type Version = 'v1' | 'v2';

interface FeedFigures {
  feed: string;
  pages: number;
  rowsApplied: number;
}

interface HttpFigures {
  requests: number;
  logins: number;
  bytes: number;
  /** The fake's time per request, from the request reaching its server to the response finished. */
  serverMs: { sum: number; p50: number; p99: number; max: number };
  byPath: Record<string, number>;
}

interface SyncRun {
  adapter: Adapter;
  version: Version | null;
  ms: number;
  /** CPU time of this process (every part runs in it: fake, adapter, PGlite, the sync). */
  cpuMs: number;
  /** Inside the port's pullChanges: the ERP side, HTTP and the fake included. */
  erpMs: number;
  /** The rest: the sync applying the pages to the read model. */
  applyMs: number;
  documents: number;
  lines: number;
  linesPerSecond: number;
  /** Lines per second of CPU time: less disturbed by other work on the machine than wall time. */
  linesPerCpuSecond: number;
  rowsApplied: number;
  /** Rows of every table of the read model after the sync. */
  tables: Record<string, number>;
  feeds: FeedFigures[];
  http: HttpFigures | null;
}

interface ProfileShare {
  part: string;
  ms: number;
  share: number;
  /** Of `ms`, the samples in Node's or V8's own code (JSON, Buffer, sockets, crypto) on its behalf. */
  inNodeMs: number;
}

interface ProfileRun {
  adapter: Adapter;
  version: Version | null;
  ms: number;
  sampledMs: number;
  parts: ProfileShare[];
  /** The fake's and the SAP adapter's samples by stage (STAGES). */
  stages: { stage: string; ms: number; share: number }[];
  /** Self time by file, every file of the fake and of the SAP adapter and the 10 largest others. */
  files: { file: string; part: string; ms: number; share: number }[];
  topFunctions: { fn: string; file: string; ms: number; share: number }[];
}

// --- the fake's requests, seen from its HTTP server (the only server in this process) ---

const requestStarts = new WeakMap<IncomingMessage, number>();
let served: { path: string; ms: number }[] = [];
let bytesReceived = 0;
subscribe('http.server.request.start', (message) => {
  const { request } = message as { request: IncomingMessage };
  requestStarts.set(request, performance.now());
});
subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage };
  const started = requestStarts.get(request);
  if (started === undefined) return;
  served.push({
    path: new URL(request.url ?? '/', 'http://127.0.0.1').pathname,
    ms: performance.now() - started,
  });
});
// The size of each answer as the adapter's HTTP client received it (the fake sends Content-Length).
subscribe('http.client.response.finish', (message) => {
  const { response } = message as { response: IncomingMessage };
  bytesReceived += Number(response.headers['content-length'] ?? 0);
});

/** The port with the time spent inside pullChanges counted (a sync pulls and applies in turn). */
function timedPort(port: ErpPort): { port: ErpPort; erpMs: () => number } {
  let ms = 0;
  const pullChanges = (async (...args: Parameters<ErpPort['pullChanges']>) => {
    const started = performance.now();
    try {
      return await port.pullChanges(...args);
    } finally {
      ms += performance.now() - started;
    }
  }) as ErpPort['pullChanges'];
  return { port: { ...port, pullChanges }, erpMs: () => ms };
}

async function one<Row>(
  db: { execute(query: ReturnType<typeof sql>): Promise<unknown> },
  query: ReturnType<typeof sql>,
) {
  return ((await db.execute(query)) as { rows: Row[] }).rows[0] as Row;
}

// --- the ERP: the small demo scale (BENCH_SCALE), generated once ---

console.log(`generating the ${SCALE} demo ERP (seed ${SEED}) ...`);
const demo = await openMemoryDemoErp();
const generated = await generate(demo.db, { seed: SEED, scale: SCALE });
console.log(`  ${generated.documentLines} document lines in ${generated.milliseconds} ms`);

let fakeStartMs = 0;
async function startFake(db: DemoDb): Promise<FakeServiceLayer> {
  const started = performance.now();
  const fake = await startFakeServiceLayer({ db });
  fakeStartMs = Math.round(performance.now() - started);
  return fake;
}
console.log('starting the fake Service Layer (reads the demo ERP into memory) ...');
const fake = await startFake(demo.db);

/** A fresh read model (in-memory PGlite, migrated) for one sync. */
async function portalDatabase() {
  const database = await openDatabase({ url: undefined, dataDir: 'memory://' });
  await runMigrations(database);
  return database;
}

/** The port of one path and how to let it go. */
function adapterFor(adapter: Adapter, version: Version | null): { port: ErpPort; close(): Promise<void> } {
  if (adapter === 'demo') {
    return { port: createDemoErpAdapter({ db: demo.db, clock: systemClock }).port, close: async () => {} };
  }
  const sap = createSapB1Adapter({
    serviceLayerUrl: fake.url,
    version: version ?? 'v2',
    companyDb: fake.companyDb,
    userName: fake.userName,
    password: fake.password,
    pageSize: SAP_PAGE_SIZE,
  });
  return { port: sap.port, close: () => sap.close() };
}

const label = (adapter: Adapter, version: Version | null) =>
  adapter === 'demo' ? 'demo adapter' : `SAP adapter ${version}`;

/** One full sync into a fresh read model, timed; with `profile`, under the CPU profiler instead. */
async function measureSync(
  adapter: Adapter,
  version: Version | null,
  profile?: Session,
): Promise<{ run: SyncRun; profile: ProfileRun | null }> {
  console.log(`full sync through the ${label(adapter, version)}${profile ? ' (profiled)' : ''} ...`);
  const database = await portalDatabase();
  const erp = adapterFor(adapter, version);
  const timed = timedPort(erp.port);
  const requestsBefore = fake.stats.requests();
  const loginsBefore = fake.stats.logins;
  served = [];
  bytesReceived = 0;
  try {
    if (profile) {
      await profile.post('Profiler.setSamplingInterval', { interval: 1000 });
      await profile.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const results = await syncAllFeeds({ db: database.db, erp: timed.port, clock: systemClock });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const profiled = profile ? (await profile.post('Profiler.stop')).profile : null;
    const counts = await one<{ documents: number; lines: number }>(
      database.db,
      sql`select (select count(*)::int from sales_documents) as documents,
          (select count(*)::int from sales_document_lines) as lines`,
    );
    const tables: Record<string, number> = {};
    const names = (await database.db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] };
    for (const { name } of names.rows) {
      tables[name] = (
        await one<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(name)}`)
      ).n;
    }
    const times = Float64Array.from(served.map((s) => s.ms)).sort();
    const byPath: Record<string, number> = {};
    for (const s of served) byPath[s.path] = (byPath[s.path] ?? 0) + 1;
    const erpMs = timed.erpMs();
    const run: SyncRun = {
      adapter,
      version,
      ms: Math.round(ms),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      erpMs: Math.round(erpMs),
      applyMs: Math.round(ms - erpMs),
      documents: counts.documents,
      lines: counts.lines,
      linesPerSecond: Math.round(counts.lines / (ms / 1000)),
      linesPerCpuSecond: Math.round(counts.lines / ((cpu.user + cpu.system) / 1_000_000)),
      rowsApplied: results.reduce((sum, r) => sum + r.rowsApplied, 0),
      tables,
      feeds: results.map((r) => ({ feed: r.feed, pages: r.pages, rowsApplied: r.rowsApplied })),
      http:
        adapter === 'demo'
          ? null
          : {
              requests: fake.stats.requests() - requestsBefore,
              logins: fake.stats.logins - loginsBefore,
              bytes: bytesReceived,
              serverMs: {
                sum: Math.round(served.reduce((sum, s) => sum + s.ms, 0)),
                p50: round(percentile(times, 50)),
                p99: round(percentile(times, 99)),
                max: round(times.at(-1) ?? 0),
              },
              byPath,
            },
    };
    console.log(
      `  ${(run.ms / 1000).toFixed(1)} s, ${run.documents} documents, ${run.lines} lines, ${run.linesPerSecond} lines/s` +
        (run.http ? `, ${run.http.requests} requests` : ''),
    );
    return { run, profile: profiled ? summariseProfile(adapter, version, run.ms, profiled) : null };
  } finally {
    await erp.close();
    await database.close();
  }
}

// --- the CPU profile, summed by whose work a sample is ---

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const FAKE = 'fake Service Layer';
const SAP = 'SAP adapter';
const PGLITE = 'PGlite (SQL engine)';
const TRANSPORT = 'Node without a caller of ours (HTTP parsing, sockets, event loop)';
const SPECIAL = new Map([
  ['(garbage collector)', 'garbage collection'],
  ['(idle)', 'idle (waiting for a socket or a timer)'],
  ['(program)', 'V8 outside JavaScript'],
  ['(root)', 'V8 outside JavaScript'],
]);

/**
 * Stages inside the fake and the SAP adapter: a sample belongs to the stage of the nearest frame on its
 * stack that is one of these functions (file, function name); the rest of the part is "the rest".
 */
const STAGES: { file: string; fns: string[]; stage: string }[] = [
  {
    file: 'fake-service-layer/src/service-layer.ts',
    fns: ['select'],
    stage: '$filter and $orderby over the whole entity set',
  },
  { file: 'fake-service-layer/src/service-layer.ts', fns: ['jsonOk'], stage: 'JSON.stringify of the answer' },
  {
    file: 'fake-service-layer/src/',
    fns: ['readCollection', 'toWire', 'withEtag'],
    stage: 'the page: paging and the wire format (annotations, dates, $select)',
  },
  {
    file: 'fake-service-layer/src/server.ts',
    fns: ['send', 'readRequest'],
    stage: 'HTTP server: read the request, write the answer',
  },
  { file: 'erp-sap-b1/src/service-layer.ts', fns: ['answerOf'], stage: 'JSON.parse of the answers' },
  {
    file: 'erp-sap-b1/src/watermark.ts',
    fns: ['contentHash'],
    stage: 'hash of each row for the watermark (sha1 of its JSON)',
  },
  { file: 'erp-sap-b1/src/http-client.ts', fns: [], stage: 'HTTP client' },
];

/**
 * The part a script's code works for; null for code that works for its caller: V8's and Node's natives
 * (JSON, Buffer, crypto), Node's own modules, the shared packages (money arithmetic), tsx's helpers.
 */
function ownerOf(url: string): string | null {
  if (url.startsWith('node:inspector')) return 'the profiler itself';
  if (url === '' || url.startsWith('node:')) return null;
  if (url.includes('/packages/contracts/') || url.includes('/packages/erp/') || url.includes('/tsx/'))
    return null;
  if (url.includes('/packages/fake-service-layer/')) return FAKE;
  if (url.includes('/packages/erp-sap-b1/')) return SAP;
  if (url.includes('/packages/demo-erp/')) return 'demo adapter';
  if (url.includes('/apps/api/')) return 'portal sync (erp-sync, appliers)';
  if (url.includes('drizzle-orm')) return 'Drizzle';
  if (url.includes('@electric-sql/pglite') || url.startsWith('wasm://')) return PGLITE;
  return 'other';
}

/**
 * Each sample counted to the nearest frame on its stack whose code is ours or a library's (the fake, the
 * adapter, PGlite …), so JSON.stringify in the fake is the fake's, Buffer and socket writes under the
 * fake's res.end too; what no such frame called (the HTTP parser and sockets driven by the event loop)
 * is Node's. `inNodeMs` is the part of each that ran in Node's or V8's own code.
 */
function summariseProfile(
  adapter: Adapter,
  version: Version | null,
  ms: number,
  profile: CpuProfile,
): ProfileRun {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const partCache = new Map<number, string>();
  const partOf = (id: number): string => {
    const cached = partCache.get(id);
    if (cached) return cached;
    const node = nodes.get(id);
    const special = node ? SPECIAL.get(node.callFrame.functionName) : undefined;
    let part = special ?? (node ? ownerOf(node.callFrame.url) : null);
    if (part === null) {
      const parent = parents.get(id);
      part = parent === undefined ? TRANSPORT : partOf(parent);
      if (part === 'V8 outside JavaScript') part = TRANSPORT;
    }
    partCache.set(id, part);
    return part;
  };
  const stageCache = new Map<number, string | null>();
  const stageOf = (id: number): string | null => {
    const cached = stageCache.get(id);
    if (cached !== undefined) return cached;
    const frame = nodes.get(id)?.callFrame;
    const rule = frame
      ? STAGES.find(
          (r) => frame.url.includes(r.file) && (r.fns.length === 0 || r.fns.includes(frame.functionName)),
        )
      : undefined;
    const parent = parents.get(id);
    const stage = rule ? rule.stage : parent === undefined ? null : stageOf(parent);
    stageCache.set(id, stage);
    return stage;
  };
  const byStage = new Map<string, number>();
  const byPart = new Map<string, { us: number; inNodeUs: number }>();
  const byFunction = new Map<string, { fn: string; file: string; us: number }>();
  const byFile = new Map<string, { file: string; part: string; us: number }>();
  let total = 0;
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const node = nodes.get(id);
    const us = deltas[i] ?? 0;
    if (!node) return;
    total += us;
    const { url, functionName } = node.callFrame;
    const part = partOf(id);
    const entry = byPart.get(part) ?? { us: 0, inNodeUs: 0 };
    entry.us += us;
    if ((url === '' && !SPECIAL.has(functionName)) || url.startsWith('node:')) entry.inNodeUs += us;
    if (part === FAKE || part === SAP) {
      const stage = `${part}: ${stageOf(id) ?? 'the rest'}`;
      byStage.set(stage, (byStage.get(stage) ?? 0) + us);
    }
    byPart.set(part, entry);
    const file = url.replace(/^file:\/\//, '').replace(root, '') || '(V8 and Node natives)';
    const fileEntry = byFile.get(file) ?? {
      file,
      part: SPECIAL.get(functionName) ?? ownerOf(url) ?? '(counted to its caller)',
      us: 0,
    };
    fileEntry.us += us;
    byFile.set(file, fileEntry);
    const fn = functionName || '(anonymous)';
    const fnEntry = byFunction.get(`${fn} ${file}`) ?? { fn, file, us: 0 };
    fnEntry.us += us;
    byFunction.set(`${fn} ${file}`, fnEntry);
  });
  const share = (us: number) => round((us / total) * 100, 1);
  return {
    adapter,
    version,
    ms,
    sampledMs: Math.round(total / 1000),
    parts: [...byPart]
      .sort((a, b) => b[1].us - a[1].us)
      .map(([part, e]) => ({
        part,
        ms: Math.round(e.us / 1000),
        share: share(e.us),
        inNodeMs: Math.round(e.inNodeUs / 1000),
      })),
    stages: [...byStage]
      .sort((a, b) => (a[0].split(':')[0] ?? '').localeCompare(b[0].split(':')[0] ?? '') || b[1] - a[1])
      .map(([stage, us]) => ({ stage, ms: Math.round(us / 1000), share: share(us) })),
    files: [...byFile.values()]
      .sort((a, b) => b.us - a.us)
      .filter((f, i) => i < 10 || f.part === FAKE || f.part === SAP)
      .filter((f) => f.us >= 1000)
      .map((f) => ({ file: f.file, part: f.part, ms: Math.round(f.us / 1000), share: share(f.us) })),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, 15)
      .map((f) => ({ fn: f.fn, file: f.file, ms: Math.round(f.us / 1000), share: share(f.us) })),
  };
}

// --- the runs ---

const loadBefore = loadavg();
const runs: SyncRun[] = [];
const profiles: ProfileRun[] = [];
try {
  for (const [adapter, version] of [
    ['demo', null],
    ['sap-b1', 'v2'],
    ['sap-b1', 'v1'],
  ] as const) {
    runs.push((await measureSync(adapter, version)).run);
  }
  if (PROFILE) {
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    try {
      for (const [adapter, version] of [
        ['sap-b1', 'v2'],
        ['demo', null],
      ] as const) {
        const { profile } = await measureSync(adapter, version, session);
        if (profile) profiles.push(profile);
      }
    } finally {
      await session.post('Profiler.disable');
      session.disconnect();
    }
  }
} finally {
  await fake.close();
  await demo.close();
}
const loadAfter = loadavg();

// --- results ---

const demoRun = runs.find((r) => r.adapter === 'demo') as SyncRun;
const sapRuns = runs.filter((r) => r.adapter === 'sap-b1');
const ratios = sapRuns.map((r) => ({
  version: r.version,
  demoOverSap: round(demoRun.linesPerSecond / r.linesPerSecond, 2),
  demoOverSapCpu: round(demoRun.linesPerCpuSecond / r.linesPerCpuSecond, 2),
}));
const mismatches = sapRuns
  .filter((r) => r.lines !== demoRun.lines || r.documents !== demoRun.documents)
  .map(
    (r) =>
      `SAP ${r.version}: ${r.documents} documents and ${r.lines} lines, the demo adapter ${demoRun.documents} and ${demoRun.lines}`,
  );
/** Tables of the read model whose row counts differ from the demo adapter's sync (the sync state aside). */
const tableDifferences = sapRuns.flatMap((r) =>
  Object.entries(r.tables)
    .filter(([name, n]) => name !== 'erp_sync_state' && demoRun.tables[name] !== n)
    .map(([name, n]) => ({ version: r.version, table: name, demo: demoRun.tables[name] ?? null, sap: n })),
);
const cores = cpus().length;
const busy = Math.max(loadBefore[0] ?? 0, loadAfter[0] ?? 0) > cores;

const result = {
  measuredAt: new Date().toISOString(),
  setting:
    `${SCALE} demo scale (seed ${SEED}), every database in-memory PGlite in this one process; the fake Service ` +
    `Layer on 127.0.0.1 in the same process; sync pages of ${DEFAULT_SYNC_PAGE_SIZE} rows (pullChanges limit), ` +
    `Service Layer pages of ${SAP_PAGE_SIZE} rows (Prefer: odata.maxpagesize); ${cores} cores`,
  loadAverage: { before: loadBefore.map((l) => round(l)), after: loadAfter.map((l) => round(l)) },
  generation: {
    ms: generated.milliseconds,
    documentLines: generated.documentLines,
    customers: generated.customers,
  },
  fakeStartMs,
  sapPageSize: SAP_PAGE_SIZE,
  syncPageSize: DEFAULT_SYNC_PAGE_SIZE,
  runs,
  ratios,
  mismatches,
  tableDifferences,
  profiles,
};

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const runRow = (r: SyncRun) =>
  `| ${r.adapter === 'demo' ? 'demo (direct)' : 'SAP B1 on the fake'} | ${r.version ?? '—'} | ${seconds(r.ms)} | ` +
  `${seconds(r.cpuMs)} | ${r.documents} | ${r.lines} | ${r.linesPerSecond} | ${r.linesPerCpuSecond} | ` +
  `${r.http?.requests ?? '—'} | ${r.http?.logins ?? '—'} | ${r.http ? mb(r.http.bytes) : '—'} | ` +
  `${seconds(r.erpMs)} | ${seconds(r.applyMs)} |`;
const feedNames = demoRun.feeds.map((f) => f.feed);
const feedCell = (r: SyncRun, feed: string) => {
  const f = r.feeds.find((x) => x.feed === feed);
  return f ? `${f.pages} / ${f.rowsApplied}` : '—';
};
const sapV2 = sapRuns.find((r) => r.version === 'v2');
const profileOf = (adapter: Adapter) => profiles.find((p) => p.adapter === adapter);
const partOfProfile = (p: ProfileRun | undefined, part: string) => p?.parts.find((x) => x.part === part);
const sapProfile = profileOf('sap-b1');
const demoProfile = profileOf('demo');
const ms = (value: number | undefined) => `${seconds(value ?? 0)} s`;
const near = (a: number, b: number) => Math.abs(a - b) <= 0.15 * Math.max(a, b);
const stageMs = (p: ProfileRun, part: string) =>
  p.stages
    .filter((x) => x.stage.startsWith(`${part}: `))
    .map((x) => `${x.stage.slice(part.length + 2)} ${ms(x.ms)}`)
    .join(', ');
const reading: string[] = [];
if (sapV2?.http) {
  const h = sapV2.http;
  reading.push(
    `Reading: both paths apply the same data; applying it took ${ms(sapV2.applyMs)} in the v2 sync and ` +
      `${ms(demoRun.applyMs)} in the demo sync${near(sapV2.applyMs, demoRun.applyMs) ? ', about the same' : ''}. ` +
      `Inside the port's pullChanges the v2 sync spent ${ms(sapV2.erpMs)} (adapter, HTTP, fake), the demo ` +
      `adapter ${ms(demoRun.erpMs)} (its SQL on the demo ERP's PGlite). The SAP path made ${h.requests} HTTP ` +
      `requests (${h.logins} logins: the adapter's session pool) and received ${mb(h.bytes)} MB of JSON for ` +
      `${sapV2.rowsApplied} rows applied: the six document sets are read side by side, each asking up to ` +
      `${SAP_PAGE_SIZE} rows per request for a sync page of ${DEFAULT_SYNC_PAGE_SIZE} documents merged from ` +
      'them, and Items also answers the look-ups of the collection of the items on each page of documents. ' +
      `The fake's time per request, request received to response finished, was p50 ${h.serverMs.p50} ms, ` +
      `p99 ${h.serverMs.p99} ms, ${ms(h.serverMs.sum)} summed; requests overlap on the one thread, so the ` +
      'CPU profile is the sharper measure.',
  );
}
if (sapProfile) {
  const part = (name: string) => partOfProfile(sapProfile, name);
  const fakePart = part(FAKE);
  const adapterPart = part(SAP);
  const transport = part(TRANSPORT);
  const idle = part('idle (waiting for a socket or a timer)');
  const gc = part('garbage collection');
  const pglite = part(PGLITE);
  const demoGc = demoProfile ? partOfProfile(demoProfile, 'garbage collection') : undefined;
  const stage = (name: string) => sapProfile.stages.find((x) => x.stage === name)?.ms ?? 0;
  const http =
    stage(`${FAKE}: HTTP server: read the request, write the answer`) +
    stage(`${SAP}: HTTP client`) +
    (transport?.ms ?? 0) +
    (idle?.ms ?? 0);
  const json =
    stage(`${FAKE}: the page: paging and the wire format (annotations, dates, $select)`) +
    stage(`${FAKE}: JSON.stringify of the answer`) +
    stage(`${SAP}: JSON.parse of the answers`);
  const query = stage(`${FAKE}: $filter and $orderby over the whole entity set`);
  reading.push(
    '',
    `The profiled v2 sync (${ms(sapProfile.sampledMs)} sampled): the fake ${ms(fakePart?.ms)} ` +
      `(${fakePart?.share ?? 0} %): ${stageMs(sapProfile, FAKE)}. The SAP adapter ${ms(adapterPart?.ms)} ` +
      `(${adapterPart?.share ?? 0} %): ${stageMs(sapProfile, SAP)}. Summed: HTTP over loopback (the fake's ` +
      `server code, the adapter's client, Node's parsing and sockets, idle) ${ms(http)}; building, ` +
      `writing and parsing the JSON answers ${ms(json)}; the fake's in-memory OData query ${ms(query)}. ` +
      `Garbage collection ${ms(gc?.ms)}${demoGc ? ` against ${ms(demoGc.ms)} on the demo path` : ''}. ` +
      `PGlite ${ms(pglite?.ms)} (${pglite?.share ?? 0} %) is the read model's writes` +
      (demoProfile
        ? `; on the demo path PGlite takes ${ms(partOfProfile(demoProfile, PGLITE)?.ms)} of ` +
          `${ms(demoProfile.sampledMs)}, reading the demo ERP and writing the read model.`
        : '.'),
  );
}

const lines = [
  ...reportHead('SAP sync', 'sap-sync', result),
  `Generation of the demo ERP: ${ms(generated.milliseconds)}, ${generated.documentLines} document lines. ` +
    `Start of the fake Service Layer (reads the demo ERP into memory): ${ms(fakeStartMs)}, not in the syncs.`,
  '',
  ...(mismatches.length > 0
    ? [`**Warning: the read models differ:** ${mismatches.join('; ')}.`, '']
    : ['The read models of all three syncs hold the same number of documents and of document lines.', '']),
  `Load average (1 min) ${loadBefore[0]?.toFixed(1)} before the syncs and ${loadAfter[0]?.toFixed(1)} after, ` +
    `on ${cores} cores; this bench itself keeps about one core busy.`,
  '',
  ...(busy
    ? [
        `**Note:** the machine was busy (load average ${loadBefore[0]?.toFixed(1)} before, ` +
          `${loadAfter[0]?.toFixed(1)} after, on ${cores} cores: another job, such as a CI run, shared it), ` +
          'so wall times are longer and noisier than on an idle machine; CPU time and lines per CPU second ' +
          'are less disturbed.',
        '',
      ]
    : []),
  '## Full sync',
  '',
  '| adapter | version | sync s | CPU s | documents | lines | lines/s | lines/CPU s | requests | logins | MB received | in pullChanges s | applying s |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...runs.map(runRow),
  '',
  'Ratio demo adapter / SAP adapter, lines per second: ' +
    `${ratios.map((r) => `${r.demoOverSap} (${r.version})`).join(', ')}; lines per CPU second: ` +
    `${ratios.map((r) => `${r.demoOverSapCpu} (${r.version})`).join(', ')}.`,
  '',
  'Per feed, sync pages / rows applied:',
  '',
  `| feed | ${runs.map((r) => label(r.adapter, r.version)).join(' | ')} |`,
  `|---|${runs.map(() => '---').join('|')}|`,
  ...feedNames.map((feed) => `| ${feed} | ${runs.map((r) => feedCell(r, feed)).join(' | ')} |`),
  '',
  tableDifferences.length === 0
    ? 'Every table of the read model holds as many rows after the SAP syncs as after the demo sync.'
    : 'Read-model tables with other row counts than after the demo sync: ' +
      `${tableDifferences.map((d) => `${d.table} ${d.sap} (${d.version}) against ${d.demo}`).join('; ')}.`,
  '',
  ...(sapV2?.http
    ? [
        'Requests of the v2 sync by path:',
        '',
        '| path | requests |',
        '|---|---|',
        ...Object.entries(sapV2.http.byPath)
          .sort((a, b) => b[1] - a[1])
          .map(([path, n]) => `| ${path} | ${n} |`),
        '',
      ]
    : []),
  ...profiles.flatMap((p) => [
    `## CPU profile: ${label(p.adapter, p.version)} (one more sync, ${ms(p.ms)}, ${ms(p.sampledMs)} sampled)`,
    '',
    '| part (samples counted to whose work they are) | ms | share | of which in Node and V8 code, ms |',
    '|---|---|---|---|',
    ...p.parts.map((x) => `| ${x.part} | ${x.ms} | ${x.share} % | ${x.inNodeMs} |`),
    '',
    ...(p.stages.length > 0
      ? [
          '| stage (nearest named function on the stack) | ms | share |',
          '|---|---|---|',
          ...p.stages.map((x) => `| ${x.stage} | ${x.ms} | ${x.share} % |`),
          '',
        ]
      : []),
    '| file (self time) | its code works for | ms | share |',
    '|---|---|---|---|',
    ...p.files.map((f) => `| ${f.file} | ${f.part} | ${f.ms} | ${f.share} % |`),
    '',
    '| function (self time) | file | ms | share |',
    '|---|---|---|---|',
    ...p.topFunctions.map((f) => `| ${f.fn} | ${f.file} | ${f.ms} | ${f.share} % |`),
    '',
  ]),
  ...reading,
  '',
];

writeResults('sap-sync', result, lines);
process.exit(0);
