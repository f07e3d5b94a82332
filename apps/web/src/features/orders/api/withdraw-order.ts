import type { OrderDraft } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { ordersKeys } from './queries';

/**
 * POST /api/order-drafts/:id/withdraw (ADR-031): a queued order taken back to change it; the answer is
 * the open draft it is again. The pending list and the order screens' cached drafts are stale after it.
 */
export const withdrawOrder = (draftId: string) =>
  api.post<OrderDraft>(`/api/order-drafts/${draftId}/withdraw`, {});

export function useWithdrawOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOrder,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.pending }),
        queryClient.invalidateQueries({ queryKey: sharedQueryKeys.orderDrafts }),
      ]);
    },
  });
}
