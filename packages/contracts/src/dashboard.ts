import { z } from 'zod';

/** The administrator's work queue (D16). */
export const AdminWorkQueue = z.object({
  pendingRegistrations: z.number().int(),
  errorsLast24h: z.number().int(),
  maintenanceMode: z.boolean(),
});
export type AdminWorkQueue = z.infer<typeof AdminWorkQueue>;
