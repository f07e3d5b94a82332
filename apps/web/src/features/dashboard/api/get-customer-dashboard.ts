import type { CustomerDashboard } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { customerDashboardQuery } from './queries';

/** The customer's overview: one of the dashboard's first queries (queries.ts). */
export function useCustomerDashboard() {
  return useQuery(screenQuery<CustomerDashboard>(customerDashboardQuery));
}
