import type { ListPage, ReturnLine } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const returnsKeys = {
  all: ['returns'] as const,
  lines: (params: ListParams) => ['returns', 'lines', params] as const,
};

/** GET /api/returns: the customer's return request lines, 20 a page, newest first (D17). */
export function useReturnLines({ page, search }: ListParams) {
  return useQuery({
    queryKey: returnsKeys.lines({ page, search }),
    ...apiGetQuery<ListPage<ReturnLine>>('/api/returns', { page, search }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
