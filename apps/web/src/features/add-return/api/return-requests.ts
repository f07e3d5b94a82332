import type { ReturnableLinePage, ReturnRequestInput, ReturnRequestResult } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { useRefreshingMutation } from '../../../lib/mutations';

export const addReturnKeys = {
  all: ['add-return'] as const,
  returnableLines: (params: ListParams) => ['add-return', 'returnable-lines', params] as const,
};

/** GET /api/returnable-lines: the customer's delivered lines, 20 a page, quick search (D17, D30). */
export const getReturnableLines = ({ page, search }: ListParams) =>
  api.get<ReturnableLinePage>('/api/returnable-lines', { query: { page, search } });

export function useReturnableLines(params: ListParams, isEnabled: boolean) {
  return useQuery({
    queryKey: addReturnKeys.returnableLines(params),
    queryFn: () => getReturnableLines(params),
    enabled: isEnabled,
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/return-requests (ordering §4 "Return flow", D24, D30). The request key makes it
 * idempotent: the same key again answers the first request and never makes a second return.
 */
export const submitReturnRequest = (input: ReturnRequestInput) =>
  api.post<ReturnRequestResult>('/api/return-requests', input);

export function useSubmitReturnRequest() {
  // Whatever the answer, what can still be returned has changed or may have: asked again next time.
  return useRefreshingMutation(submitReturnRequest, { keys: [addReturnKeys.all], after: 'settled' });
}
