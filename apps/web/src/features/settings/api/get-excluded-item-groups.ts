import type { ExcludedItemGroups } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/settings/excluded-item-groups: the excluded codes and every item group of the ERP. */
export const getExcludedItemGroups = () => api.get<ExcludedItemGroups>('/api/settings/excluded-item-groups');

export function useExcludedItemGroups() {
  return useQuery({ queryKey: settingsKeys.excludedItemGroups, queryFn: getExcludedItemGroups });
}
