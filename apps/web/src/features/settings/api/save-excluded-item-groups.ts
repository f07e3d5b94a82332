import type { ExcludedItemGroups, ExcludedItemGroupsUpdate } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** PUT /api/settings/excluded-item-groups: replaces the list (D34). */
export const saveExcludedItemGroups = (body: ExcludedItemGroupsUpdate) =>
  api.put<ExcludedItemGroups>('/api/settings/excluded-item-groups', body);

export function useSaveExcludedItemGroups() {
  return useReplacingMutation(saveExcludedItemGroups, settingsKeys.excludedItemGroups);
}
