/**
 * `npm run bench:api-keys`: the orders list (`GET /api/orders?page=1`) as a customer's system calls it
 * with an API key (docs/adr/ADR-036-api-keys.md), against the same page with a session cookie, on the
 * embedded default (PGlite, in memory), the small demo scale, 10 connections, in rounds (BENCH_ROUNDS, 3)
 * that alternate the two. A key's request resolves the key (one statement, the secret's SHA-256 compared
 * in constant time) and counts a hit on its per-minute window (a second statement, ADR-003), where a
 * session's resolves the session (one statement): the figures say what the rate limit costs. Also the
 * statements one request of each sends. The rate limit is set out of reach, so every request is a 200.
 *
 * Writes bench/results/api-keys.json and api-keys.md.
 */
import { loadavg } from 'node:os';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { demoBenchPortal } from './demo-portal.js';
import { type LoadRun, listenLocally, round, runLoad, serverTimer, signInCookie } from './load.js';
import { benchScale, sized, writeResults } from './results.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? sized(3, 1));
const CONNECTIONS = 10;
const SCALE = benchScale('small');
const PATH = '/api/orders?page=1';

const statements: string[] = [];
const { composition, deps } = await demoBenchPortal('API keys', SCALE, {
  env: { RATE_LIMIT_API_KEY_PER_MINUTE: '100000000' },
  onQuery: (text) => statements.push(text),
});

const app = await buildApp(deps);
const timer = serverTimer(app);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);
const created = await fetch(`${url}/api/my-api-keys`, {
  method: 'POST',
  headers: { cookie, origin: url, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Bench', scopes: ['documents:read'] }),
});
if (created.status !== 201) throw new Error(`creating the key answered ${created.status}`);
const { token } = (await created.json()) as { token: string };

const callers = {
  session: { cookie },
  'API key': { authorization: `Bearer ${token}` },
} as const;

/** The statements one request sends, and that its answer is the same page. */
const statementsPerRequest: Record<string, number> = {};
const pages: string[] = [];
for (const [name, headers] of Object.entries(callers)) {
  // Twice: the first request of a key or session may also note when it was last used.
  await fetch(`${url}${PATH}`, { headers });
  const before = statements.length;
  const response = await fetch(`${url}${PATH}`, { headers });
  if (response.status !== 200) throw new Error(`${name}: ${PATH} answered ${response.status}`);
  pages.push(await response.text());
  statementsPerRequest[name] = statements.length - before;
}
if (pages[0] !== pages[1]) throw new Error('the key and the session were answered different pages');

const rounds: { loadAverage: number; runs: LoadRun[] }[] = [];
for (let index = 1; index <= ROUNDS; index += 1) {
  const runs: LoadRun[] = [];
  for (const [name, headers] of Object.entries(callers)) {
    const run = await runLoad(
      {
        name,
        url,
        method: 'GET',
        path: PATH,
        rate: null,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers,
      },
      timer,
    );
    if (run.non2xx > 0 || run.errors > 0)
      throw new Error(`${name}: ${run.non2xx} non-2xx, ${run.errors} errors`);
    console.log(
      `  round ${index}, ${name}: ${run.achievedPerSecond} 2xx/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms`,
    );
    runs.push(run);
  }
  rounds.push({ loadAverage: round(loadavg()[0] ?? 0, 2), runs });
}
await app.close();
await composition.close();

/** The median of the rounds, per caller. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const summary = Object.keys(callers).map((name) => {
  const runs = rounds.map((entry) => entry.runs.find((run) => run.name === name) as LoadRun);
  return {
    caller: name,
    requestsPerSecond: median(runs.map((run) => run.achievedPerSecond)),
    p50Ms: median(runs.map((run) => run.latencyMs.p50)),
    p99Ms: median(runs.map((run) => run.latencyMs.p99)),
    serverP50Ms: median(runs.map((run) => run.serverMs.p50)),
    cpuUsPerRequest: median(runs.map((run) => run.cpuUsPerRequest ?? 0)),
    statements: statementsPerRequest[name],
  };
});
const [session, key] = summary as [(typeof summary)[0], (typeof summary)[0]];
const share = round((100 * key.requestsPerSecond) / session.requestsPerSecond, 1);

writeResults('api-keys', { scale: SCALE, seconds: SECONDS, connections: CONNECTIONS, rounds, summary }, [
  '# API keys: the orders list with a key against a session',
  '',
  `\`npm run bench:api-keys\` on ${new Date().toISOString().slice(0, 10)}: \`GET ${PATH}\` of the demo customer`,
  `(C10001), embedded PGlite in memory, the ${SCALE} demo scale, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
  'alternating the two callers; medians of the rounds. Load averages per round:',
  `${rounds.map((entry) => entry.loadAverage).join(', ')} (a shared 2-core machine: compare the two rows, not runs on other days).`,
  '',
  '| caller | req/s | p50 ms | p99 ms | server p50 ms | CPU µs/request | statements/request |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...summary.map(
    (row) =>
      `| ${row.caller} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.serverP50Ms} | ${row.cpuUsPerRequest} | ${row.statements} |`,
  ),
  '',
  `The key serves ${share} % of the session's requests per second. Its extra statement is the rate limit's`,
  'count (one insert … on conflict … returning on `rate_limit_counters`, shared by every instance, ADR-003);',
  "the key's own lookup is one statement as the session's is, and its last use is noted at most once a minute.",
  '',
]);
