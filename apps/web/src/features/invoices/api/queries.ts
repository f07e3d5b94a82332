import type { ListParams } from '../../../lib/list-params';
import { type GetQuery, listPageQuery, listScreenFirstQueries } from '../../../lib/screen-queries';
import { invoicesKeys } from './query-keys';

/** GET /api/invoices: the customer's invoice and credit note lines, 20 a page, newest first (D17). */
export const invoiceLinesQuery = (params: ListParams): GetQuery =>
  listPageQuery(invoicesKeys.lines(params), '/api/invoices', params);

/** GET /api/open-items: the customer's open invoices and unsettled credit notes, 20 a page, newest first (D17). */
export const openItemsQuery = (params: ListParams): GetQuery =>
  listPageQuery(invoicesKeys.openItems(params), '/api/open-items', params);

/** What /salesinvoices asks when first drawn (sales-invoices-page.tsx). */
export const salesInvoicesFirstQueries = listScreenFirstQueries('Salesinvoices', invoiceLinesQuery);

/** What /outstandingInvoices asks when first drawn (outstanding-invoices-page.tsx). */
export const openItemsFirstQueries = listScreenFirstQueries('Open_invoices', openItemsQuery);
