import type { MaintenanceState } from '@selvedge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const maintenanceQueryKey = ['maintenance'] as const;

export const getMaintenance = () => api.get<MaintenanceState>('/api/maintenance');

export const maintenanceQueryOptions = queryOptions({
  queryKey: maintenanceQueryKey,
  queryFn: getMaintenance,
});

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions);
}
