import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type ListParams, readListParams, withPage, withSearch } from '../lib/list-params';

/** The page and applied search of a list, kept in the address (back and refresh keep them). */
export function useListParams(): ListParams & {
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = useMemo(() => readListParams(searchParams), [searchParams]);
  // Each page is its own history entry, so the back button returns to the page before.
  const setPage = useCallback(
    (next: number) => setSearchParams((current) => withPage(current, next)),
    [setSearchParams],
  );
  const setSearch = useCallback(
    (next: string) => setSearchParams((current) => withSearch(current, next)),
    [setSearchParams],
  );
  return { page, search, setPage, setSearch };
}

/** What a link from a list to a detail carries, so the detail's back link returns to the same page and search. */
export interface ReturnState {
  returnTo: string;
}

export function useReturnState(): ReturnState {
  const location = useLocation();
  return { returnTo: `${location.pathname}${location.search}` };
}

/** The list address to go back to: the one the user came from when it is that list, else the list itself. */
export function useBackTo(listPath: string): string {
  const { state } = useLocation();
  const returnTo = (state as Partial<ReturnState> | null)?.returnTo;
  return typeof returnTo === 'string' && (returnTo === listPath || returnTo.startsWith(`${listPath}?`))
    ? returnTo
    : listPath;
}
