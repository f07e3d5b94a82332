import type { UserRow } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKeys } from './query-keys';

/** POST /api/users/:id/activate or /deactivate; deactivation ends the user's sessions (D3). */
export const setUserActive = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.post<UserRow>(`/api/users/${encodeURIComponent(id)}/${isActive ? 'activate' : 'deactivate'}`);

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
