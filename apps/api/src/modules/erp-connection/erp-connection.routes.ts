import { ErpConnection, ErpSyncRequest, ErpSyncRequested } from '@selvedge/contracts';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { erpConnection, requestSync } from './erp-connection.service.js';

const tags = ['erp connection'];

/** The administrators' view of the ERP connection: a failing sync is never silent. */
export async function erpConnectionRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/erp-connection',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "Each ERP feed's last runs, lag and next run, the ERP's circuit, and the outboxes",
        response: { 200: ErpConnection },
      },
    },
    async () => erpConnection(deps),
  );

  app.post(
    '/api/erp-connection/sync',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: "Run one feed's sync now, or every feed's",
        body: ErpSyncRequest,
        response: { 202: ErpSyncRequested },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await requestSync(deps, signedInContext(request), request.body.feed)),
  );
}
