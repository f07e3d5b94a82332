/**
 * `npm run bench:outbox-restart` (ADR-031): the time from a restart after kill -9 to the placement of
 * orders approved before the kill. The real server (`node --import tsx src/server.ts`, embedded database
 * in a data folder, tiny demo scale, job workers on) gets ORDERS approvals during a demo ERP outage (each
 * queued in the outbox), is killed with SIGKILL, and is started again with the ERP back; three cycles.
 *
 * Writes bench/results/outbox-restart.json and outbox-restart.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { startOnFreePort, withPortTaken } from '../test/support/free-port.js';
import { round } from './load.js';
import { reportHead, sized, writeResults } from './results.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? sized(20, 2));
/** Kill and restart cycles (the smoke run takes one). */
const CYCLES = sized(3, 1);
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  child: ChildProcess;
  url: string;
  listeningMs: number;
}

/**
 * Starts the server and resolves once it says it listens, with the time that took; on another port when
 * the one found free was taken before the server bound it (startOnFreePort).
 */
const start = (folder: string, waitFor = /Selvedge portal on/) =>
  startOnFreePort((port) => startOn(port, folder, waitFor));

async function startOn(port: number, folder: string, waitFor: RegExp): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: folder,
      DEMO_MODE: 'true',
      DEMO_ERP_SCALE: 'tiny',
      DEMO_ERP_TIME_MOVES: 'false',
      JOBS: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST: join(apiDir, 'bench', 'no-web-dist'),
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '1000000',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (waitFor.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(withPortTaken(new Error(`the server exited:\n${output}`), output)));
  });
  return { child, url: `http://127.0.0.1:${port}`, listeningMs: performance.now() - started };
}

async function call<T>(
  server: Server,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json', origin: server.url },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status !== 200)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(server: Server, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function approveDuringOutage(server: Server, customer: string, admin: string, cycle: number) {
  await call(server, admin, 'PUT', '/api/settings/demo-erp', { isDown: true });
  const ids: string[] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const draft = await call<{ id: string }>(server, customer, 'POST', '/api/order-drafts/current', {
      orderType: 'B2B',
    });
    await call(server, customer, 'PATCH', `/api/order-drafts/${draft.id}`, {
      reference: `Restart ${cycle}.${n}`,
    });
    await call(server, customer, 'POST', `/api/order-drafts/${draft.id}/lines`, {
      itemCode: 'HF-1011',
      quantity: 1,
    });
    const result = await call<{ state: string }>(
      server,
      customer,
      'POST',
      `/api/order-drafts/${draft.id}/approve`,
      {
        email: 'bench@devries.example',
        termsAccepted: true,
      },
    );
    if (result.state !== 'queued') throw new Error(`approval during the outage answered ${result.state}`);
    ids.push(draft.id);
  }
  return ids;
}

interface Cycle {
  listeningMs: number;
  firstPlacedMs: number;
  allPlacedMs: number;
}

const folder = await mkdtemp(join(tmpdir(), 'selvedge-outbox-bench-'));
const cycles: Cycle[] = [];
try {
  console.log('first start: generating the tiny demo ERP and syncing it ...');
  let server = await start(folder, /first ERP sync/);
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const customer = await signIn(server, demoAccounts.customer);
    const admin = await signIn(server, demoAccounts.admin);
    const ids = await approveDuringOutage(server, customer, admin, cycle);
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));

    server = await start(folder);
    const since = performance.now();
    const waiting = new Set(ids);
    let firstPlacedMs = 0;
    while (waiting.size > 0) {
      for (const id of [...waiting]) {
        const draft = await call<{ state: string }>(server, customer, 'GET', `/api/order-drafts/${id}`);
        if (draft.state === 'placed') {
          waiting.delete(id);
          if (firstPlacedMs === 0) firstPlacedMs = performance.now() - since;
        }
      }
      if (performance.now() - since > 180_000) throw new Error(`${waiting.size} not placed in 3 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const figures = {
      listeningMs: round(server.listeningMs, 0),
      firstPlacedMs: round(firstPlacedMs, 0),
      allPlacedMs: round(performance.now() - since, 0),
    };
    console.log(`cycle ${cycle}:`, figures);
    cycles.push(figures);
  }
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
} finally {
  await rm(folder, { recursive: true, force: true });
}

const result = {
  measuredAt: new Date().toISOString(),
  setting: `the real server on the embedded database in a data folder, tiny demo scale, job workers on; ${ORDERS} orders approved during a demo ERP outage per cycle, then kill -9 and a restart with the ERP back; 2 cores`,
  cycles,
};
writeResults('outbox-restart', result, [
  ...reportHead('The order outbox after kill -9', 'outbox-restart', result),
  '| cycle | start to listening ms | listening to the first placement ms | listening to the last placement ms |',
  '|---|---|---|---|',
  ...cycles.map(
    (cycle, index) =>
      `| ${index + 1} | ${cycle.listeningMs} | ${cycle.firstPlacedMs} | ${cycle.allPlacedMs} |`,
  ),
  '',
  'Reading: an approval waiting in the outbox at the kill is placed when its next attempt is due, 2 … 60 s',
  'after its previous one (ADR-031); an attempt cut off by the kill holds the order until its lease',
  '(ORDER_ATTEMPT_LEASE_SECONDS, 30 s) ends, and pg-boss hands a job whose worker died on within 40 s.',
  '',
]);
process.exit(0);
