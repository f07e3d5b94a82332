import type { InvoiceLine, ListPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { invoiceLinesQuery } from './queries';

/** The customer's invoice and credit note lines (queries.ts), a page of the list. */
export function useInvoiceLines(params: ListParams) {
  return useQuery({
    ...screenQuery<ListPage<InvoiceLine>>(invoiceLinesQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
