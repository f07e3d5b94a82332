import type { RegistrationRequest } from '@selvedge/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/registrations: stored pending for an administrator (D32). */
export const createRegistration = (body: RegistrationRequest) =>
  api.post<{ id: string }>('/api/registrations', body);

export function useCreateRegistration() {
  return useMutation({ mutationFn: createRegistration });
}
