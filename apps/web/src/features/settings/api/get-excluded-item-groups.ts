import type { ExcludedItemGroups } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const excludedItemGroupsQueryKey = ['settings', 'excluded-item-groups'] as const;

/** GET /api/settings/excluded-item-groups: the excluded codes and every item group of the ERP. */
export const getExcludedItemGroups = () => api.get<ExcludedItemGroups>('/api/settings/excluded-item-groups');

export function useExcludedItemGroups() {
  return useQuery({ queryKey: excludedItemGroupsQueryKey, queryFn: getExcludedItemGroups });
}
