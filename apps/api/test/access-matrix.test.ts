/**
 * Every route of the app × every role → the status a client gets. The routes are collected from the
 * app itself (an onRoute hook on the Fastify instance buildApp creates), so a new route without a
 * row here fails this file until someone decides who may call it.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EMPTY_LETTERHEAD } from '../src/modules/settings/index.js';
import { defaultMaintenanceTexts } from '../src/modules/settings/settings.service.js';
import { collectedRoutes } from './support/collected-routes.js';
import {
  DEMO_PASSWORD,
  demo,
  portalPerFile,
  type RequestOptions,
  SESSION_COOKIE,
} from './support/harness.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./support/collected-routes.js')).fastifyCollectingRoutes(importOriginal),
);
const collected = collectedRoutes;

type Caller = 'anonymous' | 'Customer' | 'Sales' | 'Administrator';
const callers: Caller[] = ['anonymous', 'Customer', 'Sales', 'Administrator'];
const accountOf: Record<Exclude<Caller, 'anonymous'>, string> = {
  Customer: demo.customer,
  Sales: demo.sales,
  Administrator: demo.admin,
};

interface Row {
  /** Statuses for anonymous, Customer, Sales, Administrator. */
  expected: [number, number, number, number];
  /** The same while maintenance mode is on; omitted: unchanged. */
  duringMaintenance?: [number, number, number, number];
  /** The URL to call when the route has parameters. */
  path?: string;
  body?: (maintenance: boolean) => unknown;
  /** Needs a session of its own (the call ends it). */
  isFreshSession?: boolean;
  /**
   * A Customer without the customer-administrator right (the demo viewer; the Customer column is the
   * demo customer, who has it): the statuses without and with maintenance. Omitted: not called.
   */
  withoutCustomerAdminRight?: [number, number];
}

/** A row's statuses with maintenance off or on. */
const statusesOf = (row: Row, maintenance: boolean) =>
  maintenance ? (row.duringMaintenance ?? row.expected) : row.expected;

const anyone: Row['expected'] = [200, 200, 200, 200];
const signedIn: Row['expected'] = [401, 200, 200, 200];
const adminOnly: Row['expected'] = [401, 403, 403, 200];
/** A well-formed id that names nothing: the administrator gets 404, everyone else is stopped before. */
const unknownId = '00000000-0000-4000-8000-000000000000';
/** A route of a customer's screen: 503 MAINTENANCE for Customer and Sales while maintenance is on. */
const customerScreen = (expected: Row['expected'], path?: string): Row => ({
  expected,
  duringMaintenance: [401, 503, 503, 403],
  ...(path ? { path } : {}),
});
/** The customer's screens: Customer and Sales for their own customer. */
const customerData = customerScreen([401, 200, 200, 403]);
/** An object of the customer's screens that does not exist (or is another customer's) is a 404 (D2). */
const customerObject = (path: string) => customerScreen([401, 404, 404, 403], path);
/** The order screens: Customer with the create-order claim (Sales in the demo has none, D1). */
const ordering = customerScreen([401, 200, 403, 403]);
/** A draft that is not the caller's (or does not exist) is a 404 for whoever may order (D2). */
const orderingObject = (path: string) => customerScreen([401, 404, 403, 403], path);
const refusedAddressBook = customerScreen([401, 403, 403, 403]);
const matrixAddress = { name: 'Matrix', street: 'Rij 1', zipCode: '1111 AA', city: 'Delft', country: 'NL' };
/** Valid bodies for the content administration's writes (a body is checked before the session). */
const matrixNews = (maintenance: boolean) => ({
  subject: { nl: `Matrix ${maintenance}` },
  subtitle: { nl: 'Matrix' },
  text: { nl: 'Matrix' },
  startDate: '2020-01-01',
  endDate: '2020-01-02',
});
const matrixHelpText = () => ({
  page: 'Maintenance',
  title: 'Matrix',
  links: {
    en: 'https://help.selvedge.test/en',
    nl: 'https://help.selvedge.test/nl',
    de: 'https://help.selvedge.test/de',
    fr: 'https://help.selvedge.test/fr',
  },
});
/** The empty letterhead without its logo: saving it keeps the logo. */
const { logoFileId: _keptLogo, ...emptyLetterheadText } = EMPTY_LETTERHEAD;
/** A user id that exists nowhere. */
const noSuchUser = '00000000-0000-4000-8000-000000000000';
/** The users screen's routes: Sales is refused (503 MAINTENANCE) while maintenance is on. */
const usersScreen = (expected: Row['expected'], path?: string): Row => ({
  expected,
  duringMaintenance: [expected[0], expected[1], 503, expected[3]],
  ...(path ? { path } : {}),
});

/**
 * The colleagues screen (ADR-034): a Customer with the customer-administrator right; a Customer without
 * it and staff are refused (403), the Customer users during maintenance (503) like every customer screen.
 */
const colleagues = (expected: Row['expected'], path?: string): Row => ({
  expected,
  duringMaintenance: [401, 503, 403, 403],
  withoutCustomerAdminRight: [403, 503],
  ...(path ? { path } : {}),
});

/**
 * The routes an API key reaches (docs/adr/ADR-036-api-keys.md), by the scope they need. A key answers
 * there as the Customer column (a key of the demo customer's C10001 is held to the same rules), on a
 * public route as anyone, and everywhere else 403 API_KEY_NOT_ALLOWED, also during maintenance.
 */
const keyRoutes: Record<string, 'documents:read' | 'orders:write'> = {
  'GET /api/orders': 'documents:read',
  'GET /api/orders/:id': 'documents:read',
  'GET /api/deliveries': 'documents:read',
  'GET /api/deliveries/:id': 'documents:read',
  'GET /api/invoices': 'documents:read',
  'GET /api/invoices/:id': 'documents:read',
  'GET /api/returns': 'documents:read',
  'GET /api/returns/:id': 'documents:read',
  'GET /api/documents/:kind/:id/pdf': 'documents:read',
  'GET /api/documents/pdf-zip': 'documents:read',
  'GET /api/documents/pdf-zip/check': 'documents:read',
  'GET /api/ordering/context': 'orders:write',
  'POST /api/order-drafts/current': 'orders:write',
  'GET /api/order-drafts/pending': 'orders:write',
  'GET /api/order-drafts/:id': 'orders:write',
  'PATCH /api/order-drafts/:id': 'orders:write',
  'POST /api/order-drafts/:id/lines': 'orders:write',
  'PUT /api/order-drafts/:id/lines/:lineId': 'orders:write',
  'DELETE /api/order-drafts/:id/lines/:lineId': 'orders:write',
  'POST /api/order-drafts/:id/summary': 'orders:write',
  'POST /api/order-drafts/:id/approve': 'orders:write',
};
/** Two keys of C10001: one with both scopes, one that reads documents only. */
type KeyCaller = 'key' | 'readingKey';
const keyScopes: Record<KeyCaller, readonly string[]> = {
  key: ['documents:read', 'orders:write'],
  readingKey: ['documents:read'],
};

const table: Record<string, Row> = {
  'GET /api/session': { expected: signedIn },
  // A sign-in ends the session the browser still holds (ADR-021): on a session of its own.
  'POST /api/session': {
    isFreshSession: true,
    expected: anyone,
    body: () => ({ email: demo.viewer, password: DEMO_PASSWORD }),
  },
  'DELETE /api/session': { expected: anyone, isFreshSession: true },
  'GET /api/profile': { expected: signedIn },
  'PATCH /api/profile': { expected: signedIn, body: () => ({ showPrice: true }) },
  'PUT /api/session/language': { expected: signedIn, body: () => ({ language: 'en' }) },
  'PUT /api/profile/password': {
    expected: signedIn,
    body: () => ({
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmNewPassword: DEMO_PASSWORD,
    }),
  },
  // Two-factor sign-in (ADR-035). The second step answers only the cookie of a pending sign-in: nobody
  // here has one, signed in or not (a session is no second step), so SECOND_STEP_EXPIRED (400).
  'POST /api/session/second-step': { expected: [400, 400, 400, 400], body: () => ({ code: '123456' }) },
  'POST /api/session/second-step/enrolment': { expected: [400, 400, 400, 400] },
  'POST /api/session/second-step/enrolment/confirm': {
    expected: [400, 400, 400, 400],
    body: () => ({ code: '123456' }),
  },
  // The caller's own factor: anyone signed in; a wrong first code is CODE_INCORRECT (400), and
  // what needs the factor on is refused while it is off (409).
  'GET /api/profile/two-factor': { expected: signedIn },
  'POST /api/profile/two-factor/enrolment': { expected: signedIn },
  'POST /api/profile/two-factor/enrolment/confirm': {
    expected: [401, 400, 400, 400],
    body: () => ({ code: '000000' }),
  },
  'POST /api/profile/two-factor/recovery-codes': {
    expected: [401, 409, 409, 409],
    body: () => ({ code: '000000' }),
  },
  'POST /api/profile/two-factor/turn-off': {
    expected: [401, 409, 409, 409],
    body: () => ({ password: DEMO_PASSWORD }),
  },
  'POST /api/password/forgot': { expected: [202, 202, 202, 202], body: () => ({ email: demo.viewer }) },
  // A public endpoint: an invented token is refused the same way for every caller.
  'POST /api/password/reset': {
    expected: [400, 400, 400, 400],
    body: () => ({
      email: demo.viewer,
      token: 'invented',
      password: 'Abcdefgh-123',
      confirmPassword: 'Abcdefgh-123',
    }),
  },
  'POST /api/registrations': {
    expected: [201, 201, 201, 201],
    body: () => ({
      firstName: 'Mat',
      lastName: 'Rix',
      companyName: 'Matrix BV',
      address: 'Rij 1',
      zipCode: '1111',
      city: 'Delft',
      email: 'mat@rix.example',
      country: 'NL',
    }),
  },
  // Customer and Sales read the notice during maintenance.
  'GET /api/maintenance': { expected: signedIn },
  'PUT /api/settings/maintenance': { expected: adminOnly, body: (maintenance) => ({ enabled: maintenance }) },
  'PUT /api/settings/maintenance/texts': { expected: adminOnly, body: () => defaultMaintenanceTexts },
  'GET /api/settings/notification-emails': { expected: adminOnly },
  'POST /api/settings/notification-emails': {
    expected: [401, 403, 403, 201],
    body: (maintenance) => ({ email: `matrix-${maintenance}@rix.example` }),
  },
  'DELETE /api/settings/notification-emails/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/settings/notification-emails/${unknownId}`,
  },
  'GET /api/settings/terms-of-delivery': { expected: adminOnly },
  'PUT /api/settings/terms-of-delivery/:key': {
    expected: adminOnly,
    path: '/api/settings/terms-of-delivery/en',
    body: () => ({ url: 'https://www.selvedge.test/en/terms-of-delivery' }),
  },
  // The ordering screens link to it, for every role.
  'GET /api/terms-of-delivery': { expected: signedIn },
  'GET /api/settings/excluded-item-groups': { expected: adminOnly },
  'GET /api/settings/two-factor': { expected: adminOnly },
  'GET /api/settings/letterhead': { expected: adminOnly },
  'PUT /api/settings/letterhead': {
    expected: adminOnly,
    body: () => ({ ...emptyLetterheadText, companyName: 'Matrix B.V.' }),
  },
  // The supplier's logo (the demo seed's; the letterhead's save above keeps it), for every signed-in role.
  'GET /api/letterhead/logo': { expected: signedIn },
  'GET /api/settings/demo-erp': { expected: adminOnly },
  'PUT /api/settings/demo-erp': { expected: adminOnly, body: () => ({ isDown: false }) },
  'PUT /api/settings/excluded-item-groups': { expected: adminOnly, body: () => ({ codes: [] }) },
  // Stays off for the demo accounts the matrix signs in with.
  'PUT /api/settings/two-factor': {
    expected: adminOnly,
    body: () => ({ requiredForAdministrators: false, requiredForSales: false }),
  },
  'GET /api/logs': { expected: adminOnly },
  'GET /api/registrations': { expected: adminOnly },
  'POST /api/registrations/:id/approve': {
    expected: [401, 403, 403, 404],
    path: `/api/registrations/${unknownId}/approve`,
    body: () => ({ customerCode: 'C10001' }),
  },
  'DELETE /api/registrations/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/registrations/${unknownId}`,
  },
  // The maintenance screen's info button needs it.
  'GET /api/help-texts/:page': { expected: signedIn, path: '/api/help-texts/Maintenance' },
  'GET /api/dev/mailbox': { expected: adminOnly },
  'GET /api/dashboard/work-queue': { expected: adminOnly },
  // The order queue (ADR-031): administrators only; an unknown draft is a 404 for them.
  'GET /api/order-queue': { expected: adminOnly },
  'POST /api/order-queue/:id/retry': {
    expected: [401, 403, 403, 404],
    path: `/api/order-queue/${unknownId}/retry`,
  },
  'POST /api/order-queue/:id/hand-back': {
    expected: [401, 403, 403, 404],
    path: `/api/order-queue/${unknownId}/hand-back`,
    body: () => ({ message: 'Matrix' }),
  },
  // The ERP connection screen: administrators only; "sync now" queues runs (202).
  'GET /api/erp-connection': { expected: adminOnly },
  'POST /api/erp-connection/sync': { expected: [401, 403, 403, 202], body: () => ({ feed: 'stock' }) },
  'GET /api/dashboard/customer': customerData,
  'GET /api/orders': customerData,
  'GET /api/orders/:id': customerObject('/api/orders/1'),
  'GET /api/deliveries': customerData,
  'GET /api/deliveries/:id': customerObject('/api/deliveries/1'),
  'GET /api/invoices': customerData,
  'GET /api/invoices/:id': customerObject('/api/invoices/1?kind=creditNote'),
  'GET /api/open-items': customerData,
  'GET /api/statement': customerData,
  'GET /api/statement/pdf': customerData,
  'GET /api/returns': customerData,
  'GET /api/returns/:id': customerObject('/api/returns/1'),
  'GET /api/documents/:kind/:id/pdf': customerObject('/api/documents/order/1/pdf'),
  // Several PDFs in one zip: a document that is not the caller's (here nobody's) refuses the whole request.
  'GET /api/documents/pdf-zip': customerObject('/api/documents/pdf-zip?doc=order:2000000000'),
  'GET /api/documents/pdf-zip/check': customerObject('/api/documents/pdf-zip/check?doc=order:2000000000'),
  'GET /api/customer-documents': customerData,
  'GET /api/customer-documents/files/:file': {
    ...customerData,
    path: '/api/customer-documents/files/hanging-instructions-non-woven.pdf',
  },
  // Item lookups serve the order screens and the stock check: every customer screen user.
  'GET /api/items': { ...customerData, path: '/api/items?code=HF' },
  'GET /api/items/:code': customerObject('/api/items/NO-SUCH-ITEM'),
  // The stock check: every customer screen user, no create-order claim needed (ordering §2). This
  // portal's ERP is empty, so the item is unknown once the caller is let through.
  'POST /api/stock-check': {
    expected: [401, 422, 422, 403],
    duringMaintenance: [401, 503, 503, 403],
    body: () => ({ itemCode: 'HF-1011', quantity: 1 }),
  },
  // Returns (ordering §6): every customer screen user, no create-order claim. This portal's ERP is
  // empty, so a delivered line does not exist once the caller is let through.
  'GET /api/returnable-lines': customerData,
  // Online payments (ADR-037): the open items' overview for whoever sees them, paying for the buyer
  // (the create-order claim), a payment of another customer (here nobody's) a 404.
  'GET /api/payments/overview': customerData,
  'GET /api/payments/:id': customerObject(`/api/payments/${unknownId}`),
  'POST /api/payments': {
    ...orderingObject('/api/payments'),
    body: () => ({ requestKey: '00000000-0000-4000-8000-000000000002', invoiceIds: [1] }),
  },
  // The provider's webhook: public, and verified; a call that is not the provider's form is a 400 for anyone.
  'POST /api/payments/webhook': { expected: [400, 400, 400, 400], body: () => ({ id: 'tr_matrix0000' }) },
  // The fake of Mollie's checkout (demo, tests): public, like the provider's page; no such payment here.
  'GET /fake-mollie/checkout/:id': {
    expected: [404, 404, 404, 404],
    path: '/fake-mollie/checkout/tr_matrix0000',
  },
  'POST /fake-mollie/checkout/:id/:choice': {
    expected: [404, 404, 404, 404],
    path: '/fake-mollie/checkout/tr_matrix0000/paid',
  },
  'POST /api/return-requests': {
    ...customerObject('/api/return-requests'),
    body: () => ({
      requestKey: '00000000-0000-4000-8000-000000000001',
      packages: 1,
      pickUpDate: '2099-01-01',
      lines: [{ deliveryId: 1, lineNumber: 0, quantity: 1, remark: 'Matrix' }],
    }),
  },
  // The order screens (ordering §6): the create-order claim, which the demo Sales user lacks.
  'GET /api/ordering/context': ordering,
  'POST /api/order-drafts/current': { ...ordering, body: () => ({ orderType: 'B2B' }) },
  'GET /api/order-drafts/pending': ordering,
  'GET /api/order-drafts/:id': orderingObject(`/api/order-drafts/${unknownId}`),
  'PATCH /api/order-drafts/:id': {
    ...orderingObject(`/api/order-drafts/${unknownId}`),
    body: () => ({ reference: 'Matrix' }),
  },
  'POST /api/order-drafts/:id/lines': {
    ...orderingObject(`/api/order-drafts/${unknownId}/lines`),
    body: () => ({ itemCode: 'HF-1011', quantity: 1 }),
  },
  'POST /api/order-drafts/:id/quick-order/preview': {
    ...orderingObject(`/api/order-drafts/${unknownId}/quick-order/preview`),
    body: () => ({ text: 'HF-1011;1' }),
  },
  'POST /api/order-drafts/:id/quick-order/preview-file': {
    ...orderingObject(`/api/order-drafts/${unknownId}/quick-order/preview-file`),
    body: () => ({ not: 'a file' }),
  },
  'POST /api/order-drafts/:id/quick-order/lines': {
    ...orderingObject(`/api/order-drafts/${unknownId}/quick-order/lines`),
    body: () => ({ lines: [{ itemCode: 'HF-1011', quantity: 1 }] }),
  },
  'PUT /api/order-drafts/:id/lines/:lineId': {
    ...orderingObject(`/api/order-drafts/${unknownId}/lines/${unknownId}`),
    body: () => ({ itemCode: 'HF-1011', quantity: 1 }),
  },
  'DELETE /api/order-drafts/:id/lines/:lineId': orderingObject(
    `/api/order-drafts/${unknownId}/lines/${unknownId}`,
  ),
  'POST /api/order-drafts/:id/summary': {
    ...orderingObject(`/api/order-drafts/${unknownId}/summary`),
    body: () => ({}),
  },
  'POST /api/order-drafts/:id/approve': {
    ...orderingObject(`/api/order-drafts/${unknownId}/approve`),
    body: () => ({ email: 'matrix@rix.example', termsAccepted: true }),
  },
  'POST /api/order-drafts/:id/withdraw': orderingObject(`/api/order-drafts/${unknownId}/withdraw`),
  'PUT /api/order-drafts/:id/lines/:lineId/batch': {
    ...orderingObject(`/api/order-drafts/${unknownId}/lines/${unknownId}/batch`),
    body: () => ({ batchNumber: 'L2026-01' }),
  },
  // Ordering again (docs/reorder.md): the order screens' access. This portal's ERP is empty, so the
  // document does not exist once the caller is let through.
  'POST /api/reorder/preview': {
    ...customerObject('/api/reorder/preview'),
    expected: [401, 404, 403, 403],
    body: () => ({ sources: [{ kind: 'order', documentId: 1 }] }),
  },
  'POST /api/reorder': {
    ...customerObject('/api/reorder'),
    expected: [401, 404, 403, 403],
    body: () => ({ sources: [{ kind: 'delivery', documentId: 1, lineNumbers: [0], keepBatchOf: [0] }] }),
  },
  // The address book needs its flag too, which the demo customer C10001 has not (ordering-address-book.test.ts).
  'POST /api/address-book': { ...refusedAddressBook, body: () => matrixAddress },
  'PUT /api/address-book/:id': {
    ...refusedAddressBook,
    path: '/api/address-book/Ship%20to',
    body: () => matrixAddress,
  },
  // Favourites and saved lists: anyone of the customer keeps them (no create-order claim); an Administrator
  // has none. An unknown item or list is a 404/422 once the caller is let through (saved-lists.test.ts).
  'GET /api/favourites': customerData,
  'PUT /api/favourites/:itemCode': {
    expected: [401, 422, 422, 403],
    duringMaintenance: [401, 503, 503, 403],
    path: '/api/favourites/NO-SUCH-ITEM',
    body: () => ({}),
  },
  'DELETE /api/favourites/:itemCode': { ...customerData, path: '/api/favourites/NO-SUCH-ITEM' },
  'GET /api/saved-lists': customerData,
  'POST /api/saved-lists': {
    expected: [401, 201, 201, 403],
    duringMaintenance: [401, 503, 503, 403],
    body: (maintenance) => ({ name: `Matrix ${maintenance}` }),
  },
  'GET /api/saved-lists/:id': customerObject(`/api/saved-lists/${unknownId}`),
  'PATCH /api/saved-lists/:id': {
    ...customerObject(`/api/saved-lists/${unknownId}`),
    body: () => ({ name: 'Matrix' }),
  },
  'DELETE /api/saved-lists/:id': customerObject(`/api/saved-lists/${unknownId}`),
  'POST /api/saved-lists/:id/lines': {
    ...customerObject(`/api/saved-lists/${unknownId}/lines`),
    body: () => ({ itemCode: 'HF-1011' }),
  },
  'PUT /api/saved-lists/:id/lines/:lineId': {
    ...customerObject(`/api/saved-lists/${unknownId}/lines/${unknownId}`),
    body: () => ({ quantity: 1, reference: '' }),
  },
  'DELETE /api/saved-lists/:id/lines/:lineId': customerObject(
    `/api/saved-lists/${unknownId}/lines/${unknownId}`,
  ),
  // Adding to the draft: the create-order claim, which the demo Sales user lacks.
  'POST /api/saved-lists/:id/add-to-draft': {
    ...orderingObject(`/api/saved-lists/${unknownId}/add-to-draft`),
    body: () => ({ lines: [{ lineId: unknownId, quantity: 1 }] }),
  },
  // Every signed-in user reads the news (administrators preview it, D16); not the restricted during maintenance.
  'GET /api/news': { expected: signedIn, duringMaintenance: [401, 503, 503, 200] },
  'GET /api/news/images/:name': {
    expected: signedIn,
    duringMaintenance: [401, 503, 503, 200],
    path: '/api/news/images/botanica-wallpaper.png',
  },
  // Content administration (administration 2-5): Administrator only (D1). Uploads and payload rules
  // are in content-admin.test.ts.
  'POST /api/admin/files': {
    expected: [401, 403, 403, 400],
    path: '/api/admin/files?purpose=document&name=matrix.pdf',
    body: () => ({ not: 'a file' }),
  },
  'GET /api/admin/news': { expected: adminOnly },
  'GET /api/admin/news/:id': { expected: [401, 403, 403, 404], path: `/api/admin/news/${unknownId}` },
  'POST /api/admin/news': { expected: [401, 403, 403, 201], body: matrixNews },
  'PUT /api/admin/news/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/news/${unknownId}`,
    body: matrixNews,
  },
  'DELETE /api/admin/news/:id': { expected: [401, 403, 403, 404], path: `/api/admin/news/${unknownId}` },
  'GET /api/admin/customer-groups': { expected: adminOnly },
  'GET /api/admin/help-texts': { expected: adminOnly },
  'GET /api/admin/help-texts/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/help-texts/${unknownId}`,
  },
  // The demo has the Maintenance page's help text: one per page.
  'POST /api/admin/help-texts': { expected: [401, 403, 403, 409], body: matrixHelpText },
  'PUT /api/admin/help-texts/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/help-texts/${unknownId}`,
    body: matrixHelpText,
  },
  'DELETE /api/admin/help-texts/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/help-texts/${unknownId}`,
  },
  'GET /api/admin/documents': { expected: adminOnly },
  'GET /api/admin/documents/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/documents/${unknownId}`,
  },
  'GET /api/admin/documents/:id/file': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/documents/${unknownId}/file`,
  },
  'POST /api/admin/documents': {
    expected: [401, 403, 403, 201],
    body: () => ({ name: 'Matrix', externalUrl: 'https://www.selvedge.test/matrix.pdf' }),
  },
  'PUT /api/admin/documents/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/documents/${unknownId}`,
    body: () => ({ name: 'Matrix', externalUrl: 'https://www.selvedge.test/matrix.pdf' }),
  },
  'DELETE /api/admin/documents/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/documents/${unknownId}`,
  },
  'GET /api/admin/customer-codes': { expected: adminOnly },
  'GET /api/admin/document-types': { expected: adminOnly },
  'GET /api/admin/document-types/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/document-types/${unknownId}`,
  },
  'POST /api/admin/document-types': { expected: [401, 403, 403, 201], body: () => ({ name: 'Matrix' }) },
  'PUT /api/admin/document-types/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/document-types/${unknownId}`,
    body: () => ({ name: 'Matrix' }),
  },
  'DELETE /api/admin/document-types/:id': {
    expected: [401, 403, 403, 404],
    path: `/api/admin/document-types/${unknownId}`,
  },
  // Part of signing in, so not blocked during maintenance. The demo customer is no export customer.
  'GET /api/ship-to': { expected: [401, 200, 200, 403] },
  'PUT /api/ship-to': { expected: [401, 403, 403, 403], body: () => ({ addressId: 'Ship to' }) },
  'GET /health/live': { expected: anyone },
  // Public, and this portal's ERP was never synced: not ready yet for anyone (a new install's first sync).
  'GET /health/ready': { expected: [503, 503, 503, 503] },
  // Users (D6): Administrator and Sales, Sales not during maintenance. A user id that does not exist
  // is a 404 for whoever may act on some user; Sales never edits or deletes (403 before any lookup).
  // Per-target rules (Sales only on Customer users, login-as) are in users-admin.test.ts.
  'GET /api/users': usersScreen([401, 403, 200, 200]),
  'GET /api/users/:id': usersScreen([401, 403, 404, 404], `/api/users/${noSuchUser}`),
  'POST /api/users': {
    ...usersScreen([401, 403, 403, 201]),
    body: (maintenance) => ({
      email: `matrix-${maintenance}@users.example`,
      firstName: 'Mat',
      lastName: 'Rix',
      customerCode: 'C10001',
      role: 'Customer',
      language: 'en',
    }),
  },
  'PUT /api/users/:id': {
    ...usersScreen([401, 403, 403, 404], `/api/users/${noSuchUser}`),
    body: () => ({
      firstName: 'Mat',
      lastName: 'Rix',
      customerCode: 'C10001',
      role: 'Customer',
      language: 'en',
    }),
  },
  'DELETE /api/users/:id': usersScreen([401, 403, 403, 404], `/api/users/${noSuchUser}`),
  'POST /api/users/:id/activate': usersScreen([401, 403, 404, 404], `/api/users/${noSuchUser}/activate`),
  'POST /api/users/:id/deactivate': usersScreen([401, 403, 404, 404], `/api/users/${noSuchUser}/deactivate`),
  'PUT /api/users/:id/password': {
    ...usersScreen([401, 403, 404, 404], `/api/users/${noSuchUser}/password`),
    body: () => ({ password: 'Matrix-password-1' }),
  },
  'POST /api/users/:id/second-factor/reset': usersScreen(
    [401, 403, 404, 404],
    `/api/users/${noSuchUser}/second-factor/reset`,
  ),
  'GET /api/my-users': colleagues([401, 200, 403, 403]),
  'POST /api/my-users': {
    ...colleagues([401, 202, 403, 403]),
    body: (maintenance) => ({
      email: `matrix-${maintenance}@colleagues.example`,
      firstName: 'Mat',
      lastName: 'Rix',
      language: 'en',
    }),
  },
  'PUT /api/my-users/:id/rights': {
    ...colleagues([401, 404, 403, 403], `/api/my-users/${noSuchUser}/rights`),
    body: () => ({ canCreateOrder: false }),
  },
  'POST /api/my-users/:id/deactivate': colleagues(
    [401, 404, 403, 403],
    `/api/my-users/${noSuchUser}/deactivate`,
  ),
  'POST /api/my-users/:id/activate': colleagues([401, 404, 403, 403], `/api/my-users/${noSuchUser}/activate`),
  // API keys (ADR-036): a customer administrator's own, as the colleagues screen; staff on any customer,
  // as the users screen. An unknown key is a 404 for whoever may manage keys.
  'GET /api/my-api-keys': colleagues([401, 200, 403, 403]),
  'POST /api/my-api-keys': {
    ...colleagues([401, 201, 403, 403]),
    body: (maintenance) => ({ name: `Matrix ${maintenance}`, scopes: ['documents:read'] }),
  },
  'POST /api/my-api-keys/:id/rotate': colleagues(
    [401, 404, 403, 403],
    `/api/my-api-keys/${unknownId}/rotate`,
  ),
  'POST /api/my-api-keys/:id/revoke': colleagues(
    [401, 404, 403, 403],
    `/api/my-api-keys/${unknownId}/revoke`,
  ),
  'GET /api/customers/:code/api-keys': usersScreen([401, 403, 200, 200], '/api/customers/C10001/api-keys'),
  'POST /api/customers/:code/api-keys': {
    ...usersScreen([401, 403, 201, 201], '/api/customers/C10001/api-keys'),
    body: (maintenance) => ({ name: `Matrix staff ${maintenance}`, scopes: ['documents:read'] }),
  },
  'POST /api/customers/:code/api-keys/:id/rotate': usersScreen(
    [401, 403, 404, 404],
    `/api/customers/C10001/api-keys/${unknownId}/rotate`,
  ),
  'POST /api/customers/:code/api-keys/:id/revoke': usersScreen(
    [401, 403, 404, 404],
    `/api/customers/C10001/api-keys/${unknownId}/revoke`,
  ),
  'POST /api/session/login-as': {
    expected: [401, 403, 404, 404],
    duringMaintenance: [401, 503, 503, 404],
    body: () => ({ userId: noSuchUser }),
  },
  // Go back to Admin is never blocked; nobody in this table is acting.
  'DELETE /api/session/login-as': { expected: [401, 409, 409, 409] },
  'GET /api/docs': { expected: anyone },
  'GET /api/docs/json': { expected: anyone },
  'GET /api/docs/yaml': { expected: anyone },
};

/** HEAD/OPTIONS come with GET; catch-alls and the documentation's static files are not API routes. */
const isIgnored = (method: string, url: string) =>
  method === 'HEAD' || method === 'OPTIONS' || url.includes('*') || url.startsWith('/api/docs/static/');

const portal = portalPerFile();
const cookies = new Map<Caller, string>();
let withoutCustomerAdminRight: string;
const tokens = new Map<KeyCaller, string>();

beforeAll(async () => {
  for (const caller of callers) {
    if (caller !== 'anonymous') cookies.set(caller, await portal.signIn(accountOf[caller]));
  }
  withoutCustomerAdminRight = await portal.signIn(demo.viewer);
  for (const [caller, scopes] of Object.entries(keyScopes)) {
    const issued = await portal.post(
      '/api/my-api-keys',
      { name: `Matrix ${caller}`, scopes },
      cookies.get('Customer'),
    );
    expect(issued.statusCode, issued.body).toBe(201);
    tokens.set(caller as KeyCaller, issued.json().token);
  }
});

describe('the route table', () => {
  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const routes = new Set<string>();
    for (const route of collected) {
      for (const method of [route.method].flat()) {
        if (!isIgnored(method, route.url)) routes.add(`${method} ${route.url}`);
      }
    }
    expect(routes.size).toBeGreaterThan(10);
    const missing = [...routes].filter((key) => !(key in table));
    const stale = Object.keys(table).filter((key) => !routes.has(key));
    expect(missing, 'routes without a row in the access matrix').toEqual([]);
    expect(stale, 'rows for routes the app no longer has').toEqual([]);
  });
});

describe('the access each route declares', () => {
  const apiRoutes = () =>
    collected.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => !isIgnored(method, route.url) && route.url.startsWith('/api/'))
        .map((method) => ({ key: `${method} ${route.url}`, access: route.access })),
    );

  it('is declared by every API route but the documentation', () => {
    const undeclared = apiRoutes().filter((route) => !route.access && !route.key.includes(' /api/docs'));
    expect(undeclared.map((route) => route.key)).toEqual([]);
  });

  it('agrees with the matrix: whoever the declaration leaves out is refused', () => {
    const disagreements: string[] = [];
    for (const { key, access } of apiRoutes()) {
      const row = table[key];
      if (!access || !row) continue;
      const [anonymous, ...signedIn] = row.expected;
      if (access.roles !== 'public' && anonymous !== 401)
        disagreements.push(`${key}: anonymous gets ${anonymous}`);
      if (access.roles === 'public' && anonymous === 401) disagreements.push(`${key}: public but 401`);
      const roles = ['Customer', 'Sales', 'Administrator'] as const;
      roles.forEach((role, index) => {
        const isLeftOut = Array.isArray(access.roles) && !access.roles.includes(role);
        if (isLeftOut && signedIn[index] !== 403) {
          disagreements.push(`${key}: ${role} is not declared but gets ${signedIn[index]}`);
        }
      });
      if (access.apiKey !== keyRoutes[key]) {
        disagreements.push(
          `${key}: declares API key scope ${access.apiKey} but the matrix says ${keyRoutes[key]}`,
        );
      }
      const isBlocked = access.needs?.includes('notDuringMaintenance') ?? false;
      const during = statusesOf(row, true);
      if (isBlocked && !during.includes(503))
        disagreements.push(`${key}: blocked but never 503 during maintenance`);
      if (!isBlocked && during.includes(503))
        disagreements.push(`${key}: 503 during maintenance but not declared`);
    }
    expect(disagreements).toEqual([]);
  });
});

/** One call of a cell: the route of `key`, as its row describes it, with maintenance off or on. */
interface RouteCall {
  key: string;
  row: Row;
  maintenance: boolean;
}

/** Calls a row's route (at its path, with its body) with maintenance off or on, as `caller` says. */
async function callRoute({ key, row, maintenance }: RouteCall, caller: RequestOptions) {
  const [method, url] = key.split(' ') as [string, string];
  await portal.setMaintenance(maintenance);
  return portal.request(method as 'GET', row.path ?? url, {
    ...caller,
    ...(row.body ? { body: row.body(maintenance) } : {}),
  });
}

/** Every route, with maintenance off and on, as each caller given: with the status `statusOf` expects. */
function cellsOf<C extends string>(
  callersOfCells: readonly C[],
  statusOf: (key: string, row: Row, caller: C, maintenance: boolean) => number,
) {
  return Object.entries(table).flatMap(([key, row]) =>
    [false, true].flatMap((maintenance) =>
      callersOfCells.map((caller) => ({
        key,
        row,
        caller,
        maintenance,
        status: statusOf(key, row, caller, maintenance),
      })),
    ),
  );
}

const cells = cellsOf(
  callers,
  (_key, row, caller, maintenance) => statusesOf(row, maintenance)[callers.indexOf(caller)] as number,
);

describe('who may call what', () => {
  it.each(cells)('$key as $caller (maintenance $maintenance) → $status', async ({
    caller,
    status,
    ...call
  }) => {
    const { isFreshSession } = call.row;
    let cookie = caller === 'anonymous' ? undefined : cookies.get(caller);
    if (isFreshSession && caller !== 'anonymous') cookie = await portal.signIn(accountOf[caller]);
    const response = await callRoute(call, { cookie });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    // A password change gives the session a new token (ADR-021): the caller goes on with it.
    const renewed = response.cookies.find((set) => set.name === SESSION_COOKIE && set.value);
    if (renewed && !isFreshSession && caller !== 'anonymous') {
      cookies.set(caller, `${SESSION_COOKIE}=${renewed.value}`);
    }
  });
});

const cellsWithoutRight = Object.entries(table).flatMap(([key, row]) =>
  row.withoutCustomerAdminRight
    ? [false, true].map((maintenance) => ({
        key,
        row,
        maintenance,
        status: (row.withoutCustomerAdminRight as [number, number])[maintenance ? 1 : 0],
      }))
    : [],
);

describe('a Customer without the customer-administrator right', () => {
  it.each(cellsWithoutRight)('$key (maintenance $maintenance) → $status', async ({ status, ...call }) => {
    const response = await callRoute(call, { cookie: withoutCustomerAdminRight });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  });
});

/** What an API key gets on a route: the Customer column where its scope reaches, anyone's on a public route, else 403. */
function keyStatus(key: string, row: Row, caller: KeyCaller, maintenance: boolean): number {
  const statuses = statusesOf(row, maintenance);
  const scope = keyRoutes[key];
  if (scope && keyScopes[caller].includes(scope)) return statuses[1];
  const isPublic = row.expected[0] !== 401;
  return isPublic ? statuses[0] : 403;
}

const keyCells = cellsOf(['key', 'readingKey'] as const, keyStatus);

describe('an API key as one more caller (ADR-036)', () => {
  it.each(keyCells)('$key with the $caller (maintenance $maintenance) → $status', async ({
    caller,
    status,
    ...call
  }) => {
    const response = await callRoute(call, {
      headers: {
        authorization: `Bearer ${tokens.get(caller)}`,
        ...(call.key.endsWith('/approve')
          ? { 'idempotency-key': `matrix-${caller}-${call.maintenance}` }
          : {}),
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
    if (status === 403 && !keyRoutes[call.key]) expect(response.json().code).toBe('API_KEY_NOT_ALLOWED');
  });
});
