/**
 * `npm run bench:lighthouse` (the second half of `npm run bench:web`; docs/web-performance.md):
 * Lighthouse's performance audit of the portal's pages, served from the built app (apps/web/dist, or
 * E2E_WEB_DIST) by the real portal, in Debian's Chromium launched by chrome-launcher. Mobile preset
 * (Lighthouse's default: a mid-range phone on a slow 4G line, simulated) and desktop preset, three runs
 * each; the median run is Lighthouse's own (computeMedianRun). Written to
 * e2e/bench/results/lighthouse.md and .json.
 *
 * The signed-in pages get the customer's session cookie as an extra request header (Lighthouse's
 * `extraHeaders`, set through Network.setExtraHTTPHeaders): every request of the page carries it,
 * the document and the app's API calls alike. Each page and preset gets a fresh Chrome (a fresh profile),
 * so no cookie the server sets can sign in the anonymous /login run; a run that ends anywhere but on the
 * page asked for (the sign-in page, for one) stops the bench.
 *
 * Options: --runs N (default 3), --page /path (repeatable; default every page), --preset mobile|desktop
 * (default both), --name N (the results' file name, default lighthouse: a run of another build, E2E_WEB_DIST,
 * kept beside the usual one, as docs/adr/ADR-032-framework-mode-weighed.md's prototype was), --throttling
 * simulate|devtools (default simulate, Lighthouse's own: the page is loaded at full speed and the slow
 * phone worked out from it; devtools slows the network and CPU down while the page loads, and measures:
 * slower, and what a phone on that line sees, docs/adr/ADR-038-sign-in-page-before-the-code.md).
 */

import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM, CHROMIUM_FLAGS } from '../support/browser.js';
import { DEMO_PASSWORD, demoAccounts, startPortal, WEB_DIST } from '../support/server.js';
import { inRepository, writeResults } from './results.js';

interface Target {
  path: string;
  isSignedIn: boolean;
}

const targets: readonly Target[] = [
  { path: '/login', isSignedIn: false },
  { path: '/dashboard', isSignedIn: true },
  { path: '/orders', isSignedIn: true },
  { path: '/salesinvoices', isSignedIn: true },
  { path: '/placeorder', isSignedIn: true },
  { path: '/stockinfo', isSignedIn: true },
];

type Preset = 'mobile' | 'desktop';
const presets: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
const isPreset = (name: string): name is Preset => name in presets;

/** The goals every measured page meets (docs/web-performance.md). */
const goals = {
  mobileScore: 90,
  desktopScore: 98,
  mobileLcpMs: 2_500,
  loginBytes: 250 * 1024,
} as const;

interface Figures {
  page: string;
  preset: Preset;
  /** Performance score 0-100 of the median run, and of every run for the spread. */
  score: number;
  scores: number[];
  /** Runs Lighthouse could not finish (lost trace) and took again. */
  failedRuns: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's time to interactive: when the page's code has run and the page answers. */
  ttiMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  finalUrl: string;
  /** The largest paint's phases (Lighthouse's LCP breakdown), ms: what the paint waited for. */
  lcpPhases: LcpPhases;
  /** What the largest paint drew: the element's selector, as Lighthouse names it. */
  lcpElement: string;
}

/** Time to first byte, then until its resource was asked, its loading, and until it was drawn. */
interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    preset: { type: 'string', multiple: true },
    name: { type: 'string', default: 'lighthouse' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
function throttlingOf(value: string): 'simulate' | 'devtools' {
  if (value === 'simulate' || value === 'devtools') return value;
  throw new Error(`--throttling is simulate or devtools: ${value}`);
}
const throttlingMethod = throttlingOf(options.throttling);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number above 0: ${options.runs}`);
const chosen = options.page ? targets.filter((target) => options.page?.includes(target.path)) : targets;
if (chosen.length === 0) throw new Error(`--page names none of ${targets.map((t) => t.path).join(', ')}`);
const chosenPresets = options.preset ?? (Object.keys(presets) as Preset[]);
if (!chosenPresets.every(isPreset))
  throw new Error(`--preset is mobile or desktop: ${chosenPresets.join(', ')}`);
if (!/^[\w-]+$/.test(options.name)) throw new Error(`--name is a plain file name: ${options.name}`);

/** Runs of one page and preset that may fail (and be taken again) before the bench gives up. */
const maxFailures = 3;

const numeric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: the audit ${audit} has no value`);
  return value;
};

/** Transfer size and request count by resource type, from the resource-summary audit. */
function resourceSummary(lhr: Result, type: 'total' | 'script' | 'stylesheet') {
  const details = lhr.audits['resource-summary']?.details;
  // A table of { resourceType, requestCount, transferSize } rows; the union of all detail types hides that.
  const items = (details && 'items' in details ? details.items : []) as Array<Record<string, unknown>>;
  const item = items.find((row) => row.resourceType === type);
  return { bytes: Number(item?.transferSize ?? 0), requests: Number(item?.requestCount ?? 0) };
}

/**
 * The largest paint's element and phases, from the details of largest-contentful-paint-element: a list
 * of two tables, the element ({ node }), then { phase, timing } rows in the order TTFB, load delay, load
 * time, render delay.
 */
function largestPaintOf(lhr: Result): { lcpPhases: LcpPhases; lcpElement: string } {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = (details && 'items' in details ? details.items : []) as Array<{ items?: unknown[] }>;
  const [element] = (tables[0]?.items ?? []) as Array<{ node?: { selector?: string; nodeLabel?: string } }>;
  const timings = ((tables[1]?.items ?? []) as Array<{ timing?: unknown }>).map((row) =>
    Number(row.timing ?? 0),
  );
  const [ttfbMs = 0, loadDelayMs = 0, loadTimeMs = 0, renderDelayMs = 0] = timings;
  return {
    lcpPhases: { ttfbMs, loadDelayMs, loadTimeMs, renderDelayMs },
    lcpElement: element?.node?.selector ?? element?.node?.nodeLabel ?? '?',
  };
}

const scoreOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

function figuresOf(page: string, preset: Preset, all: Result[], failedRuns: number): Figures {
  const median = computeMedianRun(all);
  return {
    page,
    preset,
    score: scoreOf(median),
    scores: all.map(scoreOf),
    failedRuns,
    fcpMs: numeric(median, 'first-contentful-paint'),
    lcpMs: numeric(median, 'largest-contentful-paint'),
    tbtMs: numeric(median, 'total-blocking-time'),
    ttiMs: numeric(median, 'interactive'),
    cls: numeric(median, 'cumulative-layout-shift'),
    totalBytes: numeric(median, 'total-byte-weight'),
    jsBytes: resourceSummary(median, 'script').bytes,
    cssBytes: resourceSummary(median, 'stylesheet').bytes,
    requests: resourceSummary(median, 'total').requests,
    finalUrl: median.finalDisplayedUrl,
    ...largestPaintOf(median),
  };
}

async function signInCookie(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.customer, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!cookie.includes('=')) throw new Error('signing in set no session cookie');
  return cookie;
}

async function audit(
  url: string,
  preset: Preset,
  cookie: string | null,
): Promise<{ all: Result[]; failures: number }> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const all: Result[] = [];
    let failures = 0;
    while (all.length < runs) {
      const run = all.length + 1;
      const result = await lighthouse(url, flags, presets[preset]);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`${url} (${preset}): Lighthouse returned no result`);
      // On a busy box Lighthouse now and then loses the trace (NO_NAVSTART): that run is taken again.
      if (lhr.runtimeError) {
        failures += 1;
        console.log(`${new URL(url).pathname} ${preset} run ${run} failed: ${lhr.runtimeError.code}`);
        if (failures > maxFailures) throw new Error(`${url} (${preset}): ${lhr.runtimeError.message}`);
        continue;
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} (${preset}) ended on ${landed}`);
      console.log(`${new URL(url).pathname} ${preset} run ${run}: ${scoreOf(lhr)}`);
      all.push(lhr);
    }
    return { all, failures };
  } finally {
    chrome.kill();
  }
}

const started = Date.now();
// The load of the box (other work on it) before and after, beside the figures it skews.
const loadBefore = loadavg()[0] ?? 0;
const portal = await startPortal();
const figures: Figures[] = [];
let environment: Result['environment'] | undefined;
let lighthouseVersion = '';
try {
  const cookie = await signInCookie(portal.baseURL);
  for (const target of chosen) {
    for (const preset of chosenPresets) {
      const { all, failures } = await audit(
        `${portal.baseURL}${target.path}`,
        preset,
        target.isSignedIn ? cookie : null,
      );
      figures.push(figuresOf(target.path, preset, all, failures));
      environment = all[0]?.environment;
      lighthouseVersion = all[0]?.lighthouseVersion ?? '';
    }
  }
} finally {
  await portal.close();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (isMet: boolean) => (isMet ? 'yes' : '**no**');

function goalsOf(row: Figures): string {
  const checks: string[] = [];
  const minimum = row.preset === 'mobile' ? goals.mobileScore : goals.desktopScore;
  checks.push(`score >= ${minimum}: ${mark(row.score >= minimum)}`);
  if (row.preset === 'mobile') checks.push(`LCP <= 2.5 s: ${mark(row.lcpMs <= goals.mobileLcpMs)}`);
  if (row.page === '/login') checks.push(`bytes <= 250 KiB: ${mark(row.totalBytes <= goals.loginBytes)}`);
  return checks.join('; ');
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const loadAfter = loadavg()[0] ?? 0;
const chromium = execFileSync(CHROMIUM, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const lines = [
  '# Lighthouse',
  '',
  `Run ${new Date(started).toISOString()} with \`npm run bench:lighthouse\` (part of \`npm run bench:web\`), ` +
    `${runs} run(s) per page and preset, ${minutes} min. Lighthouse ${lighthouseVersion}, ` +
    `${chromium} (headless), ` +
    `built app ${inRepository(WEB_DIST)} served by the real portal on 127.0.0.1 (demo data at its smallest scale).`,
  '',
  `Machine: a shared ${cpus().length}-core box (${cpus()[0]?.model ?? 'unknown CPU'}), other work running ` +
    `beside the bench (load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end); ` +
    `Lighthouse's CPU benchmark index ${environment?.benchmarkIndex ?? '?'}. ` +
    "Mobile: Lighthouse's default preset (Moto G Power class phone, slow 4G, 4x CPU slowdown); " +
    'desktop: its desktop preset. ' +
    (throttlingMethod === 'simulate'
      ? "Throttling simulated (Lighthouse's default: loaded at full speed, the slow line worked out from it). "
      : 'Throttling applied (`--throttling devtools`: the line and the CPU slowed down while the page loads, and measured). ') +
    'Scores on a busy box come out lower than on a quiet one.',
  '',
  "Median run by Lighthouse's computeMedianRun (the run closest to the median FCP and time to " +
    'interactive: Lighthouse advises against the median of the score itself); "runs" lists the score of every run ' +
    '(a run Lighthouse could not finish is taken again and counted in "retried"). ' +
    'Bytes are transfer sizes (compressed as sent). Signed-in pages as customer@demo.selvedge.test, ' +
    'the session cookie passed as an extra request header.',
  '',
  `Goals: mobile score >= ${goals.mobileScore} and desktop >= ${goals.desktopScore} on every page, ` +
    'mobile LCP <= 2.5 s, /login <= 250 KiB sent.',
  '',
  '| Page | Preset | Score | Runs | Retried | FCP | LCP | TBT | TTI | CLS | Bytes sent | JS | CSS | Requests | Goals |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...figures.map(
    (row) =>
      `| ${row.page} | ${row.preset} | ${row.score} | ${row.scores.join(', ')} | ${row.failedRuns} | ${seconds(row.fcpMs)} | ` +
      `${seconds(row.lcpMs)} | ${Math.round(row.tbtMs)} ms | ${seconds(row.ttiMs)} | ${row.cls.toFixed(3)} | ${kib(row.totalBytes)} | ` +
      `${kib(row.jsBytes)} | ${kib(row.cssBytes)} | ${row.requests} | ${goalsOf(row)} |`,
  ),
  '',
  "The largest paint's phases in the median run (Lighthouse's LCP breakdown): the document's first byte, " +
    'then until the painted resource was asked for (nothing for text), its loading, and until it was drawn.',
  '',
  '| Page | Preset | LCP | TTFB | Load delay | Load time | Render delay | Element |',
  '|---|---|---|---|---|---|---|---|',
  ...figures.map(
    ({ page, preset, lcpMs, lcpPhases: phases, lcpElement }) =>
      `| ${page} | ${preset} | ${seconds(lcpMs)} | ${seconds(phases.ttfbMs)} | ${seconds(phases.loadDelayMs)} | ` +
      `${seconds(phases.loadTimeMs)} | ${seconds(phases.renderDelayMs)} | \`${lcpElement.replace(/\|/g, '\\|')}\` |`,
  ),
  '',
];

writeResults(options.name, lines.join('\n'), {
  date: new Date(started).toISOString(),
  command: 'npm run bench:lighthouse',
  runs,
  throttling: throttlingMethod,
  lighthouseVersion,
  chromium,
  builtApp: inRepository(WEB_DIST),
  loadAverage: { before: loadBefore, after: loadAfter },
  benchmarkIndex: environment?.benchmarkIndex,
  cores: cpus().length,
  goals,
  figures,
});
