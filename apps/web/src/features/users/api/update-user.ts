import type { UpdateUserRequest, UserRow } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersKeys } from './query-keys';

/** PUT /api/users/:id: everything but the e-mail. */
export const updateUser = ({ id, ...body }: UpdateUserRequest & { id: string }) =>
  api.put<UserRow>(`/api/users/${encodeURIComponent(id)}`, body);

export function useUpdateUser() {
  return useRefreshingMutation(updateUser, { keys: [usersKeys.all] });
}
