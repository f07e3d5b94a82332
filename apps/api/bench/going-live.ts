/**
 * `npm run bench:going-live`: the portal as a supplier runs it (docs/operations.md), the built server on
 * plain Node on PostgreSQL, behind Debian's nginx:
 * 1. start-up, from spawn to the first 200 of /health/ready: on an empty database (migrations, the demo
 *    accounts) and again on the same database (a restart);
 * 2. the memory of one process (its resident set) after 10,000 requests of the orders first page;
 * 3. requests per second of the orders first page through nginx, with one and with two instances
 *    (10 connections, the demo customer's session).
 * Needs PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432) and /usr/sbin/nginx.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoAccounts } from '../src/seed/demo-seed.js';
import { hasNginx, startNginx } from '../test/process/support/nginx.js';
import {
  type ServerProcess,
  send,
  signIn,
  startServer,
  stopAll,
} from '../test/process/support/server-process.js';
import { admin } from './read-model.js';
import { isSmoke, sized, writeResults } from './results.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const database = `selvedge_bench_live_${Date.now()}`;
const databaseUrl = `${server.replace(/\/$/, '')}/${database}`;
const REQUESTS = sized(10_000, 500);
const SECONDS = sized(10, 1);
const ORDERS_PAGE = '/api/orders?page=1';

if (!hasNginx) throw new Error('nginx is missing: apt-get install nginx');
execFileSync(process.execPath, [join(apiDir, '..', '..', 'scripts', 'build.mjs'), '--api'], {
  stdio: 'inherit',
});

const env = {
  DATABASE_URL: databaseUrl,
  DEMO_MODE: 'true',
  DEMO_ERP_SCALE: isSmoke ? 'tiny' : 'small',
  JOBS: 'true',
  TRUST_PROXY: '1',
  // As a server runs: the request log at info (and the lines the bench waits for).
  LOG_LEVEL: 'info',
};

/** Milliseconds from spawn to the first 200 of /health/ready. */
async function startToReady(): Promise<{ server: ServerProcess; ms: number }> {
  const started = performance.now();
  const spawned = await startServer(env);
  for (;;) {
    const answer = await send(spawned.port, 'GET', '/health/ready');
    if (answer.status === 200) return { server: spawned, ms: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function load(port: number, cookie: string, options: { amount?: number; duration?: number }) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${ORDERS_PAGE}`,
    connections: 10,
    headers: { cookie },
    ...options,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} answers were not 2xx, ${result.errors} errors`);
  }
  return { perSecond: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

await admin(server, `create database "${database}"`);
try {
  const cold = await startToReady();
  await cold.server.waitForOutput(/background work ready/, 600_000);
  cold.server.signal('SIGTERM');
  await cold.server.exited;
  const first = await startToReady();
  await first.server.waitForOutput(/background work ready/, 120_000);
  const cookie = await signIn(first.server.port, demoAccounts.customer);

  const rssBefore = residentMb(first.server.pid);
  const direct = await load(first.server.port, cookie, { amount: REQUESTS });
  const rssAfter = residentMb(first.server.pid);

  const second = await startServer(env);
  await second.waitForOutput(/background work ready/, 120_000);
  const oneBehind = await startNginx([first.server.port]);
  const one = await load(oneBehind.port, cookie, { duration: SECONDS });
  await oneBehind.stop();
  const twoBehind = await startNginx([first.server.port, second.port]);
  const two = await load(twoBehind.port, cookie, { duration: SECONDS });
  await twoBehind.stop();

  const result = {
    node: process.version,
    loadAverage: loadavg()[0],
    startToReadyMs: { emptyDatabase: cold.ms, restart: first.ms },
    memory: { requests: REQUESTS, residentMbBefore: rssBefore, residentMbAfter: rssAfter },
    ordersPage: { direct, nginxOneInstance: one, nginxTwoInstances: two },
  };
  writeResults('going-live', result, [
    '# Going live: the built portal on PostgreSQL behind nginx',
    '',
    `\`npm run bench:going-live\`, Node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the end (2 cores).`,
    '',
    '| what | figure |',
    '|---|---|',
    `| start to ready, empty database (migrations, demo accounts) | ${cold.ms} ms |`,
    `| start to ready, restart on the same database | ${first.ms} ms |`,
    `| resident memory before / after ${REQUESTS.toLocaleString('en')} orders-page requests | ${rssBefore} / ${rssAfter} MB |`,
    `| orders first page, direct (10 connections) | ${direct.perSecond}/s, p99 ${direct.p99Ms} ms |`,
    `| orders first page through nginx, one instance | ${one.perSecond}/s, p99 ${one.p99Ms} ms |`,
    `| orders first page through nginx, two instances | ${two.perSecond}/s, p99 ${two.p99Ms} ms |`,
    '',
    'Two instances share the two cores of this machine with nginx, PostgreSQL and the load generator:',
    'on it a second instance adds little; on a machine with cores to spare it adds a process of its own.',
    '',
  ]);
} finally {
  await stopAll();
  await admin(server, `drop database if exists "${database}" with (force)`);
}
