import {
  DeliveryLinePage,
  DocumentDetail,
  DocumentIdParams,
  InvoiceDetailQuery,
  InvoiceLinePage,
  ListQuery,
  OpenItemPage,
  OpenItemQuery,
  OrderLinePage,
  ReturnLinePage,
} from '@selvedge/contracts';
import type { z } from 'zod';
import { customerDataAccess, documentsAccess, signedInContext } from '../../plugins/access.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import {
  getDocumentDetail,
  listDeliveryLines,
  listInvoiceLines,
  listOpenItems,
  listOrderLines,
  listReturnLines,
  type SalesDocumentKind,
} from './sales-documents.service.js';

/** A service's list; the route's response schema checks the page it answers when it is sent. */
type ListOf = (
  deps: AppDeps,
  ctx: AuthenticatedContext,
  query: z.output<typeof ListQuery>,
) => Promise<unknown>;

export async function salesDocumentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  /** A list of the customer's document lines: 20 a page, quick search and filter, scoped (D2, D17). */
  const listRoute = (url: string, tag: string, summary: string, page: z.ZodType, list: ListOf) =>
    app.get(
      url,
      {
        config: { access: documentsAccess },
        schema: { tags: [tag], summary, querystring: ListQuery, response: { 200: page } },
      },
      async (request) => list(deps, signedInContext(request), request.query),
    );
  /** One of the customer's documents, by its ERP id. */
  const detailRoute = (url: string, tag: string, summary: string, kind: SalesDocumentKind) =>
    app.get(
      url,
      {
        config: { access: documentsAccess, problems: { 404: ['NOT_FOUND'] } },
        schema: { tags: [tag], summary, params: DocumentIdParams, response: { 200: DocumentDetail } },
      },
      async (request) => getDocumentDetail(deps, signedInContext(request), kind, request.params.id),
    );

  listRoute('/api/orders', 'orders', 'Order lines, newest first (D17)', OrderLinePage, listOrderLines);
  detailRoute('/api/orders/:id', 'orders', 'An order', 'order');

  listRoute(
    '/api/deliveries',
    'deliveries',
    'Delivery lines with their order and track-and-trace links',
    DeliveryLinePage,
    listDeliveryLines,
  );
  detailRoute('/api/deliveries/:id', 'deliveries', 'A delivery', 'delivery');

  listRoute(
    '/api/invoices',
    'invoices',
    'Invoice and credit note lines in one list (D19)',
    InvoiceLinePage,
    listInvoiceLines,
  );
  app.get(
    '/api/invoices/:id',
    {
      config: { access: documentsAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['invoices'],
        summary: 'An invoice or, with kind=creditNote, a credit note',
        params: DocumentIdParams,
        querystring: InvoiceDetailQuery,
        response: { 200: DocumentDetail },
      },
    },
    async (request) =>
      getDocumentDetail(deps, signedInContext(request), request.query.kind, request.params.id),
  );

  app.get(
    '/api/open-items',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['invoices'],
        summary:
          'Open invoices and credit notes, newest first or by due date, with days late and what is open per currency',
        querystring: OpenItemQuery,
        response: { 200: OpenItemPage },
      },
    },
    async (request) => listOpenItems(deps, signedInContext(request), request.query),
  );

  listRoute(
    '/api/returns',
    'returns',
    'Return request lines (status C closed, else open, D20)',
    ReturnLinePage,
    listReturnLines,
  );
  detailRoute('/api/returns/:id', 'returns', 'A return request', 'returnRequest');
}
