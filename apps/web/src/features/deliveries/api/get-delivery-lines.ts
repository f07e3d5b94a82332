import type { DeliveryLine, ListPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';

export const deliveriesKeys = {
  lines: (params: ListParams) => ['deliveries', 'lines', params] as const,
};

/** GET /api/deliveries: the customer's delivery lines, 20 a page, newest first (D17). */
export function useDeliveryLines({ page, search }: ListParams) {
  return useQuery({
    queryKey: deliveriesKeys.lines({ page, search }),
    ...apiGetQuery<ListPage<DeliveryLine>>('/api/deliveries', { page, search }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
