import { MaintenanceState, MaintenanceSwitch } from '@selvedge/contracts';
import { requireAccess } from '../../plugins/session.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { writeLog } from '../logs/logs.service.js';
import { getMaintenance, saveMaintenance } from './settings.service.js';

const tags = ['settings'];

export async function settingsRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  const { db } = deps.database;

  app.get(
    '/api/maintenance',
    {
      schema: {
        tags,
        summary: 'Maintenance state and texts (for the notice of foundations 2)',
        response: { 200: MaintenanceState },
      },
    },
    async (request) => {
      await requireAccess(deps, request);
      return getMaintenance(db);
    },
  );

  app.put(
    '/api/settings/maintenance',
    {
      schema: {
        tags,
        summary: 'Switch maintenance mode on or off (Administrator)',
        body: MaintenanceSwitch,
        response: { 200: MaintenanceState },
      },
    },
    async (request) => {
      const ctx = await requireAccess(deps, request, { roles: ['Administrator'] });
      const current = await getMaintenance(db);
      const next = { ...current, enabled: request.body.enabled };
      await saveMaintenance(db, next);
      await writeLog(db, ctx, {
        level: 'info',
        event: 'MAINTENANCE_CHANGED',
        message: `Maintenance mode ${next.enabled ? 'on' : 'off'}`,
      });
      return next;
    },
  );

  app.put(
    '/api/settings/maintenance/texts',
    {
      schema: {
        tags,
        summary: 'Maintenance texts, one per language (Administrator, D11)',
        body: MaintenanceState.shape.texts,
        response: { 200: MaintenanceState },
      },
    },
    async (request) => {
      const ctx = await requireAccess(deps, request, { roles: ['Administrator'] });
      const next = { ...(await getMaintenance(db)), texts: request.body };
      await saveMaintenance(db, next);
      await writeLog(db, ctx, {
        level: 'info',
        event: 'MAINTENANCE_CHANGED',
        message: 'Maintenance texts changed',
      });
      return next;
    },
  );
}
