import type { ChangeOwnPasswordRequest } from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/profile/password; the server checks the rules and answers field codes. */
export const changePassword = (body: ChangeOwnPasswordRequest) =>
  api.put<{ ok: true }>('/api/profile/password', body);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
