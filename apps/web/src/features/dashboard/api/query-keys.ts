import type { Language } from '@selvedge/contracts';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** Below shared roots: other screens change what the dashboard shows (`lib/query-keys.ts`). */
export const dashboardKeys = {
  all: sharedQueryKeys.dashboard,
  customer: [...sharedQueryKeys.dashboard, 'customer'] as const,
  workQueue: [...sharedQueryKeys.dashboard, 'work-queue'] as const,
  news: (language: Language | undefined) => [...sharedQueryKeys.news, language] as const,
};
