/**
 * `npm run bench:smoke`: every bench of the API once at a tiny size (BENCH_SMOKE=1, results.ts), so that
 * none stops running unnoticed between the times someone measures with it (CI runs this). Each bench
 * runs as `npm run bench:…` does, in a process of its own; the figures go to a temporary folder that is
 * removed afterwards (BENCH_RESULTS_DIR), never to the committed bench/results. Exits non-zero when any
 * bench fails, after running them all.
 *
 * Needs PostgreSQL at BENCH_PG_URL, as the benches on it do. The web benches' CPU by process runs around
 * a command that does nothing. Not here: Lighthouse and the web page weight (`npm run bench:web`), which
 * need the web build and Chromium, and `npm run bench` (run.ts), whose restarts on the same data folder
 * find it still locked by the server stopped before.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { admin } from './read-model.js';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const resultsDir = mkdtempSync(join(tmpdir(), 'selvedge-bench-smoke-'));
const env = { ...process.env, BENCH_SMOKE: '1', BENCH_RESULTS_DIR: resultsDir };

interface Outcome {
  bench: string;
  seconds: number;
  isOk: boolean;
}
const outcomes: Outcome[] = [];

/**
 * Runs one bench script (a path from apps/api/bench) to its end; its output is shown only when it
 * fails.
 */
function run(script: string, args: readonly string[] = [], extraEnv: Record<string, string> = {}) {
  const bench = [script, ...args].join(' ');
  const started = performance.now();
  return new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('bench', script), ...args], {
      cwd: apiDir,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code, signal) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      const isOk = code === 0;
      outcomes.push({ bench, seconds, isOk });
      console.log(`${isOk ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(5)} s  ${bench}`);
      if (!isOk) {
        process.stdout.write(Buffer.concat(output));
        console.log(`${bench} ended with ${signal ?? `exit code ${code}`}`);
      }
      resolve();
    });
  });
}

/** The database the read model bench kept (its results name it), for the benches that take one. */
function keptDatabase(): string | null {
  try {
    const runs = JSON.parse(readFileSync(join(resultsDir, 'read-model.json'), 'utf8')) as {
      database: string;
    }[];
    return runs[0]?.database ?? null;
  } catch {
    return null;
  }
}

/**
 * Runs the benches two at a time: at the smoke size each is mostly one process's start-up and set-up
 * (a database, the demo data, a server), about one core, and the machine has two. Their figures, which
 * the smoke run throws away, are the only thing the company of another bench changes.
 */
async function twoAtATime(benches: ReadonlyArray<() => Promise<void>>) {
  const waiting = [...benches];
  const lane = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) await next();
  };
  await Promise.all([lane(), lane()]);
}

const started = performance.now();
try {
  await twoAtATime([
    async () => {
      await run('read-model-cli.ts', ['tiny'], { BENCH_KEEP_DATABASES: '1' });
      const kept = keptDatabase();
      try {
        if (kept) await run('lists.ts', [kept]);
        else
          outcomes.push({ bench: 'lists.ts (no database from read-model-cli.ts)', seconds: 0, isOk: false });
      } finally {
        if (kept) await admin(server, `drop database if exists "${kept}" with (force)`);
      }
    },
    // On a database of its own: it signs in as the demo customer, whom the read model's database lacks.
    () => run('stock-check.ts'),
    () => run('going-live.ts'),
    () => run('throughput.ts'),
    () => run('throughput.ts', ['postgres']),
    () => run('ordering.ts'),
    () => run('reorder.ts'),
    () => run('quick-order.ts'),
    () => run('outbox-restart.ts'),
    () => run('sap-sync.ts'),
    () => run('forgot-timing.ts'),
    () => run('pictures.ts'),
    () => run('pdf-zip.ts'),
    () => run('api-keys.ts'),
    () => run('payment-webhook.ts'),
    () => run('two-factor.ts'),
    // The browser tests' CPU by process (e2e/bench), around a command that does nothing.
    () => run('../../../e2e/bench/cpu-by-process.ts', [process.execPath, '-e', '0']),
  ]);
} finally {
  rmSync(resultsDir, { recursive: true, force: true });
}

const failed = outcomes.filter((outcome) => !outcome.isOk);
const total = Math.round((performance.now() - started) / 1000);
console.log(
  failed.length === 0
    ? `every bench ran (${outcomes.length}) in ${total} s`
    : `${failed.length} of ${outcomes.length} benches failed (${total} s): ${failed.map((f) => f.bench).join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
