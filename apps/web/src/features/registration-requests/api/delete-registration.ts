import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationsQueryKey } from './get-registrations';

/** DELETE /api/registrations/:id. */
export const deleteRegistration = (id: string) =>
  api.delete<{ ok: true }>(`/api/registrations/${encodeURIComponent(id)}`);

export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRegistration,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
