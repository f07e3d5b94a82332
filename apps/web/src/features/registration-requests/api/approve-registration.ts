import type { RegistrationApproval, RegistrationApproved } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { registrationsKeys } from './query-keys';

/** POST /api/registrations/:id/approve: creates the Customer user and mails the set-password link (D32). */
export const approveRegistration = ({ id, ...body }: RegistrationApproval & { id: string }) =>
  api.post<RegistrationApproved>(`/api/registrations/${encodeURIComponent(id)}/approve`, body);

export function useApproveRegistration() {
  // The dashboard's work queue counts the pending requests.
  return useRefreshingMutation(approveRegistration, {
    keys: [registrationsKeys.all, sharedQueryKeys.dashboard],
    isInBackground: true,
  });
}
