import type { ExcludedItemGroups, ExcludedItemGroupsUpdate } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** PUT /api/settings/excluded-item-groups: replaces the list (D34). */
export const saveExcludedItemGroups = (body: ExcludedItemGroupsUpdate) =>
  api.put<ExcludedItemGroups>('/api/settings/excluded-item-groups', body);

export function useSaveExcludedItemGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExcludedItemGroups,
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.excludedItemGroups, saved),
  });
}
