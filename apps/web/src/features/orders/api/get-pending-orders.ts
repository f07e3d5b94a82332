import type { PendingOrders } from '@selvedge/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../lib/api-client';
import { pendingRefetchInterval, pendingSignature } from '../lib/pending-orders';
import { ordersKeys, pendingOrdersQuery } from './queries';

/** The pending orders (queries.ts). */
export const getPendingOrders = () => api.get<PendingOrders>(pendingOrdersQuery.path);

/**
 * The pending orders above the order lines. Asked again every few seconds while one waits for the
 * ERP; when one gets its number or leaves the list (it is in the synced lines now), the order lines
 * are asked again too, so the placed order appears without a reload.
 */
export function usePendingOrders(isEnabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: pendingOrdersQuery.queryKey,
    queryFn: getPendingOrders,
    enabled: isEnabled,
    staleTime: 0,
    refetchInterval: (current) => pendingRefetchInterval(current.state.data?.orders),
  });
  const signature = query.data ? pendingSignature(query.data.orders) : null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (signature === null) return;
    if (previous.current !== null && previous.current !== signature)
      void queryClient.invalidateQueries({ queryKey: ordersKeys.allLines });
    previous.current = signature;
  }, [signature, queryClient]);
  return query;
}
