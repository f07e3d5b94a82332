import type { ListPage, OrderQueue, OrderQueueEntry } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderQueueKeys } from './query-keys';

/** GET /api/order-queue: failed orders first, then those waiting long for the ERP (ADR-031). */
export const getOrderQueue = () => api.get<OrderQueue>('/api/order-queue');

/** The whole queue as one page of the app's list (it is short: the API answers at most 100). */
const asListPage = ({ orders }: OrderQueue): ListPage<OrderQueueEntry> => ({
  rows: orders,
  total: orders.length,
  page: 1,
  pageSize: Math.max(orders.length, 1),
});

export function useOrderQueue() {
  return useQuery({ queryKey: orderQueueKeys.list, queryFn: getOrderQueue, select: asListPage });
}
