import type { HandBackRequest, OrderQueueEntry } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { orderQueueKeys } from './query-keys';

/**
 * POST /api/order-queue/:id/hand-back: the order goes back to the customer as an open draft with the
 * message, and the customer is mailed. The modal words every failure itself (see retry-order.ts).
 */
export const handBackOrder = ({ draftId, ...body }: HandBackRequest & { draftId: string }) =>
  api.post<OrderQueueEntry>(`/api/order-queue/${encodeURIComponent(draftId)}/hand-back`, body, {
    isServerErrorShownByCaller: true,
  });

export function useHandBackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handBackOrder,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderQueueKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}
