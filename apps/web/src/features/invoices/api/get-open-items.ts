import type { ListPage, OpenItem } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { invoicesKeys } from './query-keys';

/** GET /api/open-items: the customer's open invoices and unsettled credit notes, 20 a page, newest first (D17). */
export const getOpenItems = ({ page, search }: ListParams) =>
  api.get<ListPage<OpenItem>>('/api/open-items', { query: { page, search } });

export function useOpenItems(params: ListParams) {
  return useQuery({
    queryKey: invoicesKeys.openItems(params),
    queryFn: () => getOpenItems(params),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
