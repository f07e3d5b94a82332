import { AdminWorkQueue, CustomerDashboard } from '@selvedge/contracts';
import { administratorAccess, customerDataAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { countRecentErrors } from '../logs/index.js';
import { countOrderQueue } from '../ordering/index.js';
import { countPendingRegistrations } from '../registrations/index.js';
import { getMaintenance } from '../settings/index.js';
import { customerDashboard } from './dashboard.service.js';

export async function dashboardRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;
  app.get(
    '/api/dashboard/work-queue',
    {
      config: { access: administratorAccess },
      schema: {
        tags: ['dashboard'],
        summary: "The administrator's work queue (D16)",
        response: { 200: AdminWorkQueue },
      },
    },
    async (_request) => {
      const since = new Date(deps.clock.now().getTime() - 24 * 3_600_000);
      const [pendingRegistrations, errorsLast24h, maintenance, orders] = await Promise.all([
        countPendingRegistrations(db),
        countRecentErrors(db, since),
        getMaintenance(db),
        countOrderQueue(deps),
      ]);
      return {
        pendingRegistrations,
        errorsLast24h,
        maintenanceMode: maintenance.enabled,
        ordersFailed: orders.failed,
        ordersWaiting: orders.waiting,
      };
    },
  );

  app.get(
    '/api/dashboard/customer',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['dashboard'],
        summary: "The customer's latest 5 orders, deliveries and open items, each once (D16)",
        response: { 200: CustomerDashboard },
      },
    },
    async (request) => customerDashboard(deps, signedInContext(request)),
  );
}
