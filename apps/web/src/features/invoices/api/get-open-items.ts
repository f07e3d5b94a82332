import type { OpenItemPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { OpenItemParams } from '../lib/open-items';
import { openItemsQuery } from './queries';

/** The customer's open invoices and unsettled credit notes (queries.ts), a page of the list and what is open. */
export function useOpenItems(params: OpenItemParams) {
  return useQuery({
    ...screenQuery<OpenItemPage>(openItemsQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
