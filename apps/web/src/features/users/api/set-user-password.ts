import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/users/:id/password: the user's sessions end (D3). */
export const setUserPassword = ({ id, password }: { id: string; password: string }) =>
  api.put<{ ok: true }>(`/api/users/${encodeURIComponent(id)}/password`, { password });

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
