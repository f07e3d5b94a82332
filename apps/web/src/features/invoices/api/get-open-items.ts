import type { ListPage, OpenItem } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { openItemsQuery } from './queries';

/** The customer's open invoices and unsettled credit notes (queries.ts), a page of the list. */
export function useOpenItems(params: ListParams) {
  return useQuery({
    ...screenQuery<ListPage<OpenItem>>(openItemsQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
