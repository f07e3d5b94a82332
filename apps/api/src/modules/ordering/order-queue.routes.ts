import { DraftIdParam, HandBackRequest, OrderQueue, OrderQueueEntry } from '@selvedge/contracts';
import type { FastifyContextConfig } from 'fastify';
import { administratorAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { handBackOrder, orderQueue, retryOrder } from './order-outbox-actions.service.js';

const tags = ['order queue'];
const actionConfig = {
  access: administratorAccess,
  problems: {
    404: ['NOT_FOUND'],
    409: ['ORDER_NOT_IN_OUTBOX', 'PLACEMENT_UNDER_WAY', 'ORDER_ALREADY_PLACED'],
    503: ['ERP_CONFIRMATION_NEEDED'],
  },
} satisfies FastifyContextConfig;

/** The administrators' queue of orders that need them (ADR-031). */
export async function orderQueueRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/order-queue',
    {
      config: { access: administratorAccess },
      schema: {
        tags,
        summary: 'Approved orders that failed, or have waited long for the ERP',
        response: { 200: OrderQueue },
      },
    },
    async () => orderQueue(deps),
  );

  app.post(
    '/api/order-queue/:id/retry',
    {
      config: actionConfig,
      schema: {
        tags,
        summary: 'Place a failed order again, with its placement key (never a second ERP order)',
        params: DraftIdParam,
        response: { 200: OrderQueueEntry },
      },
    },
    async (request) => retryOrder(deps, signedInContext(request), request.params.id),
  );

  app.post(
    '/api/order-queue/:id/hand-back',
    {
      config: actionConfig,
      schema: {
        tags,
        summary: 'Give a failed order back to the customer to change, with a message (mailed to them)',
        params: DraftIdParam,
        body: HandBackRequest,
        response: { 200: OrderQueueEntry },
      },
    },
    async (request) => handBackOrder(deps, signedInContext(request), request.params.id, request.body),
  );
}
