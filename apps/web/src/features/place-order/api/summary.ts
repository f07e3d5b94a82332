import type { OrderSummary } from '@selvedge/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { placeOrderKeys } from './draft';

/** The summary of one draft for one shipping type: another type can cost other freight (D28). */
export const summaryKey = (draftId: string, shippingTypeCode: string | null) =>
  [...placeOrderKeys.all, 'summary', draftId, shippingTypeCode] as const;

/** POST /api/order-drafts/:id/summary: the expenses from the ERP and the totals (ordering §4 step 8). */
export const getOrderSummary = (draftId: string, shippingTypeCode: string | null) =>
  api.post<OrderSummary>(`/api/order-drafts/${draftId}/summary`, { shippingTypeCode });

/**
 * The amounts of the summary modal while it is open. A POST, but it only computes (and keeps the
 * expenses the user is about to approve), so it is read as a query: asked on every opening (the lines
 * may have changed since), never kept after the modal closes, and the previous amounts stay on screen,
 * dimmed, while another shipping type is computed. A summary that found new prices has written them
 * to the draft: the draft is asked for again, so its lines show them too.
 */
export function useOrderSummary(draftId: string, shippingTypeCode: string | null, isEnabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: summaryKey(draftId, shippingTypeCode),
    queryFn: async () => {
      const summary = await getOrderSummary(draftId, shippingTypeCode);
      if (summary.changes.some((change) => change.kind === 'priceChanged')) {
        void queryClient.invalidateQueries({ queryKey: placeOrderKeys.draft(draftId) });
        void queryClient.invalidateQueries({ queryKey: [...placeOrderKeys.all, 'current'] });
      }
      return summary;
    },
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
}
