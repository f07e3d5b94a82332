import type { InvoiceLine, ListPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { invoicesKeys } from './query-keys';

/** GET /api/invoices: the customer's invoice and credit note lines, 20 a page, newest first (D17). */
export const getInvoiceLines = ({ page, search }: ListParams) =>
  api.get<ListPage<InvoiceLine>>('/api/invoices', { query: { page, search } });

export function useInvoiceLines(params: ListParams) {
  return useQuery({
    queryKey: invoicesKeys.lines(params),
    queryFn: () => getInvoiceLines(params),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
