import type { ShipToChoice } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { shipToQuery } from './queries';

/** The export customer's ship-to addresses and the stored choice (queries.ts). */
export function useShipToChoice(isEnabled = true) {
  return useQuery({ ...screenQuery<ShipToChoice>(shipToQuery), enabled: isEnabled });
}
