/**
 * `npm run bench`: the portal's base figures: start-up, sign-in and the session.
 *
 * 1. Start-up time to /health/ready on the embedded database (`npx tsx src/server.ts`, a fresh
 *    DATA_DIR: the first start with migrations and seed, then restarts on the same folder).
 * 2. On PostgreSQL (a fresh database, dropped at the end): sign-in throughput (argon2id, CPU-bound)
 *    and GET /api/session latency at fixed request rates, with autocannon in a worker thread.
 *
 * Writes bench/results/latest.json and latest.md (overwritten each run) and prints the table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/env.js';
import { createDeps } from '../src/deps.js';
import { DEMO_PASSWORD } from '../src/seed/demo-seed.js';
import { startOnFreePort, withPortTaken } from '../test/support/free-port.js';
import { type LoadRun, round, runLoad, serverTimer } from './load.js';
import { resultsDir, sized } from './results.js';

const benchDir = dirname(fileURLToPath(import.meta.url));
const apiDir = join(benchDir, '..');
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? sized(10, 1));
/** Starts timed after the first on the same data folder (the smoke run takes one). */
const RESTARTS = sized(3, 1);
const CUSTOMER_EMAIL = 'customer@demo.selvedge.test';

interface StartupRun {
  label: string;
  ms: number;
}

interface Results {
  date: string;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    loadAverage: number[];
  };
  startup: { database: string; runs: StartupRun[] } | { skipped: string };
  postgres: { database: string; runs: LoadRun[] } | { skipped: string };
  notes: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Start-up time

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const isExited = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!isExited && child.exitCode === null) {
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}

/** This process's environment without the portal's own variables, plus the given ones. */
function serverEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'DEMO_MODE', 'WEB_DIST', 'PUBLIC_URL']) delete env[name];
  return { ...env, ...own };
}

/** One start, on another port when the one found free was taken before the server bound it. */
const timeStart = (dataDir: string, label: string) =>
  startOnFreePort((port) => timeStartOn(port, dataDir, label));

async function timeStartOn(port: number, dataDir: string, label: string): Promise<StartupRun> {
  const output: string[] = [];
  const started = performance.now();
  const child = spawn('npx', ['tsx', 'src/server.ts'], {
    cwd: apiDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }),
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForReady(`http://127.0.0.1:${port}/health/ready`, child, 120_000);
    const ms = round(performance.now() - started, 0);
    return { label, ms };
  } catch (error) {
    const printed = output.join('');
    throw withPortTaken(new Error(`${label}: ${(error as Error).message}\n${printed}`), printed);
  } finally {
    await stopProcessGroup(child);
  }
}

async function measureStartup(): Promise<Results['startup']> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'selvedge-bench-pglite-'));
  try {
    const runs: StartupRun[] = [];
    runs.push(await timeStart(dataDir, 'first start (migrations + demo seed)'));
    for (let i = 1; i <= RESTARTS; i += 1)
      runs.push(await timeStart(dataDir, `restart ${i} (same data dir)`));
    return { database: 'embedded (PGlite on disk)', runs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Load on PostgreSQL

async function isPostgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres`, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function measurePostgres(): Promise<Results['postgres']> {
  const unreachable = await isPostgresReachable();
  if (unreachable) return { skipped: `PostgreSQL at ${PG_SERVER} is not reachable (${unreachable})` };

  const databaseName = `selvedge_bench_${Date.now()}`;
  await adminQuery(`CREATE DATABASE "${databaseName}"`);
  const huge = '1000000000';
  const config = loadConfig({
    DATABASE_URL: `${PG_SERVER}/${databaseName}`,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT: huge,
    RATE_LIMIT_SIGN_IN_PER_ADDRESS: huge,
    RATE_LIMIT_FORGOT_PER_ACCOUNT: huge,
    RATE_LIMIT_FORGOT_PER_ADDRESS: huge,
    RATE_LIMIT_REGISTRATION_PER_ADDRESS: huge,
  });
  const composition = await createDeps(config);
  const app = await buildApp(composition.deps);
  const timer = serverTimer(app);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}`;
    const signInBody = JSON.stringify({ email: CUSTOMER_EMAIL, password: DEMO_PASSWORD });
    const jsonHeaders = { 'content-type': 'application/json' };

    const signedIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: jsonHeaders,
      body: signInBody,
    });
    if (signedIn.status !== 200)
      throw new Error(`sign-in answered ${signedIn.status}: ${await signedIn.text()}`);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const check = await fetch(`${url}/api/session`, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`GET /api/session with the cookie answered ${check.status}`);

    const runs: LoadRun[] = [];
    const signIn = (rate: number | null, connections: number) =>
      runLoad(
        {
          name: rate ? `sign-in at ${rate} req/s` : 'sign-in, unbounded',
          url,
          method: 'POST',
          path: '/api/session',
          rate,
          connections,
          seconds: LOAD_SECONDS,
          headers: jsonHeaders,
          body: signInBody,
        },
        timer,
      );
    const session = (rate: number | null, seconds = LOAD_SECONDS) =>
      runLoad(
        {
          name: rate ? `GET /api/session at ${rate} req/s` : 'GET /api/session, unbounded',
          url,
          method: 'GET',
          path: '/api/session',
          rate,
          connections: 10,
          seconds,
          headers: { cookie },
        },
        timer,
      );
    const measure = async (run: Promise<LoadRun>) => {
      const result = await run;
      process.stdout.write(
        `  ${result.name}: ${result.achievedPerSecond} 2xx/s, p50 ${result.latencyMs.p50} ms, ` +
          `p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}\n`,
      );
      runs.push(result);
    };

    // Warm-up: JIT, the connection pool, PostgreSQL's caches. Not reported.
    await session(200, 3);
    await measure(signIn(20, 4));
    await measure(signIn(40, 4));
    await measure(signIn(null, 4));
    await measure(session(200));
    await measure(session(500));
    await measure(session(null));
    return {
      database: `PostgreSQL ${await serverVersion()} on 127.0.0.1 (fresh database, dropped afterwards)`,
      runs,
    };
  } finally {
    await app.close();
    await composition.close();
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
  }
}

async function serverVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version.split(' ')[0] ?? '?';
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function toMarkdown(results: Results): string {
  const m = results.machine;
  const lines = [
    '# Benchmarks',
    '',
    `Run ${results.date} with \`npm run bench\` on node ${m.node}, ${m.cpus} CPUs (${m.cpuModel}), ` +
      `${m.memoryGiB} GiB, load average before the run ${m.loadAverage.join(' / ')}.`,
    '',
    '## Start-up to `/health/ready`',
    '',
  ];
  if ('skipped' in results.startup) {
    lines.push(`Skipped: ${results.startup.skipped}`);
  } else {
    lines.push(
      `\`npx tsx src/server.ts\` on the ${results.startup.database}, from spawn to the first 200 of /health/ready.`,
      '',
      '| run | ms |',
      '|---|---:|',
      ...results.startup.runs.map((run) => `| ${run.label} | ${run.ms} |`),
    );
  }
  lines.push('', '## Under load on PostgreSQL', '');
  if ('skipped' in results.postgres) {
    lines.push(`Skipped: ${results.postgres.skipped}`);
  } else {
    lines.push(
      `${results.postgres.database}; the app in-process (buildApp, LOG_LEVEL silent, rate limits out of the way), ` +
        'autocannon in a worker thread of the same process, each run ' +
        `${LOAD_SECONDS} s. Sign-in is POST /api/session as the demo customer (argon2id verify, 19 MiB, t=2); ` +
        'the session read is GET /api/session with a signed-in cookie. Latencies in ms: p50…max as the ' +
        'load generator saw every response; server p50/p99 from Fastify onRequest to onResponse.',
      '',
      '| run | target req/s | conns | achieved 2xx/s | p50 | p90 | p99 | p99.9 | max | server p50 | server p99 | errors | timeouts | non-2xx |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...results.postgres.runs.map(
        (r) =>
          `| ${r.name} | ${r.targetRate ?? '—'} | ${r.connections} | ${r.achievedPerSecond} | ${r.latencyMs.p50} | ` +
          `${r.latencyMs.p90} | ${r.latencyMs.p99} | ${r.latencyMs.p999} | ${r.latencyMs.max} | ` +
          `${r.serverMs.p50} | ${r.serverMs.p99} | ${r.errors} | ` +
          `${r.timeouts} | ${r.non2xx} |`,
      ),
    );
  }
  if (results.notes.length > 0) lines.push('', '## Notes', '', ...results.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  const results: Results = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      cpus: os.availableParallelism?.() ?? cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
      loadAverage: os.loadavg().map((value) => round(value, 2)),
    },
    startup: { skipped: 'not run' },
    postgres: { skipped: 'not run' },
    notes: [
      'The load generator, the portal and PostgreSQL share the same 2-core machine: figures are a floor, not a capacity plan.',
      'Sign-in is bounded by argon2id on the CPU (libuv thread pool); the unbounded runs show the ceiling.',
      "autocannon's fixed rate is per connection and per second: each connection sends its share back to back " +
        'at the start of every second, so client-side latency includes waiting behind up to `conns` requests ' +
        'of the same burst. The server columns show the time spent inside the portal.',
    ],
  };

  console.log('Start-up time on the embedded database ...');
  try {
    results.startup = await measureStartup();
  } catch (error) {
    results.startup = { skipped: `failed: ${(error as Error).message}` };
    process.exitCode = 1;
  }
  console.log('Load on PostgreSQL ...');
  try {
    results.postgres = await measurePostgres();
  } catch (error) {
    results.postgres = { skipped: `failed: ${(error as Error).message}` };
    process.exitCode = 1;
  }

  const markdown = toMarkdown(results);
  writeAtomically(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeAtomically(join(resultsDir, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written to ${join(resultsDir, 'latest.json')} and latest.md`);
}

await main();
