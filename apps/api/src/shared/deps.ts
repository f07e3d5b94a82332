import type { ResilientErpPort } from '@selvedge/erp';
import type { FakeMollie, PaymentProvider } from '@selvedge/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { JobQueue, QueueSpec } from '../jobs/job-queue.js';
import type { Clock } from './clock.js';
import type { Mailer } from './mail.port.js';
import type { Metrics } from './metrics.js';
import type { PictureSizes } from './picture-sizes.js';

/**
 * Everything the app is composed from. Built in one place, `createDeps` (src/deps.ts), for the server,
 * the tests, the browser-test server and the benches alike; nothing else constructs a dependency.
 */
export interface AppDeps {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  /** The ERP behind its resilience policies (D35, D36). */
  erp: ResilientErpPort;
  /** pg-boss: any service may enqueue, inside its own transaction if it wants the outbox guarantee. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** The demo ERP's outage switch (administrators' settings, browser tests); null with a real ERP. */
  erpSimulation: ErpSimulation | null;
  /** Pictures resized to what a screen draws, the last ones made kept in memory. */
  pictures: PictureSizes;
  /** The operator's metrics (docs/operations.md, "Monitoring"); null when METRICS_PORT is unset. */
  metrics: Metrics | null;
  /** Online payments (ADR-037); null when the PAYMENTS setting is off. */
  payments: PaymentsRuntime | null;
}

/** The payment provider, and the local fake of Mollie when the provider runs on it (demo, tests). */
export interface PaymentsRuntime {
  provider: PaymentProvider;
  /** Null with the real Mollie (MOLLIE_API_KEY). */
  fake: FakeMollie | null;
}

/** Lets the demo ERP play an outage, so the queued path of ordering can be seen (D24, D36). */
export interface ErpSimulation {
  isDown(): boolean;
  setDown(isDown: boolean): void;
}

/**
 * A module's background work (`<module>.jobs.ts`): the queues it declares and the workers it runs.
 * The background starter loops over every module's as buildApp loops over their routes.
 */
export interface ModuleJobs {
  queues: readonly QueueSpec[];
  work(jobs: JobQueue, deps: AppDeps): Promise<void>;
}
