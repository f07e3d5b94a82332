import type { HelpTextAdmin, HelpTextCreate, HelpTextUpdate, ListPage } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

export const helpTextsAdminKeys = {
  all: ['admin', 'help-texts'] as const,
};

/** GET /api/admin/help-texts: one per page at most, so the list comes whole. */
export function useHelpTextsAdminList() {
  return useQuery({
    queryKey: helpTextsAdminKeys.all,
    queryFn: () => api.get<{ helpTexts: HelpTextAdmin[] }>('/api/admin/help-texts'),
    select: (data): ListPage<HelpTextAdmin> => ({
      rows: data.helpTexts,
      total: data.helpTexts.length,
      page: 1,
      pageSize: Math.max(data.helpTexts.length, 1),
    }),
  });
}

/** Create (no id) or update; the info buttons follow at once. */
export function useSaveHelpText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: HelpTextCreate | HelpTextUpdate }) =>
      id ? api.put(`/api/admin/help-texts/${id}`, body) : api.post('/api/admin/help-texts', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpTextsAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.helpTexts });
    },
  });
}

export function useDeleteHelpText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/help-texts/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: helpTextsAdminKeys.all });
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.helpTexts });
    },
  });
}
