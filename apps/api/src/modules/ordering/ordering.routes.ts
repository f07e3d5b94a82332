import {
  ApprovalResult,
  ApproveRequest,
  CurrentDraftRequest,
  DraftHeaderUpdate,
  DraftIdParam,
  DraftLineInput,
  DraftLineParam,
  DraftLineResult,
  OrderDraft,
  OrderingContext,
  OrderSummary,
  PendingOrders,
  SummaryRequest,
} from '@selvedge/contracts';
import type { FastifyContextConfig } from 'fastify';
import { orderingAccess, orderWriteAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import { forbidden } from '../../shared/errors.js';
import type { AppInstance } from '../../shared/fastify.js';
import { idempotentApproval } from '../api-keys/index.js';
import { approvalResult, approve, pendingOrders } from './order-approval.service.js';
import { currentDraft, getDraft, orderingCaller, updateHeader } from './order-drafts.service.js';
import { removeLine, saveLine } from './order-lines.service.js';
import { withdraw } from './order-outbox-actions.service.js';
import { orderingContext, summarize } from './order-summary.service.js';

const config = { access: orderingAccess };
/** The routes an API key with orders:write reaches too (docs/adr/ADR-036-api-keys.md). */
const keyConfig = { access: orderWriteAccess };
/** Adding or changing a line: what the line checks answer (ordering §4, §5; D26, D27). */
const lineConfig = {
  ...keyConfig,
  problems: {
    400: ['SAMPLE_GROUP_REQUIRED'],
    404: ['NOT_FOUND'],
    409: ['DRAFT_NOT_EDITABLE', 'ITEM_DISCONTINUED'],
    422: ['ITEM_UNKNOWN', 'PATTERN_REQUIRED'],
    503: ['PRICE_UNAVAILABLE'],
  },
} satisfies FastifyContextConfig;
const tags = ['ordering'];

export async function orderingRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/ordering/context',
    {
      config: keyConfig,
      schema: {
        tags,
        summary:
          'Customer, bill-to, ship-to addresses, countries, shipping types and terms for the order screen',
        response: { 200: OrderingContext },
      },
    },
    async (request) => orderingContext(deps, orderingCaller(signedInContext(request))),
  );

  app.post(
    '/api/order-drafts/current',
    {
      config: keyConfig,
      schema: {
        tags,
        summary:
          "The user's open draft of an order type, created when none (D22); a rejected one comes back open",
        body: CurrentDraftRequest,
        response: { 200: OrderDraft },
      },
    },
    async (request) => {
      const caller = orderingCaller(signedInContext(request));
      // D26: export customers place no sample orders.
      if (request.body.orderType === 'SAMPLE' && caller.ctx.customer?.isExport) throw forbidden();
      return currentDraft(deps, caller, request.body.orderType);
    },
  );

  app.get(
    '/api/order-drafts/pending',
    {
      config: keyConfig,
      schema: {
        tags,
        summary: "The customer's approved orders the ERP has not placed or listed yet (D24)",
        response: { 200: PendingOrders },
      },
    },
    async (request) => pendingOrders(deps, orderingCaller(signedInContext(request))),
  );

  app.get(
    '/api/order-drafts/:id',
    {
      config: { ...keyConfig, problems: { 404: ['NOT_FOUND'] } },
      schema: { tags, summary: 'A draft of the user', params: DraftIdParam, response: { 200: OrderDraft } },
    },
    async (request) => getDraft(deps, orderingCaller(signedInContext(request)), request.params.id),
  );

  app.patch(
    '/api/order-drafts/:id',
    {
      config: { ...keyConfig, problems: { 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] } },
      schema: {
        tags,
        summary: 'Save the header: reference, shipping address, shipping type, partial supply, e-mail (D23)',
        params: DraftIdParam,
        body: DraftHeaderUpdate,
        response: { 200: OrderDraft },
      },
    },
    async (request) =>
      updateHeader(deps, orderingCaller(signedInContext(request)), request.params.id, request.body),
  );

  app.post(
    '/api/order-drafts/:id/lines',
    {
      config: lineConfig,
      schema: {
        tags,
        summary: 'Add a line: checked, priced and merged with the same item and reference (ordering §4)',
        params: DraftIdParam,
        body: DraftLineInput,
        response: { 200: DraftLineResult },
      },
    },
    async (request) =>
      saveLine(deps, orderingCaller(signedInContext(request)), request.params.id, null, request.body),
  );

  app.put(
    '/api/order-drafts/:id/lines/:lineId',
    {
      config: lineConfig,
      schema: {
        tags,
        summary: 'Change a line (item, quantity, reference, pattern rows)',
        params: DraftLineParam,
        body: DraftLineInput,
        response: { 200: DraftLineResult },
      },
    },
    async (request) =>
      saveLine(
        deps,
        orderingCaller(signedInContext(request)),
        request.params.id,
        request.params.lineId,
        request.body,
      ),
  );

  app.delete(
    '/api/order-drafts/:id/lines/:lineId',
    {
      config: { ...keyConfig, problems: { 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] } },
      schema: { tags, summary: 'Delete a line', params: DraftLineParam, response: { 200: OrderDraft } },
    },
    async (request) =>
      removeLine(deps, orderingCaller(signedInContext(request)), request.params.id, request.params.lineId),
  );

  app.post(
    '/api/order-drafts/:id/summary',
    {
      config: { ...keyConfig, problems: { 404: ['NOT_FOUND'], 409: ['DRAFT_NOT_EDITABLE'] } },
      schema: {
        tags,
        summary:
          'Submit Order: expenses from the ERP (D28), the totals with VAT, and what changed on the lines since they were added',
        params: DraftIdParam,
        body: SummaryRequest,
        response: { 200: OrderSummary },
      },
    },
    async (request) =>
      summarize(
        deps,
        orderingCaller(signedInContext(request)),
        request.params.id,
        request.body.shippingTypeCode,
      ),
  );

  app.post(
    '/api/order-drafts/:id/withdraw',
    {
      config: {
        ...config,
        problems: {
          404: ['NOT_FOUND'],
          409: ['ORDER_NOT_IN_OUTBOX', 'PLACEMENT_UNDER_WAY', 'ORDER_ALREADY_PLACED'],
          503: ['ERP_CONFIRMATION_NEEDED'],
        },
      },
      schema: {
        tags,
        summary:
          'Take a queued order back to change it: it is the open draft again, unless the ERP has it after all',
        params: DraftIdParam,
        response: { 200: OrderDraft },
      },
    },
    async (request) => withdraw(deps, orderingCaller(signedInContext(request)), request.params.id),
  );

  app.post(
    '/api/order-drafts/:id/approve',
    {
      config: {
        ...keyConfig,
        problems: {
          400: ['IDEMPOTENCY_KEY_REQUIRED'],
          404: ['NOT_FOUND'],
          // PRICES_CHANGED and LINES_NOT_ORDERABLE: the order changed since the summary (draft-recheck.ts).
          409: ['DRAFT_NOT_EDITABLE', 'PRICES_CHANGED'],
          422: [
            'CONFIRMATION_EMAIL_REQUIRED',
            'DRAFT_HAS_NO_LINES',
            'LINES_NOT_ORDERABLE',
            'REFERENCE_REQUIRED',
            'SHIPPING_ADDRESS_REQUIRED',
            'SHIPPING_ADDRESS_UNKNOWN',
            'SHIPPING_TYPE_UNKNOWN',
            'TERMS_NOT_ACCEPTED',
            'IDEMPOTENCY_KEY_REUSED',
          ],
        },
      },
      schema: {
        tags,
        summary: 'Approve: placed exactly once, queued while the ERP is unreachable (D23, D24)',
        description:
          'With an API key the request needs an Idempotency-Key header: the same key with the same draft and body answers the same order; with another, 422 IDEMPOTENCY_KEY_REUSED.',
        params: DraftIdParam,
        body: ApproveRequest,
        response: { 200: ApprovalResult },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const caller = orderingCaller(ctx);
      const { id } = request.params;
      if (!ctx.apiKey) return approve(deps, caller, id, request.body);
      // An API key's approval is idempotent by the key its caller sends (ADR-036).
      return idempotentApproval(deps, {
        apiKeyId: ctx.apiKey.id,
        idempotencyKey: request.headers['idempotency-key'],
        draftId: id,
        body: request.body,
        approve: () => approve(deps, caller, id, request.body),
        answerAgain: () => approvalResult(deps, caller, id),
      });
    },
  );
}
