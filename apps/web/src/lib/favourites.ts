import type { Favourites, SessionResponse } from '@selvedge/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sharedQueryKeys } from './query-keys';

/**
 * The items the user starred: one query under one key, so a star shows the same state on every screen
 * (detail lines, the order screen, the stock check) and the Lists screen's favourites.
 */
export const favouritesQuery = { queryKey: sharedQueryKeys.favourites, path: '/api/favourites' } as const;

/** Who keeps favourites: a Customer or Sales user of a customer; an Administrator has none. */
export const keepsFavourites = (session: SessionResponse | null | undefined): boolean =>
  Boolean(session && session.user.role !== 'Administrator' && session.user.customer && !session.isRestricted);

/** Whether `itemCode` is among the starred codes (codes as the ERP has them, compared in any case). */
export function isStarred(favourites: Favourites | undefined, itemCode: string): boolean {
  const wanted = itemCode.trim().toUpperCase();
  return Boolean(favourites?.itemCodes.some((code) => code.toUpperCase() === wanted));
}

/** The starred codes with `itemCode` starred or not: what the screen shows before the server answers. */
export function withStar(favourites: Favourites | undefined, itemCode: string, isOn: boolean): Favourites {
  const codes = (favourites?.itemCodes ?? []).filter(
    (code) => code.toUpperCase() !== itemCode.trim().toUpperCase(),
  );
  return { itemCodes: isOn ? [...codes, itemCode.trim()] : codes };
}

export function useFavourites(isEnabled: boolean) {
  return useQuery({
    queryKey: favouritesQuery.queryKey,
    queryFn: () => api.get<Favourites>(favouritesQuery.path),
    enabled: isEnabled,
  });
}

/**
 * Stars or unstars an item: shown at once, the server's answer then replaces the list (and a failure
 * puts the star back). The Lists screen's favourites are asked again.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemCode, isOn }: { itemCode: string; isOn: boolean }) => {
      const path = `/api/favourites/${encodeURIComponent(itemCode.trim())}`;
      return isOn ? api.put<Favourites>(path, {}) : api.delete<Favourites>(path);
    },
    onMutate: async ({ itemCode, isOn }) => {
      await queryClient.cancelQueries({ queryKey: sharedQueryKeys.favourites });
      const before = queryClient.getQueryData<Favourites>(sharedQueryKeys.favourites);
      queryClient.setQueryData(sharedQueryKeys.favourites, withStar(before, itemCode, isOn));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(sharedQueryKeys.favourites, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(sharedQueryKeys.favourites, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.savedLists }),
  });
}
