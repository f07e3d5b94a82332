/**
 * The tenant sweep (ADR-021; D2): for every route a Customer or Sales user may call
 * with an id in its path, the ids of another customer, and for an export customer the ids of another
 * ship-to, answer 404, never the data and never a hint that the id exists. The routes are collected from
 * the app itself, so a new route with an id fails this file until it is swept or its reason is written.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../src/modules/customers/customers.tables.js';
import { insertPayment } from '../src/modules/payments/payments.repository.js';
import { salesDocuments } from '../src/modules/sales-documents/sales-documents.tables.js';
import { users } from '../src/modules/users/users.tables.js';
import { collectedRoutes } from './support/collected-routes.js';
import { demo, portalPerFile } from './support/harness.js';
import { must } from './support/must.js';

vi.mock('fastify', async (importOriginal) =>
  (await import('./support/collected-routes.js')).fastifyCollectingRoutes(importOriginal),
);
const collected = collectedRoutes;

/** A request to make, and who makes it: a Customer of C10001, or the export customer on Manchester. */
interface Probe {
  as: 'otherCustomer' | 'otherShipTo';
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}

/** Ids that are not the caller's: of another customer, and of C40001's other ship-to addresses. */
interface ForeignIds {
  document(kind: string, of: 'otherCustomer' | 'otherShipTo'): number;
  draftId: string;
  draftLineId: string;
  /** A draft of the export customer's Dublin session, probed from its Manchester session (D2). */
  draftOfOtherShipTo: string;
  draftLineOfOtherShipTo: string;
  addressOfOtherCustomer: string;
  documentFileOfOtherCustomer: string;
  /** A Customer user of another customer, and a staff user bound to C10001 (Sales), for its colleagues screen. */
  userOfOtherCustomer: string;
  staffUserOfCustomer: string;
  /** A shared saved list of the export customer, and its line: another customer's for C10001. */
  sharedListOfOtherCustomer: string;
  sharedListLineOfOtherCustomer: string;
  /** An online payment of the export customer's Dublin ship-to: another customer's and another ship-to's. */
  paymentOfOtherShipTo: string;
  /** An API key of the export customer (ADR-036): another customer's for C10001's administrator. */
  apiKeyOfOtherCustomer: string;
}

const documentKinds = ['order', 'delivery', 'invoice', 'creditNote', 'return', 'returnRequest'] as const;
const listKinds = {
  orders: 'order',
  deliveries: 'delivery',
  invoices: 'invoice',
  returns: 'return',
} as const;

/** How each customer route with an id is swept, or why it has nothing to sweep. */
const sweep: Record<string, string | ((ids: ForeignIds) => Probe[])> = {
  ...Object.fromEntries(
    Object.entries(listKinds).map(([path, kind]) => [
      `GET /api/${path}/:id`,
      (ids: ForeignIds) =>
        (['otherCustomer', 'otherShipTo'] as const).map((as) => ({
          as,
          method: 'GET' as const,
          url: `/api/${path}/${ids.document(kind, as)}`,
        })),
    ]),
  ),
  'GET /api/documents/:kind/:id/pdf': (ids) =>
    documentKinds.flatMap((kind) =>
      (['otherCustomer', 'otherShipTo'] as const).map((as) => ({
        as,
        method: 'GET' as const,
        url: `/api/documents/${kind}/${ids.document(kind, as)}/pdf`,
      })),
    ),
  ...Object.fromEntries(
    (
      [
        ['GET /api/order-drafts/:id', 'GET', '', undefined],
        ['PATCH /api/order-drafts/:id', 'PATCH', '', { reference: 'mine now' }],
        ['POST /api/order-drafts/:id/lines', 'POST', '/lines', { itemCode: 'HF-1011', quantity: 1 }],
        [
          'PUT /api/order-drafts/:id/lines/:lineId',
          'PUT',
          '/lines/:line',
          { itemCode: 'HF-1011', quantity: 2 },
        ],
        ['DELETE /api/order-drafts/:id/lines/:lineId', 'DELETE', '/lines/:line', undefined],
        [
          'PUT /api/order-drafts/:id/lines/:lineId/batch',
          'PUT',
          '/lines/:line/batch',
          { batchNumber: 'L2026-01' },
        ],
        [
          'POST /api/order-drafts/:id/quick-order/preview',
          'POST',
          '/quick-order/preview',
          { text: 'HF-1011;1' },
        ],
        ['POST /api/order-drafts/:id/quick-order/preview-file', 'POST', '/quick-order/preview-file', {}],
        [
          'POST /api/order-drafts/:id/quick-order/lines',
          'POST',
          '/quick-order/lines',
          { lines: [{ itemCode: 'HF-1011', quantity: 1 }] },
        ],
        ['POST /api/order-drafts/:id/summary', 'POST', '/summary', {}],
        [
          'POST /api/order-drafts/:id/approve',
          'POST',
          '/approve',
          { email: 'sweep@example.test', termsAccepted: true },
        ],
        ['POST /api/order-drafts/:id/withdraw', 'POST', '/withdraw', undefined],
      ] as const
    ).map(([route, method, rest, body]) => [
      route,
      // A draft is its user's, of its customer, and of the ship-to its session had chosen (D2).
      (ids: ForeignIds) =>
        (['otherCustomer', 'otherShipTo'] as const).map((as) => {
          const [draft, line] =
            as === 'otherCustomer'
              ? [ids.draftId, ids.draftLineId]
              : [ids.draftOfOtherShipTo, ids.draftLineOfOtherShipTo];
          return { as, method, url: `/api/order-drafts/${draft}${rest.replace(':line', line)}`, body };
        }),
    ]),
  ),
  // The address book is the customer's, whichever ship-to is chosen: swept across customers only.
  'PUT /api/address-book/:id': (ids) => [
    {
      as: 'otherCustomer',
      method: 'PUT',
      url: `/api/address-book/${encodeURIComponent(ids.addressOfOtherCustomer)}`,
      body: {
        name: ids.addressOfOtherCustomer,
        street: '1 Sweep Street',
        zipCode: '1000',
        city: 'Brussel',
        country: 'BE',
      },
    },
  ],
  'GET /api/customer-documents/files/:file': (ids) => [
    {
      as: 'otherCustomer',
      method: 'GET',
      url: `/api/customer-documents/files/${ids.documentFileOfOtherCustomer}`,
    },
  ],
  // A customer administrator's colleagues (ADR-034): another customer's user and a Sales user bound to
  // the same customer code are neither changed nor named; a 404, as for any other customer's id.
  ...Object.fromEntries(
    (
      [
        ['PUT /api/my-users/:id/rights', 'PUT', '/rights', { canCreateOrder: false, isCustomerAdmin: true }],
        ['POST /api/my-users/:id/deactivate', 'POST', '/deactivate', undefined],
        ['POST /api/my-users/:id/activate', 'POST', '/activate', undefined],
      ] as const
    ).map(([route, method, rest, body]) => [
      route,
      (ids: ForeignIds) =>
        [ids.userOfOtherCustomer, ids.staffUserOfCustomer].map((id) => ({
          as: 'otherCustomer' as const,
          method,
          url: `/api/my-users/${id}${rest}`,
          body,
        })),
    ]),
  ),
  // A saved list is its user's and their customer's; a shared one is their colleagues' too, never another
  // customer's. Lists are the customer's whichever ship-to is chosen: swept across customers only.
  ...Object.fromEntries(
    (
      [
        ['GET /api/saved-lists/:id', 'GET', '', undefined],
        ['PATCH /api/saved-lists/:id', 'PATCH', '', { name: 'mine now' }],
        ['DELETE /api/saved-lists/:id', 'DELETE', '', undefined],
        ['POST /api/saved-lists/:id/lines', 'POST', '/lines', { itemCode: 'HF-1011' }],
        ['PUT /api/saved-lists/:id/lines/:lineId', 'PUT', '/lines/:line', { quantity: 2, reference: '' }],
        ['DELETE /api/saved-lists/:id/lines/:lineId', 'DELETE', '/lines/:line', undefined],
        ['POST /api/saved-lists/:id/add-to-draft', 'POST', '/add-to-draft', 'toDraft'],
      ] as const
    ).map(([route, method, rest, body]) => [
      route,
      (ids: ForeignIds) => [
        {
          as: 'otherCustomer' as const,
          method,
          url: `/api/saved-lists/${ids.sharedListOfOtherCustomer}${rest.replace(':line', ids.sharedListLineOfOtherCustomer)}`,
          body:
            body === 'toDraft'
              ? { lines: [{ lineId: ids.sharedListLineOfOtherCustomer, quantity: 1, reference: '' }] }
              : body,
        },
      ],
    ]),
  ),
  // An online payment is its customer's, and for an export customer its ship-to's (its invoices'), D2.
  'GET /api/payments/:id': (ids) =>
    (['otherCustomer', 'otherShipTo'] as const).map((as) => ({
      as,
      method: 'GET' as const,
      url: `/api/payments/${ids.paymentOfOtherShipTo}`,
    })),
  // A customer administrator's API keys (ADR-036): another customer's key is a 404.
  ...Object.fromEntries(
    ['rotate', 'revoke'].map((action) => [
      `POST /api/my-api-keys/:id/${action}`,
      (ids: ForeignIds) => [
        {
          as: 'otherCustomer' as const,
          method: 'POST' as const,
          url: `/api/my-api-keys/${ids.apiKeyOfOtherCustomer}/${action}`,
        },
      ],
    ]),
  ),
  'GET /api/customers/:code/api-keys': "D6: staff manage every customer's API keys",
  'POST /api/customers/:code/api-keys': "D6: staff manage every customer's API keys",
  'POST /api/customers/:code/api-keys/:id/rotate': "D6: staff manage every customer's API keys",
  'POST /api/customers/:code/api-keys/:id/revoke': "D6: staff manage every customer's API keys",
  'PUT /api/favourites/:itemCode': "the caller's own favourites: the item code names no customer's data",
  'DELETE /api/favourites/:itemCode': "the caller's own favourites: the item code names no customer's data",
  'GET /api/items/:code': 'the catalogue is the same for every customer (excluded groups apply to all, D34)',
  'GET /api/help-texts/:page': 'help texts are the same for every user',
  'GET /api/news/images/:name': 'news images follow the news a reader sees: content-admin.test.ts',
  // D6: Sales users manage Customer users of every customer; the access matrix and users-admin.test.ts
  // hold what they may do.
  'GET /api/users/:id': 'D6: not scoped by customer',
  'PUT /api/users/:id': 'D6: not scoped by customer',
  'DELETE /api/users/:id': 'D6: not scoped by customer',
  'POST /api/users/:id/activate': 'D6: not scoped by customer',
  'POST /api/users/:id/deactivate': 'D6: not scoped by customer',
  'PUT /api/users/:id/password': 'D6: not scoped by customer',
  'POST /api/users/:id/second-factor/reset': 'D6: not scoped by customer (as the password, ADR-035)',
};

const portal = portalPerFile({ erpData: 'tiny' });
let customer: string;
let exporter: string;
let ids: ForeignIds;
/** API keys with both scopes: of C10001, and of the export customer on Manchester (ADR-036). */
const keys = new Map<Probe['as'], string>();

async function documentId(kind: string, of: 'otherCustomer' | 'otherShipTo'): Promise<number> {
  const [row] = await portal.database.db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(
      of === 'otherCustomer'
        ? and(eq(salesDocuments.kind, kind as 'order'), notInArray(salesDocuments.customerCode, ['C10001']))
        : and(
            eq(salesDocuments.kind, kind as 'order'),
            eq(salesDocuments.customerCode, 'C40001'),
            ne(salesDocuments.shipToId, 'Manchester warehouse'),
          ),
    )
    .limit(1);
  // A kind the tiny data set has none of for this owner is swept with an id nobody has.
  return row?.id ?? 2_000_000_000;
}

/** A payment of a customer's invoice, written as the payments module writes one (its user: the exporter). */
async function paymentOf(customerCode: string, invoiceId: number): Promise<string> {
  const payment = await insertPayment(
    portal.database.db,
    {
      requestKey: randomUUID(),
      userId: await userIdOf(demo.export),
      customerCode,
      currency: 'GBP',
      amountCents: 100,
    },
    [{ invoiceId, documentNumber: invoiceId, amountCents: 100 }],
  );
  return must(payment).id;
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await portal.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return must(row).id;
}

beforeAll(async () => {
  customer = await portal.signIn(demo.customer);
  exporter = await portal.signIn(demo.export);
  expect((await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter)).statusCode).toBe(
    200,
  );
  // The demo customer gets the address book, so that its route answers for the address, not the flag.
  await portal.database.db
    .update(customers)
    .set({ hasAddressBook: true })
    .where(eq(customers.code, 'C10001'));

  // A draft of the export customer's Dublin session, with a line: another ship-to's draft for Manchester.
  const dublin = await portal.signIn(demo.export);
  expect((await portal.put('/api/ship-to', { addressId: 'Dublin project' }, dublin)).statusCode).toBe(200);
  const dublinDraft = (await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, dublin)).json();
  const dublinLine = await portal.post(
    `/api/order-drafts/${dublinDraft.id}/lines`,
    { itemCode: 'HF-1011', quantity: 1 },
    dublin,
  );
  expect(dublinLine.statusCode, dublinLine.body).toBe(200);

  // The export customer's draft with a line: another customer's draft for C10001.
  const draft = (await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, exporter)).json();
  expect(draft.id).not.toBe(dublinDraft.id);
  const line = await portal.post(
    `/api/order-drafts/${draft.id}/lines`,
    { itemCode: 'HF-1011', quantity: 1 },
    exporter,
  );
  expect(line.statusCode, line.body).toBe(200);
  const sharedList = await portal.post(
    '/api/saved-lists',
    { name: 'Export shared', isShared: true },
    exporter,
  );
  expect(sharedList.statusCode, sharedList.body).toBe(201);
  const sharedListLine = await portal.post(
    `/api/saved-lists/${sharedList.json().id}/lines`,
    { itemCode: 'HF-1011', quantity: 1 },
    exporter,
  );
  expect(sharedListLine.statusCode, sharedListLine.body).toBe(200);
  const admin = await portal.signIn(demo.admin);
  const upload = await portal.request('POST', '/api/admin/files?purpose=document&name=export-terms.pdf', {
    cookie: admin,
    body: Buffer.from('%PDF-1.4\n%%EOF\n'),
    headers: { 'content-type': 'application/octet-stream' },
  });
  const created = await portal.post(
    '/api/admin/documents',
    { name: 'Export terms', fileId: upload.json().id, customerCodes: ['C40001'] },
    admin,
  );
  expect(created.statusCode, created.body).toBe(201);
  const exportDocuments = (await portal.get('/api/customer-documents', exporter)).json().documents as Array<{
    name: string;
    url: string;
  }>;
  const documentUrl = must(exportDocuments.find((document) => document.name === 'Export terms')).url;

  const issueKey = async (code: string, shipToId?: string) => {
    const issued = await portal.post(
      `/api/customers/${code}/api-keys`,
      { name: 'Sweep', scopes: ['documents:read', 'orders:write'], ...(shipToId ? { shipToId } : {}) },
      admin,
    );
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json() as { key: { id: string }; token: string };
  };
  keys.set('otherCustomer', (await issueKey('C10001')).token);
  const exportKey = await issueKey('C40001', 'Manchester warehouse');
  keys.set('otherShipTo', exportKey.token);

  const cache = new Map<string, number>();
  for (const kind of documentKinds) {
    for (const of of ['otherCustomer', 'otherShipTo'] as const)
      cache.set(`${kind} ${of}`, await documentId(kind, of));
  }
  ids = {
    document: (kind, of) => must(cache.get(`${kind} ${of}`)),
    draftId: draft.id,
    draftLineId: line.json().lineId,
    draftOfOtherShipTo: dublinDraft.id,
    draftLineOfOtherShipTo: dublinLine.json().lineId,
    addressOfOtherCustomer: 'Dublin project',
    documentFileOfOtherCustomer: must(documentUrl.split('/').pop()),
    userOfOtherCustomer: await userIdOf(demo.export),
    staffUserOfCustomer: await userIdOf(demo.sales),
    sharedListOfOtherCustomer: sharedList.json().id,
    sharedListLineOfOtherCustomer: sharedListLine.json().lines[0].id,
    paymentOfOtherShipTo: await paymentOf('C40001', must(cache.get('invoice otherShipTo'))),
    apiKeyOfOtherCustomer: exportKey.key.id,
  };
});

/** The routes a Customer or Sales user may call with an id in the path. */
function customerRoutesWithIds(): string[] {
  const keys = new Set<string>();
  for (const route of collected) {
    const roles = route.access?.roles;
    const isCustomerRoute =
      roles === 'signedIn' ||
      (Array.isArray(roles) && (roles.includes('Customer') || roles.includes('Sales')));
    if (!isCustomerRoute || !route.url.includes(':')) continue;
    for (const method of [route.method].flat()) if (method !== 'HEAD') keys.add(`${method} ${route.url}`);
  }
  return [...keys].sort();
}

/**
 * Customer routes that take ids in the query instead of the path: the collected routes cannot tell
 * them, so they are listed here. Each probe mixes the caller's own document with a foreign one: the
 * whole request is 404, not the caller's part of it.
 */
const queryIdSweep: Record<string, (ids: ForeignIds, own: (kind: string) => number) => Probe[]> = {
  ...Object.fromEntries(
    ['/api/documents/pdf-zip', '/api/documents/pdf-zip/check'].map((path) => [
      `GET ${path}`,
      (ids: ForeignIds, own: (kind: string) => number) =>
        documentKinds.flatMap((kind) =>
          (['otherCustomer', 'otherShipTo'] as const).map((as) => ({
            as,
            method: 'GET' as const,
            url: `${path}?doc=${kind}:${own(kind)}&doc=${kind}:${ids.document(kind, as)}`,
          })),
        ),
    ]),
  ),
};

describe('the tenant sweep', () => {
  it('covers every customer route with an id, and no route that is gone', () => {
    const routes = customerRoutesWithIds();
    expect(routes.length).toBeGreaterThan(10);
    expect(
      routes.filter((key) => !(key in sweep)),
      'routes with an id that are not swept',
    ).toEqual([]);
    expect(
      Object.keys(sweep).filter((key) => !routes.includes(key)),
      'sweep entries for no route',
    ).toEqual([]);
  });

  it('answers 404 for the ids of another customer and of another ship-to, on every such route', async () => {
    const probes = Object.values(sweep).flatMap((entry) => (typeof entry === 'string' ? [] : entry(ids)));
    expect(probes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const probe of probes) {
      const cookie = probe.as === 'otherCustomer' ? customer : exporter;
      const response = await portal.request(probe.method, probe.url, { cookie, body: probe.body });
      if (response.statusCode !== 404 || response.json().code !== 'NOT_FOUND') {
        leaks.push(
          `${probe.as} ${probe.method} ${probe.url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
        );
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers an API key as a session: 404 where the key reaches, 403 API_KEY_NOT_ALLOWED elsewhere (ADR-036)', async () => {
    const keyScopeOf = new Map(
      collected.flatMap((route) =>
        [route.method].flat().map((method) => [`${method} ${route.url}`, route.access?.apiKey]),
      ),
    );
    const leaks: string[] = [];
    let reached = 0;
    for (const [route, entry] of Object.entries(sweep)) {
      if (typeof entry === 'string') continue;
      for (const probe of entry(ids)) {
        // The key's own idempotency key, so that an approval is not refused for the header alone.
        const headers = {
          authorization: `Bearer ${keys.get(probe.as)}`,
          'idempotency-key': `sweep-${reached}`,
        };
        const response = await portal.request(probe.method, probe.url, { headers, body: probe.body });
        const expected = keyScopeOf.get(route) ? ['404', 'NOT_FOUND'] : ['403', 'API_KEY_NOT_ALLOWED'];
        if (expected[0] === '404') reached += 1;
        if (String(response.statusCode) !== expected[0] || response.json().code !== expected[1]) {
          leaks.push(
            `${probe.as} key ${probe.method} ${probe.url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(reached).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });

  it("leaves the other customer's user and the staff user as they were", async () => {
    const rows = await portal.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [ids.userOfOtherCustomer, ids.staffUserOfCustomer]));
    expect(rows.map((row) => [row.isActive, row.isCustomerAdmin, row.canCreateOrder])).toEqual(
      expect.arrayContaining([
        [true, false, true],
        [true, false, false],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('answers 404 for the foreign ids of the routes that take them in the query', async () => {
    const routes = new Set(collected.map((route) => `${[route.method].flat()[0]} ${route.url}`));
    expect(Object.keys(queryIdSweep).filter((key) => !routes.has(key))).toEqual([]);
    // The caller's own document of each kind (C10001 has every kind in the tiny data set), so that a 404
    // is for the foreign one alone.
    const own = new Map<string, number>();
    for (const kind of documentKinds) {
      const [row] = await portal.database.db
        .select({ id: salesDocuments.id })
        .from(salesDocuments)
        .where(and(eq(salesDocuments.kind, kind), eq(salesDocuments.customerCode, 'C10001')))
        .limit(1);
      own.set(kind, row?.id ?? 2_000_000_000);
    }
    const leaks: string[] = [];
    for (const probe of Object.values(queryIdSweep).flatMap((entry) =>
      entry(ids, (kind) => must(own.get(kind))),
    )) {
      // The export customer on Manchester mixes in nothing of C10001: its probe is the foreign id alone.
      const url = probe.as === 'otherShipTo' ? probe.url.replace(/doc=[^&]+&/, '') : probe.url;
      const cookie = probe.as === 'otherCustomer' ? customer : exporter;
      // The session, and the API key of the same customer and ship-to (ADR-036).
      for (const options of [{ cookie }, { headers: { authorization: `Bearer ${keys.get(probe.as)}` } }]) {
        const response = await portal.request(probe.method, url, options);
        if (response.statusCode !== 404 || response.json().code !== 'NOT_FOUND') {
          leaks.push(
            `${probe.as} ${'cookie' in options ? 'session' : 'key'} ${probe.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('pays no invoice of another customer or another ship-to (ids in the body): 404', async () => {
    const leaks: string[] = [];
    for (const as of ['otherCustomer', 'otherShipTo'] as const) {
      const cookie = as === 'otherCustomer' ? customer : exporter;
      const body = { requestKey: randomUUID(), invoiceIds: [ids.document('invoice', as)] };
      const response = await portal.request('POST', '/api/payments', { cookie, body });
      if (response.statusCode !== 404 || response.json().code !== 'NOT_FOUND') {
        leaks.push(`${as} POST /api/payments → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('leaves the foreign draft as it was', async () => {
    const draft = await portal.get(`/api/order-drafts/${ids.draftId}`, exporter);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().reference).not.toBe('mine now');
    expect(draft.json().lines).toHaveLength(1);
  });

  it('is no 404 by accident: on the ship-to they belong to, the same ids answer', async () => {
    const orderId = ids.document('order', 'otherShipTo');
    const [order] = await portal.database.db
      .select({ shipToId: salesDocuments.shipToId })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.kind, 'order'), eq(salesDocuments.id, orderId)));
    const otherShipTo = must(must(order).shipToId);
    expect((await portal.put('/api/ship-to', { addressId: otherShipTo }, exporter)).statusCode).toBe(200);
    try {
      expect((await portal.get(`/api/orders/${orderId}`, exporter)).statusCode).toBe(200);
      expect((await portal.get(`/api/documents/order/${orderId}/pdf`, exporter)).statusCode).toBe(200);
    } finally {
      await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter);
    }
  });
});
