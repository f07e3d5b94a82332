import type { ApprovalResult, ApproveRequest, OrderDraft } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { placeOrderKeys } from './draft';

/**
 * POST /api/order-drafts/:id/approve (ordering §4 step 9, D23, D24). The server makes it idempotent,
 * so a retry after a time-out or a lost connection never places the order twice.
 */
export const approveOrder = (draftId: string, body: ApproveRequest) =>
  api.post<ApprovalResult>(`/api/order-drafts/${draftId}/approve`, body);

export function useApproveOrder(draft: Pick<OrderDraft, 'id' | 'orderType'>) {
  const queryClient = useQueryClient();
  const refetchDraft = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: placeOrderKeys.draft(draft.id) }),
      queryClient.invalidateQueries({ queryKey: placeOrderKeys.current(draft.orderType) }),
    ]);
  return useMutation({
    mutationFn: (body: ApproveRequest) => approveOrder(draft.id, body),
    onSuccess: (result) => {
      if (result.state === 'rejected' || result.state === 'open') {
        // The draft is open again with the ERP's message (D23): the page shows it as the server has it.
        void refetchDraft();
        return;
      }
      // Placed or on its way: the next visit starts a new, empty draft. Only marked stale here, so the
      // order screen, still on screen until the navigation to /orders, does not fetch (and create)
      // that new draft now; the /orders page refreshes its pending orders itself when it arrives.
      void queryClient.invalidateQueries({ queryKey: placeOrderKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      // Placed meanwhile from another tab or device: what is cached is no longer the open draft.
      if (isApiError(error) && error.code === 'DRAFT_NOT_EDITABLE') void refetchDraft();
    },
  });
}
