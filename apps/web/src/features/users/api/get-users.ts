import type { UserPage } from '@selvedge/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserListParams } from '../users-params';
import { usersKeys } from './query-keys';

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
    queryKey: usersKeys.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
