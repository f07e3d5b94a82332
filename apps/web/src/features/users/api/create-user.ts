import type { CreateUserRequest, UserRow } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersKeys } from './query-keys';

/** POST /api/users; the new user is mailed a link to choose a password. */
export const createUser = (body: CreateUserRequest) => api.post<UserRow>('/api/users', body);

export function useCreateUser() {
  return useRefreshingMutation(createUser, { keys: [usersKeys.all] });
}
