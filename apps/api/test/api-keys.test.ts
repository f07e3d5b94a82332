/**
 * API keys for a customer's own systems (docs/adr/ADR-036-api-keys.md, docs/api-keys.md) through the
 * real app: the token shown once and stored hashed, revoked, expired and rotated keys, scopes, the
 * customer's and ship-to's data only, orders by key with an Idempotency-Key, the per-key rate limit.
 * Who may call each route at all, a key included, is in the access matrix; foreign ids in the tenant sweep.
 */
import { createHash } from 'node:crypto';
import type {
  ApiKeyList,
  ApprovalResult,
  DraftLineResult,
  IssuedApiKey,
  OrderDraft,
} from '@selvedge/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../src/modules/api-keys/api-keys.tables.js';
import { orderDrafts } from '../src/modules/ordering/ordering.tables.js';
import { salesDocuments } from '../src/modules/sales-documents/sales-documents.tables.js';
import {
  createTestPortal,
  demo,
  expectFieldErrors,
  expectOk,
  expectProblem,
  PUBLIC_URL,
  portalPerFile,
  signInPerFile,
} from './support/harness.js';
import { must } from './support/must.js';
import { withCreateOrderClaim } from './support/users.js';

const portal = portalPerFile({ erpData: 'tiny' });
/** The demo customer of C10001: a customer administrator who may order. */
const cookies = signInPerFile(portal, { boss: demo.customer, admin: demo.admin });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const withKey = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  portal.request(method, url, {
    headers: { ...bearer(token), ...headers },
    ...(body === undefined ? {} : { body }),
  });

async function createKey(body: Record<string, unknown> = {}, cookie = cookies.boss): Promise<IssuedApiKey> {
  const response = await portal.post(
    '/api/my-api-keys',
    { name: 'ERP link', scopes: ['documents:read', 'orders:write'], ...body },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as IssuedApiKey;
}

describe('a key is created by a customer administrator', () => {
  it('answers its token once, slv_<public id>_<secret>, and stores only the SHA-256 of the secret', async () => {
    const issued = await createKey({ name: 'Shown once' });
    expect(issued.token).toMatch(/^slv_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(issued.key).toMatchObject({
      name: 'Shown once',
      customerCode: 'C10001',
      scopes: ['documents:read', 'orders:write'],
      createdBy: demo.customer,
      status: 'active',
      lastUsedAt: null,
    });
    expect(issued.token.slice(4, 12)).toBe(issued.key.publicId);
    // 90 days by default.
    const days = (Date.parse(issued.key.expiresAt) - portal.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(90, 3);

    const list = expectOk<ApiKeyList>(await portal.get('/api/my-api-keys', cookies.boss));
    expect(JSON.stringify(list)).not.toContain(issued.token.slice(13));
    expect(list.rows.map((row) => row.name)).toContain('Shown once');

    const [row] = await portal.database.db.select().from(apiKeys).where(eq(apiKeys.id, issued.key.id));
    const secret = issued.token.slice(13);
    expect(must(row).secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('refuses an expiry beyond a year, no scope, and an unknown scope, and creates nothing', async () => {
    const before = (await portal.database.db.select().from(apiKeys)).length;
    expectFieldErrors(
      await portal.post(
        '/api/my-api-keys',
        { name: 'Too long', scopes: ['documents:read'], expiresInDays: 400 },
        cookies.boss,
      ),
      { expiresInDays: 'TOO_LONG' },
    );
    expectProblem(
      await portal.post('/api/my-api-keys', { name: 'None', scopes: [] }, cookies.boss),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await portal.post('/api/my-api-keys', { name: 'Admin', scopes: ['admin'] }, cookies.boss),
      400,
      'VALIDATION_FAILED',
    );
    expect((await portal.database.db.select().from(apiKeys)).length).toBe(before);
  });

  it('grants orders:write only with the create-order claim', async () => {
    await withCreateOrderClaim(portal, demo.customer, false, async () => {
      const list = expectOk<ApiKeyList>(await portal.get('/api/my-api-keys', cookies.boss));
      expect(list.grantableScopes).toEqual(['documents:read']);
      expectProblem(
        await portal.post('/api/my-api-keys', { name: 'Orders', scopes: ['orders:write'] }, cookies.boss),
        403,
        'API_KEY_SCOPE_NOT_HELD',
      );
    });
  });
});

describe('a key calls the API as its customer', () => {
  it("lists the customer's orders, with the rate-limit headers, and notes when it was used", async () => {
    const { token, key } = await createKey({ name: 'Reader', scopes: ['documents:read'] });
    const response = await withKey(token, 'GET', '/api/orders');
    const page = expectOk<{ rows: Array<{ orderNumber: number }>; total: number }>(response);
    expect(page.total).toBeGreaterThan(0);
    expect(response.headers['ratelimit-limit']).toBeDefined();
    expect(Number(response.headers['ratelimit-remaining'])).toBeLessThan(
      Number(response.headers['ratelimit-limit']),
    );
    expect(page).toEqual(expectOk(await portal.get('/api/orders', cookies.boss)));
    const [row] = await portal.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(must(row).lastUsedAt).not.toBeNull();
  });

  it("answers another customer's documents 404, as for a session (D2)", async () => {
    const { token } = await createKey({ name: 'Nosy', scopes: ['documents:read'] });
    const [foreign] = await portal.database.db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.kind, 'order'), ne(salesDocuments.customerCode, 'C10001')))
      .limit(1);
    const id = must(foreign).id;
    expectProblem(await withKey(token, 'GET', `/api/orders/${id}`), 404, 'NOT_FOUND');
    expectProblem(await withKey(token, 'GET', `/api/documents/order/${id}/pdf`), 404, 'NOT_FOUND');
  });

  it('reaches nothing beyond its scopes: no profile, users, keys, settings or login-as', async () => {
    const { token } = await createKey({ name: 'Reader only', scopes: ['documents:read'] });
    for (const [method, url] of [
      ['POST', '/api/order-drafts/current'],
      ['GET', '/api/profile'],
      ['GET', '/api/session'],
      ['GET', '/api/my-users'],
      ['GET', '/api/my-api-keys'],
      ['GET', '/api/users'],
      ['GET', '/api/logs'],
      ['GET', '/api/saved-lists'],
      ['POST', '/api/session/login-as'],
    ] as const) {
      const body = method === 'POST' ? { orderType: 'B2B' } : undefined;
      expectProblem(await withKey(token, method, url, body), 403, 'API_KEY_NOT_ALLOWED');
    }
  });

  it('refuses a request that carries a session cookie too, and a token that is not a key', async () => {
    const { token } = await createKey({ name: 'Both' });
    expectProblem(
      await portal.request('GET', '/api/orders', { cookie: cookies.boss, headers: bearer(token) }),
      400,
      'API_KEY_WITH_SESSION',
    );
    // The right public id with another secret, a public id nobody has, and no key at all.
    const otherSecret = `${token.slice(0, 13)}${token[13] === 'A' ? 'B' : 'A'}${token.slice(14)}`;
    for (const wrong of ['nonsense', otherSecret, `slv_aaaaaaaa_${'A'.repeat(43)}`]) {
      const response = await withKey(wrong, 'GET', '/api/orders');
      expectProblem(response, 401, 'API_KEY_INVALID');
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('is refused at once when revoked', async () => {
    const { token, key } = await createKey({ name: 'Revoked' });
    expectOk(await withKey(token, 'GET', '/api/orders'));
    const revoked = expectOk<{ status: string }>(
      await portal.post(`/api/my-api-keys/${key.id}/revoke`, {}, cookies.boss),
    );
    expect(revoked.status).toBe('revoked');
    expectProblem(await withKey(token, 'GET', '/api/orders'), 401, 'API_KEY_INVALID');
    expectProblem(
      await portal.post(`/api/my-api-keys/${key.id}/rotate`, {}, cookies.boss),
      409,
      'API_KEY_INVALID',
    );
  });

  it('is refused once expired', async () => {
    const { token } = await createKey({ name: 'Short', expiresInDays: 1 });
    expectOk(await withKey(token, 'GET', '/api/orders'));
    const now = portal.clock.now();
    portal.clock.advance(86_400_000 + 1000);
    try {
      expectProblem(await withKey(token, 'GET', '/api/orders'), 401, 'API_KEY_INVALID');
      // A day on, the administrator's session has idled out: a new one.
      const later = await portal.signIn(demo.customer);
      const list = expectOk<ApiKeyList>(await portal.get('/api/my-api-keys', later));
      expect(list.rows.find((row) => row.name === 'Short')?.status).toBe('expired');
    } finally {
      portal.clock.set(now);
    }
  });

  it('rotated: the new token works, the old one 24 hours more, then no longer', async () => {
    const { token: old, key } = await createKey({ name: 'Rotated' });
    const rotated = expectOk<IssuedApiKey>(
      await portal.post(`/api/my-api-keys/${key.id}/rotate`, {}, cookies.boss),
    );
    expect(rotated.token).not.toBe(old);
    expect(rotated.key.publicId).toBe(key.publicId);
    expect(rotated.key.previousTokenUntil).not.toBeNull();
    expectOk(await withKey(rotated.token, 'GET', '/api/orders'));
    expectOk(await withKey(old, 'GET', '/api/orders'));
    const now = portal.clock.now();
    portal.clock.advance(24 * 3_600_000 + 1000);
    try {
      expectProblem(await withKey(old, 'GET', '/api/orders'), 401, 'API_KEY_INVALID');
      expectOk(await withKey(rotated.token, 'GET', '/api/orders'));
    } finally {
      portal.clock.set(now);
    }
  });

  it('is not refused as a cross-site write: a bearer call carries no cookie', async () => {
    const { token } = await createKey({ name: 'From a page elsewhere' });
    const response = await withKey(
      token,
      'POST',
      '/api/order-drafts/current',
      { orderType: 'B2B' },
      {
        origin: 'https://elsewhere.example',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    // A session's write from there is.
    expectProblem(
      await portal.request('POST', '/api/order-drafts/current', {
        cookie: cookies.boss,
        body: { orderType: 'B2B' },
        headers: { origin: 'https://elsewhere.example' },
      }),
      403,
      'FORBIDDEN',
    );
    expect(PUBLIC_URL).not.toContain('elsewhere');
  });
});

describe('orders by key: draft, summary, approve with an Idempotency-Key', () => {
  const approveBody = { email: 'inkoop@devries.example', termsAccepted: true };

  async function keyDraft(token: string): Promise<OrderDraft> {
    const draft = expectOk<OrderDraft>(
      await withKey(token, 'POST', '/api/order-drafts/current', { orderType: 'B2B' }),
    );
    expectOk(await withKey(token, 'PATCH', `/api/order-drafts/${draft.id}`, { reference: 'By key' }));
    const { draft: withLine } = expectOk<DraftLineResult>(
      await withKey(token, 'POST', `/api/order-drafts/${draft.id}/lines`, {
        itemCode: 'HF-1011',
        quantity: 2,
      }),
    );
    expectOk(await withKey(token, 'POST', `/api/order-drafts/${draft.id}/summary`, {}));
    return withLine;
  }

  it('places the order once; the same key again answers the same order; another body is refused', async () => {
    const { token, key } = await createKey({ name: 'Order robot' });
    const draft = await keyDraft(token);
    // The key's draft is its own, not the administrator's who created it.
    const sessionDraft = expectOk<OrderDraft>(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, cookies.boss),
    );
    expect(sessionDraft.id).not.toBe(draft.id);

    expectProblem(
      await withKey(token, 'POST', `/api/order-drafts/${draft.id}/approve`, approveBody),
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const idem = { 'idempotency-key': 'order-2026-0001' };
    const first = expectOk<ApprovalResult>(
      await withKey(token, 'POST', `/api/order-drafts/${draft.id}/approve`, approveBody, idem),
    );
    expect(first.state).toBe('placed');
    expect(first.documentNumber).not.toBeNull();
    const again = expectOk<ApprovalResult>(
      await withKey(token, 'POST', `/api/order-drafts/${draft.id}/approve`, approveBody, idem),
    );
    expect(again).toEqual(first);
    expectProblem(
      await withKey(
        token,
        'POST',
        `/api/order-drafts/${draft.id}/approve`,
        { ...approveBody, email: 'other@devries.example' },
        idem,
      ),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    const erpOrders = (await portal.database.db.execute(sql`
      select count(*)::int as n from demo_erp."Documents" where "DocNum" = ${first.documentNumber} and "ObjType" = 17`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(must(erpOrders.rows[0]).n).toBe(1);
    const [stored] = await portal.database.db.select().from(orderDrafts).where(eq(orderDrafts.id, draft.id));
    expect(must(stored)).toMatchObject({ apiKeyName: 'Order robot', userId: key.id, state: 'placed' });
    // The order history says it was placed by the key, to the key and to the customer's users.
    for (const pending of [
      await withKey(token, 'GET', '/api/order-drafts/pending'),
      await portal.get('/api/order-drafts/pending', cookies.boss),
    ]) {
      const orders = expectOk<{ orders: Array<{ draftId: string; apiKeyName: string | null }> }>(
        pending,
      ).orders;
      expect(orders.find((order) => order.draftId === draft.id)?.apiKeyName).toBe('Order robot');
    }
  });

  it('a refused approval gives the Idempotency-Key back for the corrected request', async () => {
    const { token } = await createKey({ name: 'Careless robot' });
    const draft = await keyDraft(token);
    expectOk(await withKey(token, 'PATCH', `/api/order-drafts/${draft.id}`, { reference: '' }));
    const idem = { 'idempotency-key': 'careless-1' };
    expectProblem(
      await withKey(token, 'POST', `/api/order-drafts/${draft.id}/approve`, approveBody, idem),
      422,
      'REFERENCE_REQUIRED',
    );
    expectOk(await withKey(token, 'PATCH', `/api/order-drafts/${draft.id}`, { reference: 'Fixed' }));
    expect(
      expectOk<ApprovalResult>(
        await withKey(token, 'POST', `/api/order-drafts/${draft.id}/approve`, approveBody, idem),
      ).state,
    ).toBe('placed');
  });

  it("cannot touch the drafts of the customer's users", async () => {
    const { token } = await createKey({ name: 'Curious robot' });
    const sessionDraft = expectOk<OrderDraft>(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, cookies.boss),
    );
    expectProblem(await withKey(token, 'GET', `/api/order-drafts/${sessionDraft.id}`), 404, 'NOT_FOUND');
  });
});

describe('staff manage a customer’s keys', () => {
  it('creates, lists and revokes a key of any customer; an unknown customer is a 404', async () => {
    const created = await portal.post(
      '/api/customers/C10001/api-keys',
      { name: 'Made by staff', scopes: ['documents:read'] },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { key, token } = created.json() as IssuedApiKey;
    expect(key.createdBy).toBe(demo.admin);
    expect(
      expectOk<ApiKeyList>(await portal.get('/api/my-api-keys', cookies.boss)).rows.map((row) => row.id),
    ).toContain(key.id);
    expectOk(await withKey(token, 'GET', '/api/invoices'));
    expectOk(await portal.post(`/api/customers/C10001/api-keys/${key.id}/revoke`, {}, cookies.admin));
    expectProblem(await withKey(token, 'GET', '/api/invoices'), 401, 'API_KEY_INVALID');
    expectProblem(await portal.get('/api/customers/NOPE/api-keys', cookies.admin), 404, 'NOT_FOUND');
    // Another customer's key is not found under this customer.
    expectProblem(
      await portal.post(`/api/customers/C40001/api-keys/${key.id}/revoke`, {}, cookies.admin),
      404,
      'NOT_FOUND',
    );
  });

  it("an export customer's key names one of its ship-tos and sees that ship-to's documents only (D2)", async () => {
    const list = expectOk<ApiKeyList>(await portal.get('/api/customers/C40001/api-keys', cookies.admin));
    expect(list.shipTos.map((shipTo) => shipTo.id)).toContain('Manchester warehouse');
    expectFieldErrors(
      await portal.post(
        '/api/customers/C40001/api-keys',
        { name: 'Export', scopes: ['documents:read'] },
        cookies.admin,
      ),
      { shipToId: 'REQUIRED' },
    );
    const created = await portal.post(
      '/api/customers/C40001/api-keys',
      { name: 'Export', scopes: ['documents:read'], shipToId: 'Manchester warehouse' },
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json() as IssuedApiKey;
    const [other] = await portal.database.db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.kind, 'order'),
          eq(salesDocuments.customerCode, 'C40001'),
          ne(salesDocuments.shipToId, 'Manchester warehouse'),
        ),
      )
      .limit(1);
    expectProblem(await withKey(token, 'GET', `/api/orders/${must(other).id}`), 404, 'NOT_FOUND');
    const page = expectOk<{ rows: Array<{ shipToId?: string | null }> }>(
      await withKey(token, 'GET', '/api/orders'),
    );
    expect(page.rows.length).toBeGreaterThan(0);
  });
});

describe('the rate limit per key', () => {
  it('answers 429 with Retry-After and RateLimit headers beyond the limit, and again in the next minute', async () => {
    const limited = await createTestPortal({ env: { RATE_LIMIT_API_KEY_PER_MINUTE: '3' } });
    try {
      const cookie = await limited.signIn(demo.customer);
      const issued = (
        await limited.post('/api/my-api-keys', { name: 'Busy', scopes: ['documents:read'] }, cookie)
      ).json() as IssuedApiKey;
      const other = (
        await limited.post('/api/my-api-keys', { name: 'Quiet', scopes: ['documents:read'] }, cookie)
      ).json() as IssuedApiKey;
      // At the start of a minute, so that the three calls share one window.
      const now = limited.clock.now().getTime();
      limited.clock.set(new Date(Math.ceil(now / 60_000) * 60_000 + 1000));
      const call = (token: string) => limited.request('GET', '/api/orders', { headers: bearer(token) });
      for (let index = 0; index < 3; index += 1) expect((await call(issued.token)).statusCode).toBe(200);
      const refused = await call(issued.token);
      expectProblem(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      // Another key of the same customer has its own count.
      expect((await call(other.token)).statusCode).toBe(200);
      limited.clock.advance(60_000);
      expect((await call(issued.token)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
