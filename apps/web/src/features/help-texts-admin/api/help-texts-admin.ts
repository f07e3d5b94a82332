import type { HelpTextAdmin, HelpTextCreate, HelpTextUpdate } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDeleteContentItem, useSaveContentItem } from '../../../lib/content-admin';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { wholeListPage } from '../../../lib/whole-list-page';

export const helpTextsAdminKeys = {
  all: ['admin', 'help-texts'] as const,
};

/** GET /api/admin/help-texts: one per page at most, so the list comes whole. */
export function useHelpTextsAdminList() {
  return useQuery({
    queryKey: helpTextsAdminKeys.all,
    queryFn: () => api.get<{ helpTexts: HelpTextAdmin[] }>('/api/admin/help-texts'),
    select: (data) => wholeListPage(data.helpTexts),
  });
}

/** Create (no id) or update; the info buttons follow at once. */
export function useSaveHelpText() {
  return useSaveContentItem<HelpTextCreate | HelpTextUpdate>('/api/admin/help-texts', [
    helpTextsAdminKeys.all,
    sharedQueryKeys.helpTexts,
  ]);
}

export function useDeleteHelpText() {
  return useDeleteContentItem('/api/admin/help-texts', [helpTextsAdminKeys.all, sharedQueryKeys.helpTexts]);
}
