import type { MaintenanceState, MaintenanceSwitch } from '@selvedge/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { sharedQueryKeys } from './query-keys';
import { sessionQueryKey } from './session';

/** GET /api/maintenance: the switch and the four texts. */
export const getMaintenance = () => api.get<MaintenanceState>('/api/maintenance');

export const maintenanceQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.maintenance,
  queryFn: getMaintenance,
});

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions);
}

/** PUT /api/settings/maintenance (Administrator): sent at once (administration 4). */
export const switchMaintenance = (body: MaintenanceSwitch) =>
  api.put<MaintenanceState>('/api/settings/maintenance', body);

/** The switch of the settings screen and of the dashboard's work queue, which both show the state. */
export function useSwitchMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchMaintenance,
    onSuccess: (state) => queryClient.setQueryData(maintenanceQueryOptions.queryKey, state),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.maintenance });
      // Whether maintenance restricts the user is part of the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.dashboard });
    },
  });
}
