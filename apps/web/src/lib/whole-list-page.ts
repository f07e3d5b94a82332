import type { ListPage } from '@selvedge/contracts';

/**
 * A short list the API answers whole (a handful of users, at most 100 queued orders) as the one page of
 * the app's paged list, so the shared table shows it without a pager.
 */
export const wholeListPage = <Row>(rows: Row[]): ListPage<Row> => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: Math.max(rows.length, 1),
});
