import type { MaintenanceState, MaintenanceSwitch } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { maintenanceQueryKey } from './get-maintenance';

/** PUT /api/settings/maintenance: sent at once (administration 4). */
export const switchMaintenance = (body: MaintenanceSwitch) =>
  api.put<MaintenanceState>('/api/settings/maintenance', body);

export function useSwitchMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMaintenance,
    onSuccess: (state) => queryClient.setQueryData(maintenanceQueryKey, state),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: maintenanceQueryKey });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      // The dashboard's work queue shows the state too.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
