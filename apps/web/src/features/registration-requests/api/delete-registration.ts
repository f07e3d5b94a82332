import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { registrationsKeys } from './query-keys';

/** DELETE /api/registrations/:id. */
export const deleteRegistration = (id: string) =>
  api.delete<{ ok: true }>(`/api/registrations/${encodeURIComponent(id)}`);

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationsKeys.all });
      // The dashboard's work queue counts the pending requests.
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}
