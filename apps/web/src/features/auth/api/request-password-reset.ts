import type { ForgotPasswordRequest } from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/password/forgot: answers 202 whether or not the address is known (D4). */
export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  api.post<{ ok: true }>('/api/password/forgot', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
