import type { AdminWorkQueue } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

export const getWorkQueue = () => api.get<AdminWorkQueue>('/api/dashboard/work-queue');

export const workQueueQueryOptions = queryOptions({
  queryKey: dashboardKeys.workQueue,
  queryFn: getWorkQueue,
});

export function useWorkQueue() {
  return useQuery(workQueueQueryOptions);
}
