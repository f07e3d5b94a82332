import {
  type CircuitStateName,
  type ErpPort,
  type FeedName,
  type Health,
  isErpError,
  type ResilientErpPort,
} from '@selvedge/erp';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type QueueStats, UNFINISHED_STATES } from '../jobs/job-queue.js';

/**
 * The operator's metrics in Prometheus's format (docs/operations.md, "Monitoring"), served apart from
 * the portal (plugins/metrics-endpoint.ts). A registry of its own, not prom-client's global one: a test
 * process composes many portals. What lives in the database (queues, feeds) is read when Prometheus
 * scrapes, never on a request.
 */
export interface Metrics {
  readonly registry: Registry;
  /** The app's onResponse hook: a callback, as every request pays for it. */
  observeResponse(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /** The port with each call timed and its failures counted; its circuit state is the gauge's. */
  observeErp(port: ResilientErpPort): ResilientErpPort;
}

/** A feed's last success as the sync state has it, and how old it may be before the health check minds. */
export interface FeedLag {
  feed: FeedName;
  lastSucceededAt: Date | null;
  maxLagMinutes: number;
}

export interface MetricsSources {
  log: FastifyBaseLogger;
  now(): Date;
  queues(): Promise<QueueStats[]>;
  feeds(): Promise<FeedLag[]>;
  circuitState(): CircuitStateName;
}

/** Closed 0, half-open 1 (a trial call), open 2; isolated is open by hand. An alert: not 0 for minutes. */
const CIRCUIT_VALUES: Record<CircuitStateName, number> = { closed: 0, halfOpen: 1, open: 2, isolated: 2 };

/** Every method of the port (a missing or unknown one fails the typecheck), observed alike. */
const ERP_OPERATIONS: Record<Exclude<keyof ErpPort, 'vatRounding'>, true> = {
  pullChanges: true,
  getPrice: true,
  getDeliveryWeek: true,
  getObsoleteStatus: true,
  getExpenses: true,
  placeOrder: true,
  findOrder: true,
  createReturnRequest: true,
  postIncomingPayment: true,
  saveShipToAddress: true,
  getDocumentPdf: true,
  getPayments: true,
  health: true,
};

/** A live call is bounded at about 3 s per attempt, a feed's page at 30 s (packages/erp resilience). */
const ERP_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * A gauge whose samples are read when Prometheus scrapes. A failed read (the database away) leaves it
 * without samples for that scrape, logged, rather than failing the process metrics with it.
 */
function scrapedGauge<Label extends string>(
  registry: Registry,
  log: FastifyBaseLogger,
  config: { name: string; help: string; labelNames: readonly Label[] },
  read: (gauge: Gauge<Label>) => Promise<void> | void,
): void {
  new Gauge<Label>({
    ...config,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (error) {
        log.warn({ err: error }, `metrics: ${config.name} could not be read`);
      }
    },
  });
}

/**
 * The read in progress, or a new one: the registry collects every metric of a scrape at once, so the
 * gauges fed by one read (the queues' depth and age) share one statement.
 */
function oneReadAtATime<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= read().finally(() => {
      running = null;
    });
    return running;
  };
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { log } = sources;
  const queues = oneReadAtATime(sources.queues);
  const feeds = oneReadAtATime(sources.feeds);

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival to its answer, by route pattern and status class",
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });

  scrapedGauge(
    registry,
    log,
    {
      name: 'selvedge_job_queue_jobs',
      help: 'Unfinished jobs per queue: waiting (created, retry) and running (active)',
      labelNames: ['queue', 'state'],
    },
    async (gauge) => {
      for (const { queue, jobs } of await queues()) {
        for (const state of UNFINISHED_STATES) gauge.set({ queue, state }, jobs[state]);
      }
    },
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'selvedge_job_queue_oldest_waiting_seconds',
      help: "Age of the queue's oldest waiting job (0 when none waits)",
      labelNames: ['queue'],
    },
    async (gauge) => {
      for (const { queue, oldestWaitingSeconds } of await queues()) {
        gauge.set({ queue }, oldestWaitingSeconds ?? 0);
      }
    },
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'selvedge_sync_lag_seconds',
      help: "Seconds since the ERP feed's last successful sync (no sample before its first success)",
      labelNames: ['feed'],
    },
    async (gauge) => {
      const now = sources.now().getTime();
      for (const { feed, lastSucceededAt } of await feeds()) {
        if (lastSucceededAt) gauge.set({ feed }, (now - lastSucceededAt.getTime()) / 1000);
      }
    },
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'selvedge_sync_lag_allowed_seconds',
      help: 'The lag beyond which /health/ready reports the feed lagging (SYNC_MAX_LAG_MINUTES)',
      labelNames: ['feed'],
    },
    async (gauge) => {
      for (const { feed, maxLagMinutes } of await feeds()) gauge.set({ feed }, maxLagMinutes * 60);
    },
  );
  scrapedGauge(
    registry,
    log,
    {
      name: 'selvedge_erp_circuit_state',
      help: 'The ERP circuit breaker: 0 closed, 1 half-open (a trial call), 2 open (calls fail at once)',
      labelNames: [],
    },
    (gauge) => gauge.set(CIRCUIT_VALUES[sources.circuitState()]),
  );

  const erpDuration = new Histogram({
    name: 'selvedge_erp_call_duration_seconds',
    help: 'ERP calls through the resilience layer (retries included), by operation and outcome',
    labelNames: ['operation', 'outcome'] as const,
    buckets: ERP_BUCKETS,
    registers: [registry],
  });
  const erpErrors = new Counter({
    name: 'selvedge_erp_call_errors_total',
    help: 'ERP calls that failed, by operation and outcome (unavailable, notFound, rejected, conflict)',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    observeResponse(request, reply, done) {
      requestDuration.observe(
        {
          method: request.method,
          // The route's pattern (/api/orders/:id), never the URL with its ids and search texts.
          route: request.routeOptions.url ?? 'unmatched',
          status_class: STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other',
        },
        reply.elapsedTime / 1000,
      );
      done();
    },
    observeErp(port) {
      const observed: Record<string, unknown> = {};
      for (const operation of Object.keys(ERP_OPERATIONS) as (keyof typeof ERP_OPERATIONS)[]) {
        const call = port[operation] as (...args: unknown[]) => Promise<unknown>;
        observed[operation] = async (...args: unknown[]) => {
          const end = erpDuration.startTimer({ operation });
          let outcome = 'ok';
          try {
            const answer = await call.apply(port, args);
            // health never throws: a down ERP is its answer.
            if (operation === 'health' && !(answer as Health).isUp) outcome = 'unavailable';
            return answer;
          } catch (error) {
            outcome = isErpError(error) ? error.kind : 'unexpected';
            throw error;
          } finally {
            end({ outcome });
            if (outcome !== 'ok') erpErrors.inc({ operation, outcome });
          }
        };
      }
      Object.defineProperty(observed, 'circuitState', { get: () => port.circuitState, enumerable: true });
      Object.defineProperty(observed, 'vatRounding', { get: () => port.vatRounding, enumerable: true });
      return observed as unknown as ResilientErpPort;
    },
  };
}
