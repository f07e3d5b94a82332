import type { GetQuery, ScreenFirstQueries } from '../../../lib/screen-queries';

export const statementKeys = {
  statement: ['statement'] as const,
};

/** GET /api/statement: the customer's open items, recent payments and balance per currency. */
export const statementQuery: GetQuery = { queryKey: statementKeys.statement, path: '/api/statement' };

/** What /statement asks when first drawn (statement-page.tsx). */
export const statementFirstQueries: ScreenFirstQueries = { queries: () => [statementQuery] };
