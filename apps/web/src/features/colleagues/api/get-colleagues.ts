import type { Colleague, ColleagueList, ListPage } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { colleaguesQuery } from './queries';

/** The whole list as one page of the app's list: a customer has a handful of users. */
const asListPage = ({ rows }: ColleagueList): ListPage<Colleague> => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: Math.max(rows.length, 1),
});

export function useColleagues() {
  return useQuery({ ...screenQuery<ColleagueList>(colleaguesQuery), select: asListPage });
}
