import type { AdminWorkQueue } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const workQueueQueryKey = ['dashboard', 'work-queue'] as const;

export const getWorkQueue = () => api.get<AdminWorkQueue>('/api/dashboard/work-queue');

export const workQueueQueryOptions = queryOptions({ queryKey: workQueueQueryKey, queryFn: getWorkQueue });

export function useWorkQueue() {
  return useQuery(workQueueQueryOptions);
}
