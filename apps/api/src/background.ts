import { vacuumAnalyzeEmbedded } from './db/maintenance.js';
import type { Composition } from './deps.js';
import { requestFullSync, syncAllFeeds } from './modules/erp-sync/index.js';

/**
 * The embedded database works on the main thread, so a request that comes in during the first sync
 * waits for the page being applied: smaller pages keep that wait short (a 500-document page took
 * about 2 s on PGlite, a 100-document page well under half a second).
 */
const EMBEDDED_FIRST_SYNC_PAGE_SIZE = 100;

export interface Background {
  /** Settles when the first-start work (demo data, first full sync) is done; never rejects. */
  ready: Promise<void>;
}

/**
 * What runs beside the API once it listens: the job queue's storage, and, where JOBS is on, every
 * module's workers (`<module>.jobs.ts`) and schedules. The first start of a demo portal fills the demo
 * ERP and runs a full sync here, after the sign-in page is already served; the scheduled workers start
 * when that first sync is done, so the two never race.
 */
export function startBackground(composition: Composition): Background {
  const { deps, jobDefinitions, demoErp } = composition;
  const { config, database, clock, log, jobs } = deps;

  const ready = (async () => {
    await jobs.prepare();
    if (config.isDemoMode && demoErp) {
      // A second portal starting on the same database waits here, then finds the demo ERP filled.
      await database.whileStartingAlone(async () => {
        const started = Date.now();
        const generated = await demoErp.fillIfEmpty();
        if (!generated) return;
        log.info(
          `generated the demo ERP (${config.erp.demoScale}): ${generated.customers} customers, ` +
            `${generated.documentLines} document lines in ${generated.milliseconds} ms`,
        );
        const pageSize = database.kind === 'embedded' ? EMBEDDED_FIRST_SYNC_PAGE_SIZE : undefined;
        const results = await syncAllFeeds({ db: database.db, erp: deps.erp, clock }, { pageSize });
        const rows = results.reduce((sum, r) => sum + r.rowsApplied, 0);
        log.info(`first ERP sync: ${rows} rows in ${Date.now() - started - generated.milliseconds} ms`);
        const vacuumed = Date.now();
        // Planner statistics for the read model just filled (the embedded database has no autovacuum).
        const tables = await vacuumAnalyzeEmbedded(database);
        if (tables > 0) log.info(`analyzed ${tables} tables in ${Date.now() - vacuumed} ms`);
      });
    }
    if (config.isRunningJobs) {
      await jobs.startWorking({ isScheduling: true });
      for (const definition of jobDefinitions) await definition.work(jobs, deps);
      // A real ERP is read in full at each start, not at the feeds' next scheduled minute (reference
      // data is hourly): a new portal has lists, items and countries at once. Each feed resumes from its
      // watermark.
      if (!demoErp) await requestFullSync(jobs);
    }
    // The operator's (and the process tests') sign that the start-up's work is done.
    log.info(`background work ready${config.isRunningJobs ? '' : ' (JOBS=false: no workers)'}`);
  })().catch((error: unknown) => {
    // The portal keeps serving what it has; the scheduled sync tries again (D36).
    log.error({ err: error }, 'the first start of the background work failed');
  });

  return { ready };
}
