import type { OrderQueueEntry } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOrder,
    // Refused or not, the list and the dashboard's counts may be outdated.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueueKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}
