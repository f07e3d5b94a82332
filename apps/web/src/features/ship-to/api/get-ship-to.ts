import type { ShipToChoice } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const shipToKeys = {
  all: ['ship-to'] as const,
};

/** GET /api/ship-to: the export customer's ERP ship-to addresses and the stored choice (D2). */
export const getShipTo = () => api.get<ShipToChoice>('/api/ship-to');

export function useShipToChoice(isEnabled = true) {
  return useQuery({ queryKey: shipToKeys.all, queryFn: getShipTo, enabled: isEnabled });
}
