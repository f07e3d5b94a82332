import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/*
 * The two ways a mutation keeps the cached screens true to the server: it asks its queries again, or
 * its answer replaces one. The content administrations' saves and deletes are the first kind
 * (content-admin.ts).
 */

/** What a mutation asks again once the server has answered. */
export interface Refresh {
  keys: readonly QueryKey[];
  /** After a success only (the default), or whatever the answer: a refused request may have changed them too. */
  after?: 'success' | 'settled';
  /**
   * The mutation is done at the server's answer and the queries are fetched behind it. By default it
   * waits for them, so that a form that closes on success finds its list already up to date.
   */
  isInBackground?: boolean;
}

/** A mutation after which the queries under `refresh.keys` are asked again. */
export function useRefreshingMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  { keys, after = 'success', isInBackground = false }: Refresh,
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    const refetched = Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return isInBackground ? undefined : refetched;
  };
  return useMutation({
    mutationFn,
    onSuccess: after === 'success' ? refresh : undefined,
    onSettled: after === 'settled' ? refresh : undefined,
  });
}

/** A save answered with what is now stored: the answer replaces the cached query at `queryKey` at once. */
export function useReplacingMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved: Data) => {
      queryClient.setQueryData(queryKey, saved);
    },
  });
}
