import type { ErpConnection, ErpFeed, ErpSyncRequested } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, screenQuery } from '../../../lib/api-client';
import { erpConnectionQuery } from './queries';

/** How often the screen asks again while it is open: a feed runs every minute at most. */
export const ERP_CONNECTION_REFRESH_MS = 15_000;

export function useErpConnection() {
  return useQuery({
    ...screenQuery<ErpConnection>(erpConnectionQuery),
    refetchInterval: ERP_CONNECTION_REFRESH_MS,
  });
}

/** POST /api/erp-connection/sync: a run of one feed, or of every feed without one, now. */
export const requestSync = (feed?: ErpFeed) =>
  api.post<ErpSyncRequested>('/api/erp-connection/sync', feed ? { feed } : {});

export function useRequestSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSync,
    onSettled: () => queryClient.invalidateQueries({ queryKey: erpConnectionQuery.queryKey }),
  });
}
