import type { CustomerDashboard } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/customer: the latest 5 orders, deliveries and open items (D16). */
export function useCustomerDashboard() {
  return useQuery({
    queryKey: dashboardKeys.customer,
    ...apiGetQuery<CustomerDashboard>('/api/dashboard/customer'),
  });
}
