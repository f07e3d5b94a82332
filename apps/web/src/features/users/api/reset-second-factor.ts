import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/:id/second-factor/reset (ADR-035): the user sets two-factor sign-in up again when required. */
export const resetSecondFactor = (id: string) =>
  api.post<{ ok: true }>(`/api/users/${encodeURIComponent(id)}/second-factor/reset`, {});

export function useResetSecondFactor() {
  return useMutation({ mutationFn: resetSecondFactor });
}
