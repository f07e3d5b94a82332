import type { CustomerGroup, ListPage, NewsAdmin, NewsInput, UploadedFile } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';

export type NewsView = 'current' | 'history';
const newsAdminKey = ['admin', 'news'] as const;

/** GET /api/admin/news: current and future items, or the history (end date passed). */
export function useNewsAdminList(view: NewsView) {
  return useQuery({
    queryKey: [...newsAdminKey, view],
    queryFn: () => api.get<{ news: NewsAdmin[] }>('/api/admin/news', { query: { view } }),
    // The shared table pages on the server; this list is short and comes whole.
    select: (data): ListPage<NewsAdmin> => ({
      rows: data.news,
      total: data.news.length,
      page: 1,
      pageSize: Math.max(data.news.length, 1),
    }),
  });
}

/** GET /api/admin/customer-groups: the ERP's customer groups. */
export function useCustomerGroups() {
  return useQuery({
    queryKey: ['admin', 'customer-groups'],
    queryFn: () => api.get<{ groups: CustomerGroup[] }>('/api/admin/customer-groups'),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/admin/files: one image or document, checked by the server (D7). */
export const uploadFile = (file: File, purpose: 'newsImage' | 'document') =>
  apiUpload<UploadedFile>('/api/admin/files', file, { purpose, name: file.name });

/** Create (no id) or update a news item; the dashboard's news (['news']) follows at once. */
export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NewsInput }) =>
      id ? api.put(`/api/admin/news/${id}`, body) : api.post('/api/admin/news', body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: newsAdminKey });
      await queryClient.invalidateQueries({ queryKey: ['news'] });
    },
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/admin/news/${id}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: newsAdminKey });
      await queryClient.invalidateQueries({ queryKey: ['news'] });
    },
  });
}
