import { z } from 'zod';

/** The administrator's work queue (D16). */
export const AdminWorkQueue = z.object({
  pendingRegistrations: z.number().int(),
  errorsLast24h: z.number().int(),
  maintenanceMode: z.boolean(),
  /** Approved orders that failed: staff retry them or hand them back (ADR-031). */
  ordersFailed: z.number().int(),
  /** Approved orders waiting for the ERP longer than ORDER_QUEUE_WAITING_MINUTES. */
  ordersWaiting: z.number().int(),
});
export type AdminWorkQueue = z.infer<typeof AdminWorkQueue>;
