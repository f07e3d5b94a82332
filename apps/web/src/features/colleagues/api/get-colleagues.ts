import type { ColleagueList } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { wholeListPage } from '../../../lib/whole-list-page';
import { colleaguesQuery } from './queries';

/** The whole list as one page: a customer has a handful of users. */
export function useColleagues() {
  return useQuery({
    ...screenQuery<ColleagueList>(colleaguesQuery),
    select: ({ rows }) => wholeListPage(rows),
  });
}
