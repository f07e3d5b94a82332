import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMollie, type FakeMollie } from './fake-mollie.js';
import { createMollieProvider, mollieSignature } from './mollie.js';
import { centsOfProviderValue, PaymentProviderError, providerValue } from './payment-provider.js';

let fake: FakeMollie;
const received: { body: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  fake = createFakeMollie({
    webhookSecret: 'whsec_test',
    deliverWebhook: async (_url, body, headers) => {
      received.push({ body, headers });
      return 200;
    },
  });
  await fake.listen();
});
afterAll(() => fake.close());

const input = (key: string) => ({
  amount: { currency: 'EUR', value: '1234.56' },
  description: 'Invoices 3000101, 3000102',
  redirectUrl: 'http://portal.test/payments/p1',
  webhookUrl: 'http://portal.test/api/payments/webhook',
  metadata: { paymentId: key },
  idempotencyKey: key,
});

describe('the Mollie adapter on the fake Mollie', () => {
  it('creates a payment with a checkout, reads it back, and the same key gives the same payment', async () => {
    const mollie = createMollieProvider({ apiKey: fake.apiKey, baseUrl: fake.url });
    const created = await mollie.createPayment(input('k1'));
    expect(created).toMatchObject({ status: 'open', amount: { currency: 'EUR', value: '1234.56' } });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`${fake.url}/checkout/${created.id}`);
    expect((await mollie.createPayment(input('k1'))).id).toBe(created.id);
    expect((await mollie.createPayment(input('k2'))).id).not.toBe(created.id);
    expect(await mollie.getPayment(created.id)).toMatchObject({
      status: 'open',
      metadata: { paymentId: 'k1' },
    });
  });

  it('the checkout page offers the test statuses; the choice calls the signed webhook and redirects', async () => {
    const mollie = createMollieProvider({
      apiKey: fake.apiKey,
      baseUrl: fake.url,
      webhookSecret: 'whsec_test',
    });
    const created = await mollie.createPayment(input('k3'));
    const page = await fetch(created.checkoutUrl as string);
    expect(await page.text()).toContain('data-status="paid">Paid<');
    // In the buyer's language when the payment names one, as Mollie's checkout is.
    const dutch = await mollie.createPayment({ ...input('k3-nl'), locale: 'nl_NL' });
    expect(await (await fetch(dutch.checkoutUrl as string)).text()).toMatch(/lang="nl"[\s\S]*>Betaald</);
    const answer = await fetch(`${created.checkoutUrl}/paid`, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://portal.test/payments/p1');
    const call = received.at(-1) as (typeof received)[number];
    expect(call.body).toBe(`id=${created.id}`);
    expect(mollie.verifyWebhook({ rawBody: call.body, headers: call.headers })).toEqual({
      ok: true,
      paymentId: created.id,
    });
    expect((await mollie.getPayment(created.id)).status).toBe('paid');
    expect((await mollie.getPayment(created.id)).checkoutUrl).toBeNull();
    // A forged call: the body changed, or no signature.
    expect(mollie.verifyWebhook({ rawBody: 'id=tr_forged1234', headers: call.headers }).ok).toBe(false);
    expect(mollie.verifyWebhook({ rawBody: call.body, headers: {} }).ok).toBe(false);
    expect(
      mollie.verifyWebhook({
        rawBody: 'id=tr_forged1234',
        headers: { 'x-mollie-signature': mollieSignature('whsec_test', 'id=tr_forged1234') },
      }).ok,
    ).toBe(true);
  });

  it('tells a wrong key, an invalid amount, an unknown payment and an outage apart', async () => {
    const wrong = createMollieProvider({ apiKey: 'test_wrong', baseUrl: fake.url });
    await expect(wrong.createPayment(input('k4'))).rejects.toMatchObject({ kind: 'rejected', status: 401 });
    const mollie = createMollieProvider({ apiKey: fake.apiKey, baseUrl: fake.url });
    await expect(
      mollie.createPayment({ ...input('k5'), amount: { currency: 'EUR', value: '12.3' } }),
    ).rejects.toMatchObject({ kind: 'rejected', status: 422 });
    await expect(mollie.getPayment('tr_doesnotexist')).rejects.toMatchObject({ kind: 'notFound' });
    fake.setDown(true);
    try {
      await expect(mollie.getPayment('tr_doesnotexist')).rejects.toBeInstanceOf(PaymentProviderError);
      await expect(mollie.getPayment('tr_doesnotexist')).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      fake.setDown(false);
    }
    const unreachable = createMollieProvider({ apiKey: fake.apiKey, baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.getPayment('tr_abcdef')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('writes amounts from cents and reads them back without a float', () => {
    expect(providerValue(123_456)).toBe('1234.56');
    expect(providerValue(5)).toBe('0.05');
    expect(centsOfProviderValue('1234.56')).toBe(123_456);
    expect(centsOfProviderValue('12.3')).toBeNaN();
  });
});

describe('the fake Mollie expires an open payment as Mollie does', () => {
  it('answers expired after its expiry, and calls the webhook', async () => {
    let clock = new Date('2026-11-28T10:00:00Z');
    const calls: string[] = [];
    const local = createFakeMollie({
      expiryMinutes: 15,
      now: () => clock,
      deliverWebhook: async (_url, body) => {
        calls.push(body);
        return 200;
      },
    });
    await local.listen();
    try {
      const mollie = createMollieProvider({ apiKey: local.apiKey, baseUrl: local.url });
      const created = await mollie.createPayment(input('e1'));
      clock = new Date('2026-11-28T10:14:00Z');
      expect((await mollie.getPayment(created.id)).status).toBe('open');
      clock = new Date('2026-11-28T10:16:00Z');
      expect((await mollie.getPayment(created.id)).status).toBe('expired');
      await expect.poll(() => calls).toEqual([`id=${created.id}`]);
      expect(local.checkoutPage(created.id)).toBeNull();
    } finally {
      await local.close();
    }
  });
});
