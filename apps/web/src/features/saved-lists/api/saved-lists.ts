import type {
  SavedList,
  SavedListCreate,
  SavedListLineUpdate,
  SavedLists,
  SavedListToDraft,
  SavedListToDraftResult,
  SavedListUpdate,
} from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, screenQuery } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { savedListQuery, savedListsKeys, savedListsQuery } from './queries';

export function useSavedLists() {
  return useQuery(screenQuery<SavedLists>(savedListsQuery));
}

export function useSavedList(id: string | null) {
  return useQuery({ ...screenQuery<SavedList>(savedListQuery(id ?? '')), enabled: id !== null });
}

/**
 * Every change answers the whole list: it replaces the cached one, and the overview (names, counts) and
 * the stars (a line of the favourites) are asked again.
 */
function useListChange<Input>(request: (input: Input) => Promise<SavedList>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (list) => {
      queryClient.setQueryData(savedListsKeys.list(list.id), list);
      void queryClient.invalidateQueries({ queryKey: savedListsKeys.lists });
      if (list.kind === 'favourites')
        void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.favourites });
    },
  });
}

export const useCreateList = () =>
  useListChange((input: SavedListCreate) => api.post<SavedList>('/api/saved-lists', input));

export const useUpdateList = (id: string) =>
  useListChange((input: SavedListUpdate) => api.patch<SavedList>(`/api/saved-lists/${id}`, input));

export const useAddLine = (id: string) =>
  useListChange((itemCode: string) => api.post<SavedList>(`/api/saved-lists/${id}/lines`, { itemCode }));

export const useUpdateLine = (id: string) =>
  useListChange(({ lineId, ...values }: SavedListLineUpdate & { lineId: string }) =>
    api.put<SavedList>(`/api/saved-lists/${id}/lines/${lineId}`, values),
  );

export const useRemoveLine = (id: string) =>
  useListChange((lineId: string) => api.delete<SavedList>(`/api/saved-lists/${id}/lines/${lineId}`));

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/saved-lists/${id}`),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: savedListsKeys.list(id) });
      void queryClient.invalidateQueries({ queryKey: savedListsKeys.lists });
    },
  });
}

/** Lines to the open draft: the order screen's draft is asked again, and the list (its remembered quantities). */
export function useAddToDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedListToDraft) =>
      api.post<SavedListToDraftResult>(`/api/saved-lists/${id}/add-to-draft`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.orderDrafts });
      void queryClient.invalidateQueries({ queryKey: savedListsKeys.list(id) });
    },
  });
}
