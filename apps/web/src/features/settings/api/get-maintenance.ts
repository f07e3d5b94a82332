import type { MaintenanceState } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const maintenanceQueryKey = ['maintenance'] as const;

/** GET /api/maintenance: the switch and the four texts. */
export const getMaintenance = () => api.get<MaintenanceState>('/api/maintenance');

export function useMaintenance() {
  return useQuery({ queryKey: maintenanceQueryKey, queryFn: getMaintenance });
}
