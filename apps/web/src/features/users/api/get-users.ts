import type { Filter, UserPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UserListParams {
  page: number;
  pageSize: number;
  search: string;
  showAll: boolean;
  filter: Filter;
}

export const usersQueryKey = ['users'] as const;

/** GET /api/users: server-paged, quick search, Show All Users and the filter panel (D6, D17). */
export const getUsers = ({ page, pageSize, search, showAll, filter }: UserListParams) =>
  api.get<UserPage>('/api/users', {
    query: {
      page,
      pageSize,
      search,
      showAll: showAll ? 'true' : undefined,
      filter: filter.length > 0 ? JSON.stringify(filter) : undefined,
    },
  });

export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...usersQueryKey, 'list', params],
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
