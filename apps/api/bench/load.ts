/**
 * Load at fixed rates with autocannon in a worker thread, and the time each request spent inside the
 * portal (a Fastify hook), so queueing in the load generator can be told apart from the server's work.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { AppInstance } from '../src/shared/fastify.js';
import { isSmoke } from './results.js';

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export interface Latency {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  p999: number;
  max: number;
}

export interface LoadRun {
  name: string;
  method: string;
  path: string;
  targetRate: number | null;
  connections: number;
  durationSeconds: number;
  sent: number;
  completed: number;
  ok: number;
  achievedPerSecond: number;
  /** As the load generator saw it: includes waiting behind other requests of the same burst. */
  latencyMs: Latency;
  /** Inside the portal, from the request reaching Fastify to onResponse (the caller's context included). */
  serverMs: Latency;
  /**
   * CPU time of the main thread (the portal and, embedded, its database; not the load generator's
   * thread) per completed request, in µs: unlike requests per second, it holds on a machine shared with
   * other work. Null where Linux's schedstat is not there.
   */
  cpuUsPerRequest: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

export interface LoadOptions {
  name: string;
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  rate: number | null;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  body?: string;
  /** Bodies each connection sends in turn (a mix of requests), instead of one `body`. */
  bodies?: readonly string[];
}

interface WorkerAnswer {
  durationSeconds: number;
  sent: number;
  completed: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  responseTimes: Float64Array;
}

export function summarise(times: ArrayLike<number>): Latency {
  const sorted = Float64Array.from(times).sort();
  return {
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    p999: round(percentile(sorted, 99.9)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * Times every request inside the portal, from the moment Node hands it to Fastify (before the session
 * plugin resolves the caller) to the end of the response, so queueing in the load generator can be told
 * apart from the server's own work.
 */
export function serverTimer(app: AppInstance) {
  const startedAt = new WeakMap<object, bigint>();
  let times: number[] = [];
  app.server.prependListener('request', (raw) => {
    startedAt.set(raw, process.hrtime.bigint());
  });
  app.addHook('onResponse', async (request) => {
    const started = startedAt.get(request.raw);
    if (started !== undefined) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  });
  return {
    take(): number[] {
      const taken = times;
      times = [];
      return taken;
    },
  };
}

/** Listens on a free port of 127.0.0.1 and answers the base URL. */
export async function listenLocally(app: AppInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Signs in through the API and answers the `selvedge_session=…` cookie pair for the load's requests. */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Nanoseconds the main thread has run on a CPU (Linux), or null. */
export function mainThreadCpuNs(): number | null {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

export function runLoad(options: LoadOptions, timer: ReturnType<typeof serverTimer>): Promise<LoadRun> {
  timer.take();
  const cpuBefore = mainThreadCpuNs();
  const autocannonOptions = {
    url: `${options.url}${options.path}`,
    method: options.method,
    connections: options.connections,
    // The smoke run only proves the bench still runs: a fraction of a second of each load is enough.
    // autocannon ends a run on its sampling tick (every second by default: a 0.3 s run took 1 s), so the
    // smoke run samples every 100 ms; the figures here come from the response times, not its samples.
    duration: isSmoke ? Math.min(options.seconds, 0.3) : options.seconds,
    ...(isSmoke ? { sampleInt: 100 } : {}),
    ...(options.rate ? { overallRate: options.rate } : {}),
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
    ...(options.bodies ? { requests: options.bodies.map((body) => ({ body })) } : {}),
    timeout: 10,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { options: autocannonOptions },
    });
    worker.once('error', reject);
    worker.once('message', (answer: WorkerAnswer) => {
      const cpuAfter = mainThreadCpuNs();
      const ok = Object.entries(answer.statusCounts)
        .filter(([code]) => code.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0);
      resolve({
        name: options.name,
        method: options.method,
        path: options.path,
        targetRate: options.rate,
        connections: options.connections,
        durationSeconds: answer.durationSeconds,
        sent: answer.sent,
        completed: answer.completed,
        ok,
        achievedPerSecond: round(ok / answer.durationSeconds, 1),
        latencyMs: summarise(answer.responseTimes),
        serverMs: summarise(timer.take()),
        cpuUsPerRequest:
          cpuBefore === null || cpuAfter === null || answer.completed === 0
            ? null
            : round((cpuAfter - cpuBefore) / 1000 / answer.completed, 1),
        errors: answer.errors,
        timeouts: answer.timeouts,
        non2xx: answer.non2xx,
        statusCounts: answer.statusCounts,
      });
      void worker.terminate();
    });
  });
}
