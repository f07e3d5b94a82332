import { type ListParams, readListParams } from '../../../lib/list-params';
import { canPlaceOrders } from '../../../lib/order-rights';
import {
  type GetQuery,
  helpTextQuery,
  listPageQuery,
  type ScreenFirstQueries,
} from '../../../lib/screen-queries';

export const ordersKeys = {
  /** Every page and search of the order lines: refreshed when a pending order reaches the lists. */
  allLines: ['orders', 'lines'] as const,
  lines: (params: ListParams) => ['orders', 'lines', params] as const,
  pending: ['orders', 'pending'] as const,
};

/** GET /api/orders: the customer's order lines, 20 a page, newest first (D17). */
export const orderLinesQuery = (params: ListParams): GetQuery =>
  listPageQuery(ordersKeys.lines(params), '/api/orders', params);

/** GET /api/order-drafts/pending: approved orders the ERP has not placed, or its lists not shown, yet (D24). */
export const pendingOrdersQuery: GetQuery = {
  queryKey: ordersKeys.pending,
  path: '/api/order-drafts/pending',
};

/**
 * What /orders asks when first drawn (orders-page.tsx): the pending orders only for who orders, by the
 * one rule of lib/order-rights.ts the page asks too.
 */
export const ordersFirstQueries: ScreenFirstQueries = {
  queries: ({ search, session }) => [
    helpTextQuery('Orders'),
    ...(canPlaceOrders(session.user) ? [pendingOrdersQuery] : []),
    orderLinesQuery(readListParams(search)),
  ],
};
