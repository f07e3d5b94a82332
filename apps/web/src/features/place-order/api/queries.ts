import type { HelpPage, OrderType } from '@selvedge/contracts';
import { sharedQueryKeys } from '../../../lib/query-keys';
import {
  type GetQuery,
  helpTextQuery,
  type ReadQuery,
  type ScreenFirstQueries,
} from '../../../lib/screen-queries';

/** The ordering screens' query keys; the address book, summary and approval hooks build on these too. */
export const placeOrderKeys = {
  all: sharedQueryKeys.orderDrafts,
  draft: (id: string) => ['place-order', 'draft', id] as const,
  current: (orderType: OrderType) => ['place-order', 'current', orderType] as const,
  context: ['place-order', 'context'] as const,
};

/**
 * POST /api/order-drafts/current: the user's open draft of this type, created when there is none. A
 * POST, but it answers the same draft until it is approved: read as a query (D22).
 */
export const currentDraftQuery = (orderType: OrderType): ReadQuery => ({
  queryKey: placeOrderKeys.current(orderType),
  post: '/api/order-drafts/current',
  body: { orderType },
});

/** GET /api/ordering/context: customer, addresses, countries, shipping types and the terms link. */
export const orderingContextQuery: GetQuery = {
  queryKey: placeOrderKeys.context,
  path: '/api/ordering/context',
};

/** The help page of each order form (place-order-page.tsx). */
const helpOf: Record<OrderType, HelpPage> = { B2B: 'Place_an_order', SAMPLE: 'Place_a_sample_order' };

/** What an order form asks when first drawn (place-order-page.tsx): its help, the context and its draft. */
export const orderFormFirstQueries = (orderType: OrderType): ScreenFirstQueries => ({
  queries: () => [helpTextQuery(helpOf[orderType]), orderingContextQuery, currentDraftQuery(orderType)],
});
