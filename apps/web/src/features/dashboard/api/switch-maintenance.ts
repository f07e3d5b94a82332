import type { MaintenanceState, MaintenanceSwitch } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { workQueueQueryKey } from './get-work-queue';

/** PUT /api/settings/maintenance (Administrator). */
export const switchMaintenance = (body: MaintenanceSwitch) =>
  api.put<MaintenanceState>('/api/settings/maintenance', body);

export function useSwitchMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMaintenance,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workQueueQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
