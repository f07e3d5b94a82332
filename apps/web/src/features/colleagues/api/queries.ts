import type { GetQuery, ScreenFirstQueries } from '../../../lib/screen-queries';

const all = ['colleagues'] as const;

export const colleaguesKeys = {
  all,
  list: [...all, 'list'] as const,
};

/** GET /api/my-users: the users of the customer administrator's own customer (ADR-034). */
export const colleaguesQuery: GetQuery = { queryKey: colleaguesKeys.list, path: '/api/my-users' };

/** What /colleagues asks when first drawn (colleagues-page.tsx). */
export const colleaguesFirstQueries: ScreenFirstQueries = {
  queries: () => [colleaguesQuery],
};
