import type { CustomerDashboard } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './query-keys';

/** GET /api/dashboard/customer: the latest 5 orders, deliveries and open items (D16). */
export const getCustomerDashboard = () => api.get<CustomerDashboard>('/api/dashboard/customer');

export function useCustomerDashboard() {
  return useQuery({ queryKey: dashboardKeys.customer, queryFn: getCustomerDashboard });
}
