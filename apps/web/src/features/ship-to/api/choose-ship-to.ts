import type { ShipToSelection } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshScopedData } from '../../../lib/session';

/** PUT /api/ship-to: scopes the portal to one ship-to address (D2). */
export const chooseShipTo = (body: ShipToSelection) => api.put<unknown>('/api/ship-to', body);

export function useChooseShipTo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseShipTo,
    onSuccess: () => refreshScopedData(queryClient),
  });
}
