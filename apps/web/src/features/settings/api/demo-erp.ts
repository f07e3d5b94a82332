import type { DemoErpState } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useReplacingMutation } from '../../../lib/mutations';
import { settingsKeys } from './query-keys';

/** GET /api/settings/demo-erp: null when the portal runs on a real ERP (the API answers 404). */
export async function getDemoErp(): Promise<DemoErpState | null> {
  try {
    return await api.get<DemoErpState>('/api/settings/demo-erp');
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useDemoErp() {
  return useQuery({ queryKey: settingsKeys.demoErp, queryFn: getDemoErp });
}

/** PUT /api/settings/demo-erp: the demo ERP plays an outage, or ends it. */
export function useSwitchDemoErp() {
  return useReplacingMutation(
    (state: DemoErpState) => api.put<DemoErpState>('/api/settings/demo-erp', state),
    settingsKeys.demoErp,
  );
}
