import type { MaintenanceState, MaintenanceTexts } from '@selvedge/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { maintenanceQueryOptions } from '../../../lib/maintenance';

/** PUT /api/settings/maintenance/texts: all four required, each language its own (D11). */
export const saveMaintenanceTexts = (body: MaintenanceTexts) =>
  api.put<MaintenanceState>('/api/settings/maintenance/texts', body);

export function useSaveMaintenanceTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMaintenanceTexts,
    onSuccess: (state) => queryClient.setQueryData(maintenanceQueryOptions.queryKey, state),
  });
}
