import type { OrderDraft } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { ordersKeys } from './queries';

/**
 * POST /api/order-drafts/:id/withdraw (ADR-031): a queued order taken back to change it; the answer is
 * the open draft it is again. The pending list and the order screens' cached drafts are stale after it.
 */
export const withdrawOrder = (draftId: string) =>
  api.post<OrderDraft>(`/api/order-drafts/${draftId}/withdraw`, {});

export function useWithdrawOrder() {
  return useRefreshingMutation(withdrawOrder, {
    keys: [ordersKeys.pending, sharedQueryKeys.orderDrafts],
    after: 'settled',
  });
}
