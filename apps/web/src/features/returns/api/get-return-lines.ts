import type { ListPage, ReturnLine } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import type { ListParams } from '../../../lib/list-params';
import { returnLinesQuery } from './queries';

export { returnsKeys } from './queries';

/** The customer's return request lines (queries.ts), a page of the list. */
export function useReturnLines(params: ListParams) {
  return useQuery({
    ...screenQuery<ListPage<ReturnLine>>(returnLinesQuery(params)),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
