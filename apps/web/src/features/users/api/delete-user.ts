import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersKeys } from './query-keys';

/** DELETE /api/users/:id: inactive users only. */
export const deleteUser = (id: string) => api.delete<{ ok: true }>(`/api/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  return useRefreshingMutation(deleteUser, { keys: [usersKeys.all] });
}
