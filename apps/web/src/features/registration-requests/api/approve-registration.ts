import type { RegistrationApproval, RegistrationApproved } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { registrationsKeys } from './query-keys';

/** POST /api/registrations/:id/approve: creates the Customer user and mails the set-password link (D32). */
export const approveRegistration = ({ id, ...body }: RegistrationApproval & { id: string }) =>
  api.post<RegistrationApproved>(`/api/registrations/${encodeURIComponent(id)}/approve`, body);

export function useApproveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRegistration,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: registrationsKeys.all });
      // The dashboard's work queue counts the pending requests.
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}
