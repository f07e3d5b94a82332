import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { registrationsKeys } from './query-keys';

/** DELETE /api/registrations/:id. */
export const deleteRegistration = (id: string) =>
  api.delete<{ ok: true }>(`/api/registrations/${encodeURIComponent(id)}`);

export function useDeleteRegistration() {
  // The dashboard's work queue counts the pending requests.
  return useRefreshingMutation(deleteRegistration, {
    keys: [registrationsKeys.all, sharedQueryKeys.dashboard],
    after: 'settled',
    isInBackground: true,
  });
}
