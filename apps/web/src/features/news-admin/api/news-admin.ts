import type { NewsAdmin, NewsInput, UploadedFile } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client';
import { useDeleteContentItem, useSaveContentItem } from '../../../lib/content-admin';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { wholeListPage } from '../../../lib/whole-list-page';

export type NewsView = 'current' | 'history';

const all = ['admin', 'news'] as const;

export const newsAdminKeys = {
  all,
  list: (view: NewsView) => [...all, view] as const,
};

/** GET /api/admin/news: current and future items, or the history (end date passed). */
export function useNewsAdminList(view: NewsView) {
  return useQuery({
    queryKey: newsAdminKeys.list(view),
    queryFn: () => api.get<{ news: NewsAdmin[] }>('/api/admin/news', { query: { view } }),
    // The shared table pages on the server; this list is short and comes whole.
    select: (data) => wholeListPage(data.news),
  });
}

/** POST /api/admin/files: one image or document, checked by the server (D7). */
export const uploadFile = (file: File, purpose: 'newsImage' | 'document') =>
  apiUpload<UploadedFile>('/api/admin/files', file, { purpose, name: file.name });

/** Create (no id) or update a news item; the dashboard's news follows at once. */
export function useSaveNews() {
  return useSaveContentItem<NewsInput>('/api/admin/news', [newsAdminKeys.all, sharedQueryKeys.news]);
}

export function useDeleteNews() {
  return useDeleteContentItem('/api/admin/news', [newsAdminKeys.all, sharedQueryKeys.news]);
}
