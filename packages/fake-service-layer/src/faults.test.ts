import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONS, type Version } from './protocol.js';
import { SlClient, startTestFake, type TestFake } from './test-support.js';

/** Faults on demand and the counters (research §5, §6.2 item 7). */
let setup: TestFake;

beforeAll(async () => {
  setup = await startTestFake();
});
afterEach(() => setup.fake.faults.reset());
afterAll(() => setup.close());

async function client(version: Version): Promise<SlClient> {
  const c = new SlClient(setup.fake, version);
  await c.login();
  return c;
}

describe.each(VERSIONS)('faults on %s', (version) => {
  it('slows every answer down by the latency', async () => {
    const c = await client(version);
    setup.fake.faults.latencyMs(150);
    const started = Date.now();
    expect((await c.get('ShippingTypes')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers the next n calls with 502 (the load balancer page), then recovers', async () => {
    const c = await client(version);
    setup.fake.faults.failNext(2);
    const first = await c.get('ShippingTypes');
    expect(first.status).toBe(502);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await c.get('ShippingTypes')).status).toBe(502);
    expect((await c.get('ShippingTypes')).status).toBe(200);
    setup.fake.faults.failNext(1, 503);
    expect((await c.get('ShippingTypes')).status).toBe(503);
  });

  it('drops the connection of the next n calls without an answer', async () => {
    const c = await client(version);
    setup.fake.faults.dropNext(1);
    await expect(c.get('ShippingTypes')).rejects.toThrow();
    expect((await c.get('ShippingTypes')).status).toBe(200);
  });

  it('expires every session now', async () => {
    const c = await client(version);
    setup.fake.faults.expireSessions();
    expect((await c.get('ShippingTypes')).status).toBe(401);
    expect((await c.login()).status).toBe(200);
    expect((await c.get('ShippingTypes')).status).toBe(200);
  });

  it('expires the session in the middle of a paged read', async () => {
    const c = await client(version);
    setup.fake.faults.expireSessionAfterPages(2);
    const headers = { Prefer: 'odata.maxpagesize=5' };
    const first = await c.get('Items?$select=ItemCode', headers);
    const nextLink = version === 'v1' ? 'odata.nextLink' : '@odata.nextLink';
    const second = await c.get(c.resolve(first.json[nextLink]), headers);
    expect(second.status).toBe(200);
    const third = await c.get(c.resolve(second.json[nextLink]), headers);
    expect(third.status).toBe(401);
    // A re-login lets the read go on from the same link.
    await c.login();
    const resumed = await c.get(c.resolve(second.json[nextLink]), headers);
    expect(resumed.status).toBe(200);
    expect(resumed.json.value[0].ItemCode).not.toBe(second.json.value[0].ItemCode);
  });

  it('loses the answer of the next POST; the order exists and is found by its portal key', async () => {
    const c = await client(version);
    const key = `lost-${version}`;
    setup.fake.faults.loseNextPostAnswer();
    await expect(
      c.post('Orders', {
        CardCode: 'C10001',
        U_DBS_PORTALKEY: key,
        DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1 }],
      }),
    ).rejects.toThrow();
    const found = await c.get(`Orders?$filter=${encodeURIComponent(`U_DBS_PORTALKEY eq '${key}'`)}`);
    expect(found.status).toBe(200);
    expect(found.json.value).toHaveLength(1);
    // Only one answer was lost.
    const again = await c.post('Orders', {
      CardCode: 'C10001',
      DocumentLines: [{ ItemCode: 'HF-1011', Quantity: 1 }],
    });
    expect(again.status).toBe(201);
  });
});

it('counts requests per path and logins', async () => {
  const logins = setup.fake.stats.logins;
  const total = setup.fake.stats.requests();
  const c = await client('v2');
  await c.get('Orders?$top=1');
  await c.get('Orders?$top=2');
  await c.get('Orders(1)');
  expect(setup.fake.stats.logins).toBe(logins + 1);
  expect(setup.fake.stats.requests('/b1s/v2/Orders')).toBeGreaterThanOrEqual(2);
  expect(setup.fake.stats.requests('/b1s/v2/Orders(1)')).toBeGreaterThanOrEqual(1);
  expect(setup.fake.stats.requests()).toBe(total + 4);
});

it('reset switches every fault off', async () => {
  const c = await client('v1');
  setup.fake.faults.failNext(5);
  setup.fake.faults.dropNext(5);
  setup.fake.faults.reset();
  expect((await c.get('ShippingTypes')).status).toBe(200);
});

describe('refusals and a slow login', () => {
  it("answers one resource with SAP's error until reset, the others as usual", async () => {
    const c = await client('v2');
    setup.fake.faults.refuse('ProductTrees', { status: 403, code: -1, message: 'No permission' });
    const refused = await c.get("ProductTrees?$filter=TreeCode eq 'X'");
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: '-1', message: 'No permission' } });
    expect((await c.get('ShippingTypes')).status).toBe(200);
    setup.fake.faults.reset();
    expect((await c.get('ProductTrees')).status).toBe(200);
  });

  it('answers Login later by the login latency, other requests not', async () => {
    const c = await client('v1');
    setup.fake.faults.loginLatencyMs(200);
    const started = Date.now();
    expect((await c.get('ShippingTypes')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(150);
    expect((await c.login()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
