/**
 * The page and quick search of a list live in the address (conventions: list state in the URL), so
 * back, refresh and a shared link show the same page.
 */
export interface ListParams {
  page: number;
  /** The applied search; empty when none. */
  search: string;
}

const MAX_PAGE = 100_000;

/** Reads `?page=&search=`; anything unreadable is page 1 without a search. */
export function readListParams(params: URLSearchParams): ListParams {
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? Math.min(raw, MAX_PAGE) : 1;
  return { page, search: (params.get('search') ?? '').trim() };
}

/** The address of another page; page 1 is left out so the plain list has a plain address. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(Math.min(Math.floor(page), MAX_PAGE)));
  else next.delete('page');
  return next;
}

/** A new search starts at page 1: page 7 of the old results means nothing for the new ones. */
export function withSearch(params: URLSearchParams, search: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = search.trim();
  if (trimmed) next.set('search', trimmed);
  else next.delete('search');
  next.delete('page');
  return next;
}

/** How many pages `total` rows fill; at least 1, so the pager never shows "page 1 of 0". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
