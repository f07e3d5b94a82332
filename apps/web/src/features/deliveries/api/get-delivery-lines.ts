import type { DeliveryLine, ListPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { deliveryLinesQuery } from './queries';

export { deliveriesKeys } from './queries';

/** The customer's delivery lines (queries.ts), a page of the list. */
export function useDeliveryLines(params: ListParams) {
  return useQuery({
    ...screenQuery<ListPage<DeliveryLine>>(deliveryLinesQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
