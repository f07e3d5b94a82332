import type { OpenItemSort } from '@selvedge/contracts';
import type { ListParams } from '../../../lib/list-params';

/**
 * The open items list's order lives in the address beside its page and search (`?sort=dueDate`), so
 * back, refresh and a shared link keep it. Without one the list is newest first. Kept free of the
 * contracts' runtime (zod): the server and main.tsx read it to ask the screen's first page.
 */
const SORTS: readonly OpenItemSort[] = ['dueDate', '-dueDate'];

export interface OpenItemParams extends ListParams {
  /** Undefined: newest first. */
  sort?: OpenItemSort | undefined;
}

/** Reads `?sort=`; anything the list does not offer is its own order. */
export function readOpenItemSort(params: URLSearchParams): OpenItemSort | undefined {
  const sort = params.get('sort');
  return SORTS.find((candidate) => candidate === sort);
}

/** Another order starts at page 1: page 3 newest first is not page 3 by due date. */
export function withOpenItemSort(params: URLSearchParams, sort: OpenItemSort | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  next.delete('page');
  return next;
}

/** The due date header's next order: the first due on top, then the last due, then newest first again. */
export function nextDueDateSort(current: OpenItemSort | undefined): OpenItemSort | undefined {
  if (current === 'dueDate') return '-dueDate';
  if (current === '-dueDate') return undefined;
  return 'dueDate';
}
