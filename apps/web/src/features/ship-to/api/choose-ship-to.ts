import type { ShipToSelection } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /api/ship-to: scopes the portal to one ship-to address (D2). */
export const chooseShipTo = (body: ShipToSelection) => api.put<unknown>('/api/ship-to', body);

export function useChooseShipTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseShipTo,
    // Every list, detail and the session itself are scoped by the choice: all of it is asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
