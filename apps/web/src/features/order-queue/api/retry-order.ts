import type { OrderQueueEntry } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { orderQueueKeys } from './query-keys';

/**
 * POST /api/order-queue/:id/retry: a new attempt, answered with the entry afterwards. The page words
 * every failure itself (a 503 ERP_CONFIRMATION_NEEDED too), so the app's general notice stays away.
 */
export const retryOrder = (draftId: string) =>
  api.post<OrderQueueEntry>(`/api/order-queue/${encodeURIComponent(draftId)}/retry`, undefined, {
    isServerErrorShownByCaller: true,
  });

export function useRetryOrder() {
  // Refused or not, the list and the dashboard's counts may be outdated.
  return useRefreshingMutation(retryOrder, {
    keys: [orderQueueKeys.all, sharedQueryKeys.dashboard],
    after: 'settled',
    isInBackground: true,
  });
}
