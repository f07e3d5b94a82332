import { type ListParams, readListParams } from '../../../lib/list-params';
import {
  type GetQuery,
  helpTextQuery,
  listPageQuery,
  listScreenFirstQueries,
  type ScreenFirstQueries,
} from '../../../lib/screen-queries';
import { type OpenItemParams, readOpenItemSort } from '../lib/open-items';
import { invoicesKeys } from './query-keys';

/** GET /api/invoices: the customer's invoice and credit note lines, 20 a page, newest first (D17). */
export const invoiceLinesQuery = (params: ListParams): GetQuery =>
  listPageQuery(invoicesKeys.lines(params), '/api/invoices', params);

/**
 * GET /api/open-items: the customer's open invoices and unsettled credit notes, 20 a page, newest first
 * or by due date (D17), with what is open per currency.
 */
export const openItemsQuery = ({ sort, ...params }: OpenItemParams): GetQuery => {
  const page = listPageQuery(invoicesKeys.openItems({ ...params, sort }), '/api/open-items', params);
  return { ...page, query: { ...page.query, sort } };
};

/** What /salesinvoices asks when first drawn (sales-invoices-page.tsx). */
export const salesInvoicesFirstQueries = listScreenFirstQueries('Salesinvoices', invoiceLinesQuery);

/** What /outstandingInvoices asks when first drawn, in the order its address asks (outstanding-invoices-page.tsx). */
export const openItemsFirstQueries: ScreenFirstQueries = {
  queries: ({ search }) => [
    helpTextQuery('Open_invoices'),
    openItemsQuery({ ...readListParams(search), sort: readOpenItemSort(search) }),
  ],
};
