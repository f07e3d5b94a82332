import type { MaintenanceState, MaintenanceTexts } from '@selvedge/contracts';
import { api } from '../../../lib/api-client';
import { maintenanceQueryOptions } from '../../../lib/maintenance';
import { useReplacingMutation } from '../../../lib/mutations';

/** PUT /api/settings/maintenance/texts: all four required, each language its own (D11). */
export const saveMaintenanceTexts = (body: MaintenanceTexts) =>
  api.put<MaintenanceState>('/api/settings/maintenance/texts', body);

export function useSaveMaintenanceTexts() {
  return useReplacingMutation(saveMaintenanceTexts, maintenanceQueryOptions.queryKey);
}
