import type { AppDeps, ModuleJobs } from '../../shared/deps.js';
import { pruneRateLimits } from './rate-limit.js';
import { deleteExpiredTwoFactorRows } from './two-factor.repository.js';

const PRUNE_QUEUE = 'rate-limit-prune';

/**
 * The rate-limit counters of past windows (one per address, account and pair that tried to sign in) are
 * of no use once their window has ended: removed every hour, so the table stays small; so are pending
 * second steps and remembered devices past their end (ADR-035).
 */
export const authJobs: ModuleJobs = {
  queues: [{ name: PRUNE_QUEUE, options: { policy: 'singleton' }, cron: '17 * * * *' }],
  work: async (jobs, deps: AppDeps) => {
    await jobs.work(PRUNE_QUEUE, async () => {
      await pruneRateLimits(deps.database.db, deps.clock, deps.config.rateLimits.windowMinutes);
      await deleteExpiredTwoFactorRows(deps.database.db, deps.clock.now());
    });
  },
};
