import type { ResetPasswordRequest } from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/password/reset with the token of the e-mailed link. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<{ ok: true }>('/api/password/reset', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
