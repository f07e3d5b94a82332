import type { ErpConnection, ErpFeed, ErpFeedState, ErpSyncRequested } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { feedOverview, requestFeedSync, requestFullSync, SYNC_ORDER } from '../erp-sync/index.js';
import { writeLog } from '../logs/index.js';
import { summariseWaitingDrafts } from '../ordering/index.js';
import { summariseWaitingRequests } from '../returns/index.js';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The administrators' "ERP connection" screen: each feed's sync, the ERP's circuit, the outboxes. */
export async function erpConnection(deps: AppDeps): Promise<ErpConnection> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const [overview, orders, returnRequests] = await Promise.all([
    feedOverview(db, now, deps.config.syncMaxLagMinutes),
    summariseWaitingDrafts(db),
    summariseWaitingRequests(db),
  ]);
  const feeds = overview.map(
    ({ feed, schedule, state, maxLagMinutes, status, nextRunAt }): ErpFeedState => ({
      feed,
      schedule,
      lastStartedAt: iso(state?.lastStartedAt),
      lastSucceededAt: iso(state?.lastSucceededAt),
      lastFailedAt: iso(state?.lastFailedAt),
      lastError: state?.lastError ?? null,
      rowsApplied: state?.rowsApplied ?? 0,
      lagSeconds: state?.lastSucceededAt
        ? Math.max(0, Math.round((now.getTime() - state.lastSucceededAt.getTime()) / 1000))
        : null,
      maxLagMinutes,
      nextRunAt: nextRunAt.toISOString(),
      status,
    }),
  );
  const outbox = (figures: typeof orders) => ({ ...figures, oldestSince: iso(figures.oldestSince) });
  return {
    erp: deps.config.erp.kind,
    circuit: deps.erp.circuitState,
    feeds,
    outbox: { orders: outbox(orders), returnRequests: outbox(returnRequests) },
  };
}

/** "Sync now": asks for a run of one feed, or of every feed, beside their schedules; logged. */
export async function requestSync(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  feed: ErpFeed | undefined,
): Promise<ErpSyncRequested> {
  // The contracts' feed names and the ERP port's are one list: these two lines compile only while so.
  if (feed) await requestFeedSync(deps.jobs, feed);
  else await requestFullSync(deps.jobs);
  const feeds: ErpFeed[] = feed ? [feed] : [...SYNC_ORDER];
  await writeLog(deps.database.db, ctx, {
    level: 'info',
    event: 'ERP_SYNC_REQUESTED',
    message: `ERP sync requested: ${feed ?? 'every feed'}`,
  });
  return { feeds };
}
