import type { QueryKey } from '@tanstack/react-query';
import { api } from './api-client';
import { useRefreshingMutation } from './mutations';

/*
 * The saves and deletes of the content administrations (documents, document types, news, help texts):
 * each item lives at `<path>/<id>`, and once it changed, the administration's own list and what the
 * customers see of it are fetched again before the mutation counts as done (a closing form then finds
 * its list already up to date).
 */

/** Creates an item (no id: POST to `path`) or updates one (PUT to `path/id`), then refreshes `keys`. */
export function useSaveContentItem<Body>(path: string, keys: readonly QueryKey[]) {
  return useRefreshingMutation(
    ({ id, body }: { id: string | null; body: Body }) =>
      id ? api.put(`${path}/${id}`, body) : api.post(path, body),
    { keys },
  );
}

/** Deletes an item (DELETE `path/id`), then refreshes `keys`. */
export function useDeleteContentItem(path: string, keys: readonly QueryKey[]) {
  return useRefreshingMutation((id: string) => api.delete(`${path}/${id}`), { keys });
}
