import type { ErpConnection, ErpFeed, ErpSyncRequested } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, screenQuery } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { type AwaitedRuns, isAwaiting } from '../lib/awaited-runs';
import { erpConnectionQuery } from './queries';

/** How often the screen asks again while it is open: a feed runs every minute at most. */
export const ERP_CONNECTION_REFRESH_MS = 15_000;
/** How often while a run asked for with "Sync now" has not ended (lib/awaited-runs.ts). */
export const AWAITED_RUN_REFRESH_MS = 2_000;

/** The screen's data, asked again every 15 s, and every 2 s while `awaited` runs have not ended. */
export function useErpConnection(awaited: AwaitedRuns | null = null) {
  return useQuery({
    ...screenQuery<ErpConnection>(erpConnectionQuery),
    refetchInterval: (query) =>
      isAwaiting(awaited, query.state.data?.feeds, Date.now())
        ? AWAITED_RUN_REFRESH_MS
        : ERP_CONNECTION_REFRESH_MS,
  });
}

/** POST /api/erp-connection/sync: a run of one feed, or of every feed without one, now. */
export const requestSync = (feed?: ErpFeed) =>
  api.post<ErpSyncRequested>('/api/erp-connection/sync', feed ? { feed } : {});

export function useRequestSync() {
  return useRefreshingMutation(requestSync, { keys: [erpConnectionQuery.queryKey], after: 'settled' });
}
