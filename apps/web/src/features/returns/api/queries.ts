import type { ListParams } from '../../../lib/list-params';
import { type GetQuery, listPageQuery, listScreenFirstQueries } from '../../../lib/screen-queries';

export const returnsKeys = {
  all: ['returns'] as const,
  lines: (params: ListParams) => ['returns', 'lines', params] as const,
};

/** GET /api/returns: the customer's return request lines, 20 a page, newest first (D17). */
export const returnLinesQuery = (params: ListParams): GetQuery =>
  listPageQuery(returnsKeys.lines(params), '/api/returns', params);

/** What /returns asks when first drawn (returns-page.tsx). */
export const returnsFirstQueries = listScreenFirstQueries('Returns', returnLinesQuery);
