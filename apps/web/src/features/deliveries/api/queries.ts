import type { ListParams } from '../../../lib/list-params';
import { type GetQuery, listPageQuery, listScreenFirstQueries } from '../../../lib/screen-queries';

export const deliveriesKeys = {
  lines: (params: ListParams) => ['deliveries', 'lines', params] as const,
};

/** GET /api/deliveries: the customer's delivery lines, 20 a page, newest first (D17). */
export const deliveryLinesQuery = (params: ListParams): GetQuery =>
  listPageQuery(deliveriesKeys.lines(params), '/api/deliveries', params);

/** What /deliveries asks when first drawn (deliveries-page.tsx). */
export const deliveriesFirstQueries = listScreenFirstQueries('Deliveries', deliveryLinesQuery);
