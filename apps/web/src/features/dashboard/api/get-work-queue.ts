import type { AdminWorkQueue } from '@selvedge/contracts';
import { useQuery } from '@tanstack/react-query';
import { screenQuery } from '../../../lib/api-client';
import { workQueueQuery } from './queries';

/** The administrator's work queue: one of the dashboard's first queries (queries.ts). */
export function useWorkQueue() {
  return useQuery(screenQuery<AdminWorkQueue>(workQueueQuery));
}
