import type { OrderQueue } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { wholeListPage } from '../../../lib/whole-list-page';
import { orderQueueKeys } from './query-keys';

/** GET /api/order-queue: failed orders first, then those waiting long for the ERP (ADR-031). */
export const getOrderQueue = () => api.get<OrderQueue>('/api/order-queue');

/** The whole queue as one page (it is short: the API answers at most 100). */
export function useOrderQueue() {
  return useQuery({
    queryKey: orderQueueKeys.list,
    queryFn: getOrderQueue,
    select: ({ orders }) => wholeListPage(orders),
  });
}
