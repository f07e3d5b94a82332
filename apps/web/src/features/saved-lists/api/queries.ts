import { sharedQueryKeys } from '../../../lib/query-keys';
import type { GetQuery, ScreenFirstQueries } from '../../../lib/screen-queries';

/** Below the shared root, so that a star (lib/favourites.ts) refreshes the lists. */
export const savedListsKeys = {
  all: sharedQueryKeys.savedLists,
  lists: [...sharedQueryKeys.savedLists, 'lists'] as const,
  list: (id: string) => [...sharedQueryKeys.savedLists, 'list', id] as const,
};

/** GET /api/saved-lists: the favourites, the user's lists and their colleagues' shared ones. */
export const savedListsQuery: GetQuery = { queryKey: savedListsKeys.lists, path: '/api/saved-lists' };

export const savedListQuery = (id: string): GetQuery => ({
  queryKey: savedListsKeys.list(id),
  path: `/api/saved-lists/${id}`,
});

/** What /lists asks when first drawn (saved-lists-page.tsx): the lists; the chosen list's lines follow. */
export const savedListsFirstQueries: ScreenFirstQueries = { queries: () => [savedListsQuery] };
