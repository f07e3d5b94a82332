import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { type ErpSetup, generateDemoErpIfEmpty } from '../erp/erp-setup.js';
import { registerSyncJobs } from '../modules/erp-sync/erp-sync.jobs.js';
import { syncAllFeeds } from '../modules/erp-sync/erp-sync.service.js';
import type { Clock } from '../shared/clock.js';
import { type JobQueue, startJobQueue } from './job-queue.js';

export const DEMO_ERP_ADVANCE_QUEUE = 'demo-erp-advance';
/**
 * The embedded database works on the main thread, so a request that comes in during the first sync
 * waits for the page being applied: smaller pages keep that wait short (a 500-document page took
 * about 2 s on PGlite, a 100-document page well under half a second).
 */
const EMBEDDED_FIRST_SYNC_PAGE_SIZE = 100;

export interface Background {
  jobs: JobQueue;
  /** Settles when the first-start work (demo data, first full sync) is done; never rejects. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

export interface BackgroundInput {
  config: AppConfig;
  database: Database;
  clock: Clock;
  erp: ErpSetup;
  log: FastifyBaseLogger;
}

/**
 * What runs beside the API once it listens: pg-boss, and on it the ERP sync (and the demo ERP's time).
 * The first start of a demo portal fills the demo ERP and runs a full sync here, after the sign-in page
 * is already served; the scheduled workers start when that first sync is done, so the two never race.
 */
export async function startBackground(input: BackgroundInput): Promise<Background> {
  const { config, database, clock, erp, log } = input;
  const jobs = await startJobQueue(database, { databaseUrl: config.databaseUrl, isScheduling: true });
  const deps = { db: database.db, erp: erp.port, clock };

  const ready = (async () => {
    if (config.isDemoMode) {
      const started = Date.now();
      const generated = await generateDemoErpIfEmpty(config, database.db, clock);
      if (generated) {
        log.info(
          `generated the demo ERP (${config.erp.demoScale}): ${generated.customers} customers, ` +
            `${generated.documentLines} document lines in ${generated.milliseconds} ms`,
        );
        const pageSize = database.kind === 'embedded' ? EMBEDDED_FIRST_SYNC_PAGE_SIZE : undefined;
        const results = await syncAllFeeds(deps, { pageSize });
        const rows = results.reduce((sum, r) => sum + r.rowsApplied, 0);
        log.info(`first ERP sync: ${rows} rows in ${Date.now() - started - generated.milliseconds} ms`);
      }
    }
    if (!config.isRunningJobs) return;
    await registerSyncJobs(jobs, deps, { isScheduling: true });
    const controls = erp.demo;
    if (controls && config.erp.demoTimeMoves) {
      await jobs.createQueue(DEMO_ERP_ADVANCE_QUEUE, { name: DEMO_ERP_ADVANCE_QUEUE, policy: 'singleton' });
      await jobs.work(DEMO_ERP_ADVANCE_QUEUE, async () => {
        await controls.advance();
      });
      await jobs.schedule(DEMO_ERP_ADVANCE_QUEUE, '*/10 * * * *');
    }
  })().catch((error: unknown) => {
    // The portal keeps serving what it has; the scheduled sync tries again (D36).
    log.error({ err: error }, 'the first start of the ERP sync failed');
  });

  return {
    jobs,
    ready,
    stop: async () => {
      await ready;
      await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
