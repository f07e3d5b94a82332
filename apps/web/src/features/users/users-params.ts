import { DEFAULT_USER_PAGE_SIZE, type Filter, type UserPageSize, userPageSizes } from '@selvedge/contracts';

/** What the users list is asked for: the page, the quick search, Show All Users and the filter panel. */
export interface UserListParams {
  page: number;
  pageSize: number;
  search: string;
  showAll: boolean;
  filter: Filter;
}

/** `?size=` of the users list: one of 10, 25, 50, 100 (foundations 9); anything else is 10. */
export function readPageSize(params: URLSearchParams): UserPageSize {
  const size = Number(params.get('size'));
  return (userPageSizes as readonly number[]).includes(size)
    ? (size as UserPageSize)
    : DEFAULT_USER_PAGE_SIZE;
}

/** Another page size or Show All Users starts at page 1; the defaults leave the address plain. */
export function withListOption(
  params: URLSearchParams,
  option: { size: UserPageSize } | { showAll: boolean },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('size' in option) {
    if (option.size === DEFAULT_USER_PAGE_SIZE) next.delete('size');
    else next.set('size', String(option.size));
  } else if (option.showAll) next.set('all', '1');
  else next.delete('all');
  next.delete('page');
  return next;
}

export const readShowAll = (params: URLSearchParams): boolean => params.get('all') === '1';
