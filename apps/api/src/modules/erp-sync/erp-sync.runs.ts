import type { FeedName } from '@selvedge/erp';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { SYNC_ORDER, type SyncDeps, syncFeed } from './erp-sync.service.js';
import { getSyncState, readFeedState } from './erp-sync-state.repository.js';
import { type FeedOverview, judgeFeed, overviewOf } from './feed-status.js';

/**
 * One scheduled or requested run of a feed, logged so that a failing feed is seen (issue: "ERP sync
 * failures are silent"): a run that applied rows at info, an empty one at debug (the minute feeds would
 * fill the log), a failure at error with the ERP's message, the first success after failures at info.
 * `failuresInARow` counts this process's failed runs per feed since its last success (the attempt).
 */
export async function runFeed(
  deps: SyncDeps,
  log: FastifyBaseLogger,
  feed: FeedName,
  failuresInARow: Map<FeedName, number>,
): Promise<void> {
  const before = await readFeedState(deps.db, feed);
  const wasFailing = judgeFeed(before, deps.clock.now(), Number.POSITIVE_INFINITY).status === 'failed';
  const startedAt = performance.now();
  try {
    const { rowsApplied, pages } = await syncFeed(deps, feed);
    const run = { feed, rowsApplied, pages, ms: Math.round(performance.now() - startedAt) };
    failuresInARow.delete(feed);
    if (wasFailing) log.info({ ...run, failedAt: before?.lastFailedAt }, `ERP sync of ${feed} recovered`);
    else if (rowsApplied > 0) log.info(run, `ERP sync of ${feed}: ${rowsApplied} rows`);
    else log.debug(run, `ERP sync of ${feed}: no changes`);
  } catch (error) {
    const attempt = (failuresInARow.get(feed) ?? 0) + 1;
    failuresInARow.set(feed, attempt);
    const erpMessage = error instanceof Error ? error.message : String(error);
    log.error(
      { feed, attempt, erpMessage, ms: Math.round(performance.now() - startedAt) },
      `ERP sync of ${feed} failed: ${erpMessage}`,
    );
    throw error;
  }
}

/**
 * Whether each of these feeds has succeeded at least once. Until then the read model lacks what they
 * bring (a new install during its first sync: no addresses, countries or shipping types yet).
 */
export async function haveFeedsSynced(db: Db, feeds: readonly FeedName[]): Promise<boolean> {
  const states = await getSyncState(db);
  return feeds.every((feed) => states.some((row) => row.feed === feed && row.lastSucceededAt !== null));
}

/** Every feed's state and schedule, judged now (the health check, the administrators' screen). */
export async function feedOverview(db: Db, now: Date, maxLagSetting: number): Promise<FeedOverview[]> {
  return overviewOf(SYNC_ORDER, await getSyncState(db), now, maxLagSetting);
}
