import type { UserRow } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { usersKeys } from './query-keys';

/** POST /api/users/:id/activate or /deactivate; deactivation ends the user's sessions (D3). */
export const setUserActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.post<UserRow>(`/api/users/${encodeURIComponent(id)}/${isActive ? 'activate' : 'deactivate'}`);

export function useSetUserActive() {
  return useRefreshingMutation(setUserActive, { keys: [usersKeys.all] });
}
