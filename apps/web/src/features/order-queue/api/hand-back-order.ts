import type { HandBackRequest, OrderQueueEntry } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
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
  return useRefreshingMutation(handBackOrder, {
    keys: [orderQueueKeys.all, sharedQueryKeys.dashboard],
    after: 'settled',
    isInBackground: true,
  });
}
