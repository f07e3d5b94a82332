import type { InvoiceLine, ListPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { invoicesKeys } from './query-keys';

/** GET /api/invoices: the customer's invoice and credit note lines, 20 a page, newest first (D17). */
export function useInvoiceLines({ page, search }: ListParams) {
  return useQuery({
    queryKey: invoicesKeys.lines({ page, search }),
    ...apiGetQuery<ListPage<InvoiceLine>>('/api/invoices', { page, search }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
