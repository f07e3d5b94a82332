import type { ListPage, OrderLine } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const ordersKeys = {
  /** Every page and search of the order lines: refreshed when a pending order reaches the lists. */
  allLines: ['orders', 'lines'] as const,
  lines: (params: ListParams) => ['orders', 'lines', params] as const,
  pending: ['orders', 'pending'] as const,
};

/** GET /api/orders: the customer's order lines, 20 a page, newest first (D17). */
export function useOrderLines({ page, search }: ListParams) {
  return useQuery({
    queryKey: ordersKeys.lines({ page, search }),
    ...apiGetQuery<ListPage<OrderLine>>('/api/orders', { page, search }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
