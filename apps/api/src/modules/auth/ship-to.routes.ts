import { ShipToChoice, ShipToSelection } from '@selvedge/contracts';
import { type RouteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { chooseShipTo, getShipToChoice } from './ship-to.service.js';

// Not blocked during maintenance: the choice is part of signing in, like the session itself.
const access: RouteAccess = { roles: ['Customer', 'Sales'] };

export async function shipToRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/ship-to',
    {
      config: { access: access },
      schema: {
        tags: ['session'],
        summary: "The customer's ERP ship-to addresses and the stored choice (D2)",
        response: { 200: ShipToChoice },
      },
    },
    async (request) => getShipToChoice(deps, signedInContext(request)),
  );
  app.put(
    '/api/ship-to',
    {
      config: { access: access, problems: { 403: ['SHIP_TO_NOT_APPLICABLE'] } },
      schema: {
        tags: ['session'],
        summary: "Store an export customer's ship-to choice; lists are scoped to it (D2)",
        body: ShipToSelection,
        response: { 200: ShipToChoice },
      },
    },
    async (request) => chooseShipTo(deps, signedInContext(request), request.body),
  );
}
