import type { ListPage, OrderLine } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { orderLinesQuery } from './queries';

export { ordersKeys } from './queries';

/** The customer's order lines (queries.ts), a page of the list. */
export function useOrderLines(params: ListParams) {
  return useQuery({
    ...screenQuery<ListPage<OrderLine>>(orderLinesQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
