import type { AdminWorkQueue } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/work-queue: what waits for an administrator. */
export function useWorkQueue() {
  return useQuery({
    queryKey: dashboardKeys.workQueue,
    ...apiGetQuery<AdminWorkQueue>('/api/dashboard/work-queue'),
  });
}
