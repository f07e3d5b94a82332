import {
  DraftLineParam,
  OrderDraft,
  ReorderPreview,
  ReorderPreviewRequest,
  ReorderRequest,
  ReorderResult,
  RequestedBatchUpdate,
} from '@selvedge/contracts';
import { orderingAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import { orderingCaller } from './order-drafts.service.js';
import { previewReorder, reorder, requestBatch } from './reorder.service.js';

const tags = ['ordering'];

/**
 * Ordering again from orders, deliveries or invoices (docs/reorder.md): a detail's lines or a list's
 * selection, one shape for both: what it would add with each
 * line's last dye lot, then the adding itself, and asking for a lot on a draft line. The order screens'
 * access: a user who may order, with a ship-to chosen, not during maintenance.
 */
export async function reorderRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.post(
    '/api/reorder/preview',
    {
      config: { access: orderingAccess, problems: { 400: ['REORDER_TOO_MANY_LINES'], 404: ['NOT_FOUND'] } },
      schema: {
        tags,
        summary:
          "The lines of one or more documents to order again, each with the dye lot last delivered and that lot's stock, from the read model",
        body: ReorderPreviewRequest,
        response: { 200: ReorderPreview },
      },
    },
    async (request) => previewReorder(deps, orderingCaller(signedInContext(request)), request.body),
  );

  app.post(
    '/api/reorder',
    {
      config: {
        access: orderingAccess,
        problems: { 400: ['REORDER_TOO_MANY_LINES'], 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] },
      },
      schema: {
        tags,
        summary:
          "Order lines of one or more documents again into the open draft at today's prices; says per line what was added or why not",
        body: ReorderRequest,
        response: { 200: ReorderResult },
      },
    },
    async (request) => reorder(deps, orderingCaller(signedInContext(request)), request.body),
  );

  app.put(
    '/api/order-drafts/:id/lines/:lineId/batch',
    {
      config: { access: orderingAccess, problems: { 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] } },
      schema: {
        tags,
        summary: 'Ask for a dye lot (batch) on a draft line, or take any (null)',
        params: DraftLineParam,
        body: RequestedBatchUpdate,
        response: { 200: OrderDraft },
      },
    },
    async (request) =>
      requestBatch(
        deps,
        orderingCaller(signedInContext(request)),
        request.params.id,
        request.params.lineId,
        request.body.batchNumber,
      ),
  );
}
