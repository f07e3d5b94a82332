import type { StockCheckRequest, StockCheckResult } from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/stock-check (ordering §4 "Stock check flow", D29): when this quantity of the item could be
 * delivered. A pattern item sends its rows and the server calculates the length (D25).
 */
export const checkStock = (request: StockCheckRequest) =>
  // The screen says what went wrong itself, with the reference id (ordering §8).
  api.post<StockCheckResult>('/api/stock-check', request, { isServerErrorShownByCaller: true });

/** A check is asked, not kept: every press of Check asks again, since stock moves. */
export function useStockCheck() {
  return useMutation({ mutationFn: checkStock });
}
