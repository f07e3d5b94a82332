import type { UserListParams } from '../users-params';

const all = ['users'] as const;

export const usersKeys = {
  all,
  list: (params: UserListParams) => [...all, 'list', params] as const,
};
