import {
  DeliveryLinePage,
  DocumentDetail,
  DocumentIdParams,
  InvoiceDetailQuery,
  InvoiceLinePage,
  ListQuery,
  OpenItemPage,
  OrderLinePage,
  ReturnLinePage,
} from '@selvedge/contracts';
import { customerDataAccess, signedInContext } from '../../plugins/access.js';
import type { AppDeps } from '../../shared/deps.js';
import type { AppInstance } from '../../shared/fastify.js';
import {
  getDocumentDetail,
  listDeliveryLines,
  listInvoiceLines,
  listOpenItems,
  listOrderLines,
  listReturnLines,
} from './sales-documents.service.js';

export async function salesDocumentRoutes(app: AppInstance, deps: AppDeps): Promise<void> {
  app.get(
    '/api/orders',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['orders'],
        summary: 'Order lines, newest first (D17)',
        querystring: ListQuery,
        response: { 200: OrderLinePage },
      },
    },
    async (request) => listOrderLines(deps, signedInContext(request), request.query),
  );
  app.get(
    '/api/orders/:id',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['orders'],
        summary: 'An order',
        params: DocumentIdParams,
        response: { 200: DocumentDetail },
      },
    },
    async (request) => getDocumentDetail(deps, signedInContext(request), 'order', request.params.id),
  );

  app.get(
    '/api/deliveries',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['deliveries'],
        summary: 'Delivery lines with their order and track-and-trace links',
        querystring: ListQuery,
        response: { 200: DeliveryLinePage },
      },
    },
    async (request) => listDeliveryLines(deps, signedInContext(request), request.query),
  );
  app.get(
    '/api/deliveries/:id',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['deliveries'],
        summary: 'A delivery',
        params: DocumentIdParams,
        response: { 200: DocumentDetail },
      },
    },
    async (request) => getDocumentDetail(deps, signedInContext(request), 'delivery', request.params.id),
  );

  app.get(
    '/api/invoices',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['invoices'],
        summary: 'Invoice and credit note lines in one list (D19)',
        querystring: ListQuery,
        response: { 200: InvoiceLinePage },
      },
    },
    async (request) => listInvoiceLines(deps, signedInContext(request), request.query),
  );
  app.get(
    '/api/invoices/:id',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
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
        summary: 'Open invoices and credit notes, newest first, with days late',
        querystring: ListQuery,
        response: { 200: OpenItemPage },
      },
    },
    async (request) => listOpenItems(deps, signedInContext(request), request.query),
  );

  app.get(
    '/api/returns',
    {
      config: { access: customerDataAccess },
      schema: {
        tags: ['returns'],
        summary: 'Return request lines (status C closed, else open, D20)',
        querystring: ListQuery,
        response: { 200: ReturnLinePage },
      },
    },
    async (request) => listReturnLines(deps, signedInContext(request), request.query),
  );
  app.get(
    '/api/returns/:id',
    {
      config: { access: customerDataAccess, problems: { 404: ['NOT_FOUND'] } },
      schema: {
        tags: ['returns'],
        summary: 'A return request',
        params: DocumentIdParams,
        response: { 200: DocumentDetail },
      },
    },
    async (request) => getDocumentDetail(deps, signedInContext(request), 'returnRequest', request.params.id),
  );
}
