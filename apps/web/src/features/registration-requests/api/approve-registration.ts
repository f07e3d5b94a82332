import type { RegistrationApproval, RegistrationApproved } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

/** POST /api/registrations/:id/approve: creates the Customer user and mails the set-password link (D32). */
export const approveRegistration = ({ id, ...body }: RegistrationApproval & { id: string }) =>
  api.post<RegistrationApproved>(`/api/registrations/${encodeURIComponent(id)}/approve`, body);

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: registrationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
