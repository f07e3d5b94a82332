// The SAP adapter on a bad day, against the fake Service Layer's faults: expired sessions, lost answers,
// a slow or absent SAP behind the port's withResilience (D36), the API Gateway's (---), next link forms.
import { randomUUID } from 'node:crypto';
import { generate } from '@selvedge/demo-erp';
import {
  type ChangeSet,
  type ErpPort,
  type FeedName,
  type Item,
  type PlaceOrderInput,
  type SalesDocument,
  withResilience,
} from '@selvedge/erp';
import { erpErrorOf } from '@selvedge/erp/contract';
import {
  type FakeServiceLayer,
  GATEWAY_LAYOUTS_BY_KIND,
  startFakeServiceLayer,
} from '@selvedge/fake-service-layer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { createSapB1Adapter, type SapB1Adapter } from './adapter.js';
import type { SapB1Config } from './config.js';
import { fakeConnection } from './fake-connection.js';

const today = '2026-11-23';
const origin = new Date(`${today}T10:00:00Z`).getTime();
const started = Date.now();
const now = () => new Date(origin + (Date.now() - started));

let fake: FakeServiceLayer;
let closeDatabase: () => Promise<void>;
const adapters: SapB1Adapter[] = [];

beforeAll(async () => {
  const database = await openMemoryDemoErp();
  await generate(database.db, { seed: 42, scale: 'tiny', today });
  fake = await startFakeServiceLayer({ db: database.db, now });
  closeDatabase = () => database.close();
});
afterEach(() => fake.faults.reset());
afterAll(async () => {
  await Promise.all(adapters.map((a) => a.close()));
  await fake.close();
  await closeDatabase();
});

function configFor(version: 'v1' | 'v2', more: Partial<SapB1Config> = {}): SapB1Config {
  return {
    ...fakeConnection(fake, version),
    pageSize: 7,
    pdf: { gatewayUrl: fake.gatewayUrl, layouts: GATEWAY_LAYOUTS_BY_KIND },
    ...more,
  };
}

function adapterFor(version: 'v1' | 'v2', more: Partial<SapB1Config> = {}): SapB1Adapter {
  const adapter = createSapB1Adapter(configFor(version, more), { now });
  adapters.push(adapter);
  return adapter;
}

async function pullAll(port: ErpPort, feed: FeedName, limit: number, customerCode?: string) {
  const ids: string[] = [];
  const rows: unknown[] = [];
  let watermark: string | null = null;
  for (let i = 0; i < 1000; i += 1) {
    const page: ChangeSet<unknown> = await port.pullChanges(
      feed,
      watermark,
      limit,
      customerCode ? { customerCode } : {},
    );
    for (const row of page.rows) {
      const r = row as Record<string, unknown>;
      ids.push(String(r.kind ? `${r.kind}:${r.id}` : (r.code ?? r.itemCode ?? r.id ?? JSON.stringify(r))));
    }
    rows.push(...page.rows);
    watermark = page.nextWatermark;
    if (!page.hasMore) break;
  }
  return { ids, rows };
}

const stockRequest = { itemCode: 'HF-1011', quantity: 1 };

function orderInput(portalKey: string): PlaceOrderInput {
  return {
    portalKey,
    customerCode: 'C10001',
    orderType: 'B2B',
    reference: 'Fault test',
    shipTo: { addressId: 'Ship to' },
    language: 'en',
    lines: [{ itemCode: 'HF-1011', quantity: 1 }],
  };
}

async function ordersWithKey(port: ErpPort, portalKey: string): Promise<SalesDocument[]> {
  const { rows } = await pullAll(port, 'salesDocuments', 500, 'C10001');
  return (rows as SalesDocument[]).filter((d) => d.kind === 'order' && d.portalKey === portalKey);
}

describe.each(['v1', 'v2'] as const)('sessions on %s', (version) => {
  it('a session that expires mid-feed resumes: no row lost, none twice, one login more', async () => {
    const clean = await pullAll(adapterFor(version).port, 'salesDocuments', 40);
    // One session, so that the count of logins is exact: the first, and one after the expiry.
    const adapter = adapterFor(version, { sessionPoolSize: 1 });
    const before = fake.stats.logins;
    fake.faults.expireSessionAfterPages(5);
    const again = await pullAll(adapter.port, 'salesDocuments', 40);
    expect(again.ids).toEqual(clean.ids);
    expect(new Set(again.ids).size).toBe(again.ids.length);
    expect(fake.stats.logins - before).toBe(2);
  });

  it('a session that expires between two pages of a sync resumes from the watermark', async () => {
    const adapter = adapterFor(version);
    const clean = await pullAll(adapter.port, 'items', 10);
    const ids: string[] = [];
    let watermark: string | null = null;
    for (let i = 0; i < 100; i += 1) {
      if (i === 2) fake.faults.expireSessions();
      const page: ChangeSet<Item> = await adapter.port.pullChanges('items', watermark, 10);
      ids.push(...page.rows.map((r) => r.code));
      watermark = page.nextWatermark;
      if (!page.hasMore) break;
    }
    expect(ids).toEqual(clean.ids);
  });

  it('fifty parallel calls on an expired session log in once', async () => {
    const adapter = adapterFor(version, { sessionPoolSize: 1 });
    await adapter.port.getDeliveryWeek(stockRequest);
    fake.faults.expireSessions();
    const before = fake.stats.logins;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => adapter.port.getDeliveryWeek(stockRequest)),
    );
    expect(answers.every((a) => a.kind === 'direct')).toBe(true);
    expect(fake.stats.logins - before).toBe(1);
  });

  it('with the default pool of two sessions, fifty calls on expired sessions log in at most twice', async () => {
    const adapter = adapterFor(version);
    await Promise.all([
      adapter.port.getDeliveryWeek(stockRequest),
      adapter.port.getDeliveryWeek(stockRequest),
    ]);
    fake.faults.expireSessions();
    const before = fake.stats.logins;
    await Promise.all(Array.from({ length: 50 }, () => adapter.port.getDeliveryWeek(stockRequest)));
    expect(fake.stats.logins - before).toBeGreaterThanOrEqual(1);
    expect(fake.stats.logins - before).toBeLessThanOrEqual(2);
  });

  it('a dead session answered with 403 (a load balancer variant) is logged in again', async () => {
    // The body still says SAP 301 "Invalid session": that is enough, whatever the status. A bare 403
    // without it counts as expiry only with reloginOn403 (errors.test.ts).
    const adapter = adapterFor(version);
    await adapter.port.getDeliveryWeek(stockRequest);
    fake.faults.expiredSessionStatus(403);
    fake.faults.expireSessions();
    expect((await adapter.port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
  });

  it('when every session dies at once (an SL restart), a call logs in again instead of trying the other dead one', async () => {
    const adapter = adapterFor(version, { sessionPoolSize: 3 });
    await Promise.all(Array.from({ length: 3 }, () => adapter.port.getDeliveryWeek(stockRequest)));
    fake.faults.expireSessions();
    for (let i = 0; i < 4; i += 1)
      expect((await adapter.port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
  });

  it('close logs the sessions out', async () => {
    const adapter = createSapB1Adapter(configFor(version), { now });
    await adapter.port.getDeliveryWeek(stockRequest);
    const before = fake.stats.requests(`/b1s/${version}/Logout`);
    await adapter.close();
    expect(fake.stats.requests(`/b1s/${version}/Logout`)).toBe(before + 1);
  });
});

describe.each(['v1', 'v2'] as const)('orders are never doubled on %s', (version) => {
  it('an order POST whose answer is lost is found by its key and not posted again', async () => {
    const adapter = adapterFor(version);
    const portalKey = `lost-${randomUUID()}`;
    fake.faults.loseNextPostAnswer();
    const placed = await adapter.port.placeOrder(orderInput(portalKey));
    expect(await adapter.port.placeOrder(orderInput(portalKey))).toEqual(placed);
    const orders = await ordersWithKey(adapter.port, portalKey);
    expect(orders.map((o) => o.id)).toEqual([placed.docEntry]);
  });

  it('a POST slower than the resilience time-out, retried, makes one order', async () => {
    const adapter = adapterFor(version);
    const port = withResilience(adapter.port, { liveTimeoutMs: 300, liveRetries: 2, initialBackoffMs: 5 });
    const portalKey = `slow-${randomUUID()}`;
    fake.faults.latencyMs(400);
    expect((await erpErrorOf(port.placeOrder(orderInput(portalKey)))).kind).toBe('unavailable');
    fake.faults.latencyMs(0);
    // What the portal's outbox does later: the same key again.
    const placed = await port.placeOrder(orderInput(portalKey));
    const orders = await ordersWithKey(adapter.port, portalKey);
    expect(orders.map((o) => o.id)).toEqual([placed.docEntry]);
  });

  it("a refused order carries SAP's reason and posts nothing", async () => {
    const adapter = adapterFor(version);
    const portalKey = `refused-${randomUUID()}`;
    const error = await erpErrorOf(
      adapter.port.placeOrder({ ...orderInput(portalKey), lines: [{ itemCode: 'HF-1011', quantity: -1 }] }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.erpMessage).toMatch(/quantity/i);
    expect(await ordersWithKey(adapter.port, portalKey)).toEqual([]);
  });
});

describe('SAP slow or down behind withResilience (D36)', () => {
  const fast = {
    liveTimeoutMs: 200,
    liveRetries: 1,
    initialBackoffMs: 5,
    maxBackoffMs: 10,
    halfOpenAfterMs: 150,
  };

  it('a slow SAP answers unavailable within the time-outs, and health says down without throwing', async () => {
    const port = withResilience(adapterFor('v2').port, fast);
    await port.getDeliveryWeek(stockRequest);
    fake.faults.latencyMs(1_500);
    const start = Date.now();
    expect((await erpErrorOf(port.getDeliveryWeek(stockRequest))).kind).toBe('unavailable');
    expect(Date.now() - start).toBeLessThan(1_000);
    const health = await port.health();
    expect(health.isUp).toBe(false);
    expect(Date.now() - start).toBeLessThan(1_500);
  });

  it('a SAP that is down opens the circuit (calls fail at once); when it is back, the circuit closes', async () => {
    const port = withResilience(adapterFor('v2').port, { ...fast, liveRetries: 0, breakerThreshold: 3 });
    await port.getDeliveryWeek(stockRequest);
    fake.faults.failNext(1_000_000, 503);
    for (let i = 0; i < 3; i += 1)
      expect((await erpErrorOf(port.getDeliveryWeek(stockRequest))).kind).toBe('unavailable');
    expect(port.circuitState).toBe('open');
    const start = Date.now();
    const error = await erpErrorOf(
      port.getPrice({ customerCode: 'C10001', itemCode: 'HF-1011', quantity: 1 }),
    );
    expect(error.kind).toBe('unavailable');
    expect(Date.now() - start).toBeLessThan(50);
    expect((await port.health()).isUp).toBe(false);
    fake.faults.reset();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
    expect(port.circuitState).toBe('closed');
    expect((await port.health()).isUp).toBe(true);
  });

  it('a dropped connection on a read is retried by the wrapper and answers', async () => {
    const port = withResilience(adapterFor('v1').port, fast);
    await port.getDeliveryWeek(stockRequest);
    fake.faults.dropNext(1);
    expect((await port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
  });

  it("answers in the portal's words: a missing item is notFound, not an outage", async () => {
    const port = withResilience(adapterFor('v1').port, fast);
    expect((await erpErrorOf(port.getDeliveryWeek({ itemCode: 'NO-SUCH', quantity: 1 }))).kind).toBe(
      'notFound',
    );
    expect(port.circuitState).toBe('closed');
  });
});

describe('PDFs through the API Gateway', () => {
  const firstOrder = async (port: ErpPort) =>
    ((await port.pullChanges('salesDocuments', null, 20)).rows as SalesDocument[]).find(
      (d) => d.kind === 'order',
    ) as SalesDocument;

  it('the (---) answer is asked again; the PDF is a PDF', async () => {
    const adapter = adapterFor('v2');
    const order = await firstOrder(adapter.port);
    fake.faults.pdfSentinelNext(1);
    const pdf = await adapter.port.getDocumentPdf('order', order.id, 'nl', { itemCode: 'HF-1011' });
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.fileName).toBe(`order-${order.number}-HF-1011.pdf`);
  });

  it('a gateway that keeps answering (---) is "PDF unavailable", said clearly', async () => {
    const adapter = adapterFor('v2');
    const order = await firstOrder(adapter.port);
    fake.faults.pdfSentinelNext(10);
    const error = await erpErrorOf(adapter.port.getDocumentPdf('order', order.id, 'nl'));
    expect(error.kind).toBe('rejected');
    expect(error.erpMessage).toMatch(/PDF unavailable/);
  });

  it('an expired gateway session logs in again', async () => {
    const adapter = adapterFor('v1');
    const order = await firstOrder(adapter.port);
    await adapter.port.getDocumentPdf('order', order.id, 'en');
    const before = fake.stats.gatewayLogins;
    fake.faults.expireSessions();
    await adapter.port.getDocumentPdf('order', order.id, 'en');
    expect(fake.stats.gatewayLogins - before).toBe(1);
  });

  it('without a gateway: "PDF unavailable" with a clear message; an unknown document is still notFound', async () => {
    const adapter = adapterFor('v1', { pdf: null });
    const order = await firstOrder(adapter.port);
    const error = await erpErrorOf(adapter.port.getDocumentPdf('order', order.id, 'en'));
    expect(error.kind).toBe('rejected');
    expect(error.erpMessage).toMatch(/PDF unavailable.*API Gateway is not configured/);
    expect((await erpErrorOf(adapter.port.getDocumentPdf('invoice', 987_654_321, 'en'))).kind).toBe(
      'notFound',
    );
  });
});

describe('next links in every form, on both versions', () => {
  it.each([
    ['v1', 'path'],
    ['v1', 'relative'],
    ['v2', 'path'],
    ['v2', 'relative'],
  ] as const)('%s with %s links reads the same rows', async (version, form) => {
    const reference = await pullAll(adapterFor(version).port, 'referenceData', 100);
    const stock = await pullAll(adapterFor(version).port, 'stock', 100);
    fake.faults.nextLinkForm(form);
    expect((await pullAll(adapterFor(version).port, 'referenceData', 100)).rows).toEqual(reference.rows);
    expect((await pullAll(adapterFor(version).port, 'stock', 100)).rows).toEqual(stock.rows);
  });
});

describe('an optional part SAP will not give fails alone', () => {
  it.each([
    [403, -1, 'No permission to read ProductTrees'],
    [404, -1, "Resource not found for the segment 'ProductTrees'."],
  ] as const)("ProductTrees refused (%i): the items feed completes without BOM components, warned once with SAP's message", async (status, code, message) => {
    const complete = await pullAll(adapterFor('v2').port, 'items', 7);
    const warnings: { message: string; data: unknown }[] = [];
    const adapter = createSapB1Adapter(configFor('v2'), {
      now,
      log: (level, text, data) => {
        if (level === 'warn') warnings.push({ message: text, data });
      },
    });
    adapters.push(adapter);
    fake.faults.refuse('ProductTrees', { status, code, message });

    const { ids, rows } = await pullAll(adapter.port, 'items', 7);
    expect(ids).toEqual(complete.ids);
    const boms = (rows as Item[]).filter((item) => item.salesBom !== null);
    expect(boms.length).toBeGreaterThan(0);
    expect(boms.every((item) => item.salesBom?.components.length === 0)).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain(message);
  });
});

describe('price errors tell the truth', () => {
  const priceOf = (port: ErpPort, itemCode: string) =>
    port.getPrice({ customerCode: 'C10001', itemCode, quantity: 1 });
  const PRICE_PATH = '/b1s/v2/CompanyService_GetItemPrice';

  it('only an item SAP does not know is notFound', async () => {
    const port = withResilience(adapterFor('v2').port);
    expect((await erpErrorOf(priceOf(port, 'NO-SUCH-ITEM'))).kind).toBe('notFound');
    expect((await priceOf(port, 'HF-1011')).itemCode).toBe('HF-1011');
  });

  it.each([
    [403, -1, 'No permission for CompanyService'],
    [404, -1, "Resource not found for the segment 'CompanyService_GetItemPrice'."],
    [501, -1000, 'Not implemented'],
    [400, -10, 'Price list period is not valid'],
  ] as const)("SAP refusing the price call (%i) is failed: asked once, the circuit stays closed, SAP's text only for the operator", async (status, code, message) => {
    const port = withResilience(adapterFor('v2').port, { breakerThreshold: 2 });
    await priceOf(port, 'HF-1011');
    fake.faults.refuse('CompanyService_GetItemPrice', { status, code, message });
    const before = fake.stats.requests(PRICE_PATH);
    for (let i = 0; i < 3; i += 1) {
      const error = await erpErrorOf(priceOf(port, 'HF-1011'));
      expect(error.kind).toBe('failed');
      expect(error.message).toContain(message);
      expect(error.erpMessage).toBeUndefined();
    }
    expect(fake.stats.requests(PRICE_PATH) - before).toBe(3);
    expect(port.circuitState).toBe('closed');
  });
});

describe('a login has its own budget, apart from the live time-out', () => {
  it('a 4 s login against the 3 s live time-out: the first call waits for it and answers', async () => {
    const port = withResilience(adapterFor('v2').port, { liveRetries: 0 });
    fake.faults.loginLatencyMs(4_000);
    const started = Date.now();
    expect((await port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
  }, 15_000);

  it('the live time-out still bounds the call itself, and a login beyond its budget fails', async () => {
    const port = withResilience(adapterFor('v2', { loginTimeoutMs: 300 }).port, {
      liveTimeoutMs: 200,
      liveRetries: 0,
      breakerThreshold: 10,
    });
    fake.faults.loginLatencyMs(1_000);
    let started = Date.now();
    expect((await erpErrorOf(port.getDeliveryWeek(stockRequest))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(900);

    fake.faults.reset();
    expect((await port.getDeliveryWeek(stockRequest)).kind).toBe('direct');
    fake.faults.latencyMs(600);
    started = Date.now();
    expect((await erpErrorOf(port.getDeliveryWeek(stockRequest))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe.each(['v1', 'v2'] as const)('incoming payments are never doubled on %s (ADR-037)', (version) => {
  /** An open EUR invoice of C10001 and its open amount, as the open items feed has it. */
  async function openInvoice(port: ErpPort) {
    const { rows } = (await pullAll(port, 'openItems', 50, 'C10001')) as unknown as {
      rows: { document: { kind: string; id: number }; currency: string; openAmount: number }[];
    };
    const invoice = rows.find(
      (row) => row.document.kind === 'invoice' && row.currency === 'EUR' && row.openAmount > 0,
    );
    if (!invoice) throw new Error('no open EUR invoice of C10001 in the tiny data');
    return invoice;
  }

  /** A payment of the whole open invoice, as the portal posts it. */
  function paymentOf(
    invoice: { document: { id: number }; openAmount: number },
    key: string,
    reference: string,
  ) {
    return {
      portalKey: `${key}-${randomUUID()}`,
      customerCode: 'C10001',
      currency: 'EUR',
      amount: invoice.openAmount,
      reference,
      invoices: [{ id: invoice.document.id, amount: invoice.openAmount }],
    };
  }

  it('a POST whose answer is lost is found by its key and not posted again', async () => {
    const adapter = adapterFor(version, { incomingPaymentAccount: '1020' });
    const invoice = await openInvoice(adapter.port);
    const input = paymentOf(invoice, 'lost-payment', 'tr_lost');
    fake.faults.loseNextPostAnswer();
    const posted = await adapter.port.postIncomingPayment(input);
    expect(await adapter.port.postIncomingPayment(input)).toEqual(posted);
    const found = await fetch(
      `${fake.url}/b1s/${version}/IncomingPayments?$filter=U_DBS_PORTALKEY eq '${input.portalKey}'&$select=DocEntry`,
      { headers: { cookie: await sessionCookie(version) } },
    );
    expect(((await found.json()) as { value: unknown[] }).value).toHaveLength(1);
  });

  it('without a clearing account the payment is refused, and nothing is posted', async () => {
    const adapter = adapterFor(version);
    const invoice = await openInvoice(adapter.port);
    const error = await erpErrorOf(
      adapter.port.postIncomingPayment(paymentOf(invoice, 'no-account', 'tr_none')),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toMatch(/incomingPaymentAccount/);
  });
});

/** A Service Layer session of the fake, for reading what it holds. */
async function sessionCookie(version: 'v1' | 'v2'): Promise<string> {
  const response = await fetch(`${fake.url}/b1s/${version}/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ CompanyDB: fake.companyDb, UserName: fake.userName, Password: fake.password }),
  });
  return (response.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}
