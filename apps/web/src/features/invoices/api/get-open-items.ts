import type { ListPage, OpenItem } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { invoicesKeys } from './query-keys';

/** GET /api/open-items: the customer's open invoices and unsettled credit notes, 20 a page, newest first (D17). */
export function useOpenItems({ page, search }: ListParams) {
  return useQuery({
    queryKey: invoicesKeys.openItems({ page, search }),
    ...apiGetQuery<ListPage<OpenItem>>('/api/open-items', { page, search }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
