/**
 * Paying open invoices online (ADR-037) through the API, on the local fake of Mollie: the amount comes
 * from the read model, one currency, full open amounts only, one payment per invoice however many
 * clicks, the webhook verified and applied once however often it comes, the incoming payment booked in
 * the ERP exactly once through the outbox (an outage retried, a refusal told to the buyer and staff),
 * and every outcome in the error log.
 */
import { randomUUID } from 'node:crypto';
import type { OnlinePayment, PaymentOverview } from '@selvedge/contracts';
import type { FakeMollie } from '@selvedge/payments';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_NOTICE_QUEUE, type PaymentNoticeJob } from '../src/modules/payments/payment-events.js';
import { sendPaymentNotice } from '../src/modules/payments/payment-notices.js';
import {
  erpPaymentInput,
  PAYMENT_POSTING_QUEUE,
  type PaymentPostingJob,
  postPayment,
} from '../src/modules/payments/payment-posting.js';
import { WEBHOOK_REFUSALS_LOGGED } from '../src/modules/payments/payment-webhook.js';
import { findById, findInvoices } from '../src/modules/payments/payments.repository.js';
import {
  createTestPortal,
  demo,
  expectOk,
  expectProblem,
  NOTIFICATION_ADDRESS,
  PUBLIC_URL,
  portalPerFile,
} from './support/harness.js';
import { takeJobs } from './support/outbox.js';

const SECRET = 'whsec_selvedge_test_secret';

let fake: FakeMollie;
let customer: string;

const portal = portalPerFile({ erpData: 'tiny', env: { MOLLIE_WEBHOOK_SECRET: SECRET } });

/** The fake calls the portal's webhook as Mollie would, here through the app itself. */
const deliverWebhook: Parameters<FakeMollie['setWebhookDelivery']>[0] = async (url, body, headers) => {
  const response = await portal.request('POST', new URL(url).pathname, { body, headers });
  return response.statusCode;
};

/** Runs `run` while the provider's webhooks never reach the portal, then delivers them again. */
async function withoutWebhooks(run: () => Promise<unknown>): Promise<void> {
  fake.setWebhookDelivery(async () => 0);
  try {
    await run();
  } finally {
    fake.setWebhookDelivery(deliverWebhook);
  }
}

beforeAll(async () => {
  fake = portal.deps.payments?.fake as FakeMollie;
  fake.setWebhookDelivery(deliverWebhook);
  customer = await portal.signIn(demo.customer);
});
beforeEach(() => {
  portal.erp.setFailing(false);
  fake.setDown(false);
});

/** Open invoices of the demo customer in EUR that no payment holds, oldest first. */
async function freeInvoices(count: number): Promise<{ id: number; openCents: number; number: number }[]> {
  const rows = await portal.rows<{ id: number; open: string; number: number }>(sql`
    select o.document_id as id, o.open_amount::text as open, o.document_number as number from open_items o
    where o.customer_code = 'C10001' and o.kind = 'invoice' and o.currency = 'EUR' and o.open_amount > 0
      and not exists (select 1 from online_payment_invoices c where c.invoice_id = o.document_id and c.is_claimed)
    order by o.document_id limit ${count}`);
  if (rows.length < count) throw new Error('not enough open invoices in the demo data');
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    openCents: Math.round(Number(row.open) * 100),
  }));
}

const start = (invoiceIds: number[], cookie = customer, requestKey: string = randomUUID()) =>
  portal.post('/api/payments', { requestKey, invoiceIds }, cookie);

const read = async (id: string, cookie = customer) =>
  expectOk<OnlinePayment>(await portal.get(`/api/payments/${id}`, cookie));

const providerIdOf = async (paymentId: string) =>
  (await findById(portal.database.db, paymentId))?.providerPaymentId as string;

async function logCount(event: string, referenceId: string): Promise<number> {
  const [row] = await portal.rows<{ n: number }>(
    sql`select count(*)::int as n from log_entries where event = ${event} and reference_id = ${referenceId}`,
  );
  return row?.n ?? 0;
}

async function postingJobs(paymentId: string): Promise<number> {
  const [row] = await portal.rows<{ n: number }>(sql`
    select count(*)::int as n from pgboss.job where name = ${PAYMENT_POSTING_QUEUE} and data->>'paymentId' = ${paymentId}`);
  return row?.n ?? 0;
}

async function erpPaymentsWithKey(key: string): Promise<number> {
  const [row] = await portal.rows<{ n: number }>(sql`
    select count(*)::int as n from demo_erp."Documents" where "ObjType" = 24 and "U_DBS_PORTALKEY" = ${key}`);
  return row?.n ?? 0;
}

/** Cancels an open payment at the fake's checkout: its invoices are free again for the next test. */
async function cancel(paymentId: string): Promise<void> {
  await fake.choose(await providerIdOf(paymentId), 'canceled');
}

/** Starts a payment of `count` invoices and pays it at the fake's checkout: paidPending. */
async function paidPayment(count = 1): Promise<OnlinePayment> {
  const payment = expectOk<OnlinePayment>(await start((await freeInvoices(count)).map((i) => i.id)));
  await fake.choose(await providerIdOf(payment.id), 'paid');
  return read(payment.id);
}

describe('starting a payment (ADR-037)', () => {
  it('offers payments to the buyer, not to a viewer of the documents', async () => {
    expect(expectOk<PaymentOverview>(await portal.get('/api/payments/overview', customer)).isEnabled).toBe(
      true,
    );
    const viewer = await portal.signIn(demo.viewer);
    expect(expectOk<PaymentOverview>(await portal.get('/api/payments/overview', viewer)).isEnabled).toBe(
      false,
    );
    const [invoice] = await freeInvoices(1);
    expectProblem(await start([invoice?.id as number], viewer), 403, 'FORBIDDEN');
  });

  it('computes the amount from the open items, and sends the buyer to the checkout', async () => {
    const invoices = await freeInvoices(2);
    const payment = expectOk<OnlinePayment>(await start(invoices.map((i) => i.id)));
    const total = invoices.reduce((sum, i) => sum + i.openCents, 0);
    expect(payment.state).toBe('open');
    expect(payment.currency).toBe('EUR');
    expect(Math.round(payment.amount * 100)).toBe(total);
    expect(payment.invoices.map((i) => i.documentNumber).sort()).toEqual(
      invoices.map((i) => i.number).sort(),
    );
    expect(payment.checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/fake-mollie/checkout/tr_`));
    // What the provider was asked to take is that amount, to the cent, with the portal's own addresses.
    const atProvider = fake.payment(await providerIdOf(payment.id));
    expect(atProvider?.amount).toEqual({ currency: 'EUR', value: (total / 100).toFixed(2) });
    expect(atProvider?.redirectUrl).toBe(`${PUBLIC_URL}/payments/${payment.id}`);
    expect(atProvider?.webhookUrl).toBe(`${PUBLIC_URL}/api/payments/webhook`);
    // The checkout page the portal serves for the fake offers the test statuses.
    const page = await portal.get(new URL(payment.checkoutUrl as string).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-status="paid"');
  });

  it('refuses an amount from the screen (no partial payments) and changes nothing', async () => {
    const [invoice] = await freeInvoices(1);
    const response = await portal.post(
      '/api/payments',
      { requestKey: randomUUID(), invoiceIds: [invoice?.id], amount: 1 },
      customer,
    );
    expectProblem(response, 400, 'VALIDATION_FAILED');
    expect((await freeInvoices(1))[0]?.id).toBe(invoice?.id);
  });

  it('refuses invoices in two currencies, a closed invoice, and another customer’s invoice', async () => {
    const [a, b] = await freeInvoices(2);
    await portal.database.db.execute(
      sql`update open_items set currency = 'GBP' where document_id = ${b?.id} and kind = 'invoice'`,
    );
    try {
      expectProblem(await start([a?.id as number, b?.id as number]), 422, 'PAYMENT_CURRENCIES_MIXED');
    } finally {
      await portal.database.db.execute(
        sql`update open_items set currency = 'EUR' where document_id = ${b?.id} and kind = 'invoice'`,
      );
    }
    const [closed] = await portal.rows<{ id: number }>(sql`
      select id from sales_documents s where customer_code = 'C10001' and kind = 'invoice'
        and not exists (select 1 from open_items o where o.kind = 'invoice' and o.document_id = s.id) limit 1`);
    expectProblem(await start([closed?.id as number]), 422, 'INVOICE_NOT_PAYABLE');
    const [foreign] = await portal.rows<{ id: number }>(sql`
      select document_id as id from open_items where customer_code <> 'C10001' and kind = 'invoice' limit 1`);
    expectProblem(await start([foreign?.id as number]), 404, 'NOT_FOUND');
    const [notAnId] = [2_147_483_647];
    expectProblem(await start([notAnId]), 404, 'NOT_FOUND');
  });

  it('makes one payment of an invoice for parallel clicks, tabs or colleagues', async () => {
    const [invoice] = await freeInvoices(1);
    const id = invoice?.id as number;
    const answers = await Promise.all(Array.from({ length: 6 }, () => start([id])));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expectProblem(refused, 409, 'INVOICE_PAYMENT_UNDER_WAY');
    }
    // The same key twice (a double click of one screen) answers the same payment.
    const [other] = await freeInvoices(1);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      start([other?.id as number], customer, key),
      start([other?.id as number], customer, key),
    ]);
    expect(expectOk<OnlinePayment>(first as never).id).toBe(expectOk<OnlinePayment>(second as never).id);
    const overview = expectOk<PaymentOverview>(await portal.get('/api/payments/overview', customer));
    expect(overview.invoices.filter((i) => i.documentId === id)).toHaveLength(1);
    await cancel(expectOk<OnlinePayment>(ok[0] as never).id);
    await cancel(expectOk<OnlinePayment>(first as never).id);
  });

  it('lets the invoices go when the buyer cancels at the checkout, so they can be paid again', async () => {
    const [invoice] = await freeInvoices(1);
    const payment = expectOk<OnlinePayment>(await start([invoice?.id as number]));
    const back = await fake.choose(await providerIdOf(payment.id), 'canceled');
    expect(back?.redirectUrl).toBe(`${PUBLIC_URL}/payments/${payment.id}`);
    expect((await read(payment.id)).state).toBe('canceled');
    expect(await postingJobs(payment.id)).toBe(0);
    expect(await logCount('PAYMENT_NOT_PAID', payment.id)).toBe(1);
    const again = expectOk<OnlinePayment>(await start([invoice?.id as number]));
    expect(again.state).toBe('open');
    await cancel(again.id);
  });

  it('lets a payment left open at the checkout go once the provider expired it', async () => {
    const [invoice] = await freeInvoices(1);
    const left = expectOk<OnlinePayment>(await start([invoice?.id as number]));
    // The buyer closed the tab; Mollie expired the payment, and its webhook never reached the portal.
    await withoutWebhooks(async () => {
      await fake.choose(await providerIdOf(left.id), 'expired');
    });
    expect((await findById(portal.database.db, left.id))?.state).toBe('open');
    const again = expectOk<OnlinePayment>(await start([invoice?.id as number]));
    expect(again.id).not.toBe(left.id);
    expect((await findById(portal.database.db, left.id))?.state).toBe('expired');
    await cancel(again.id);
  });

  it('answers 503 and keeps nothing when the provider is down', async () => {
    const [invoice] = await freeInvoices(1);
    fake.setDown(true);
    expectProblem(await start([invoice?.id as number]), 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    fake.setDown(false);
    expect((await freeInvoices(1))[0]?.id).toBe(invoice?.id);
  });

  it("never shows another customer's payment", async () => {
    const payment = expectOk<OnlinePayment>(await start([(await freeInvoices(1))[0]?.id as number]));
    await cancel(payment.id);
    const other = await portal.signIn(demo.viewer);
    expectProblem(await portal.get(`/api/payments/${payment.id}`, other), 404, 'NOT_FOUND');
    expectProblem(await portal.get('/api/payments/not-a-uuid', customer), 400, 'VALIDATION_FAILED');
  });
});

describe("the provider's webhook (verified, idempotent)", () => {
  it('marks the payment paid-pending once and enqueues one posting, however often it is delivered', async () => {
    const payment = expectOk<OnlinePayment>(await start([(await freeInvoices(1))[0]?.id as number]));
    const providerId = await providerIdOf(payment.id);
    await fake.choose(providerId, 'paid');
    expect(fake.deliveries.at(-1)).toMatchObject({ id: providerId, status: 200 });
    expect((await read(payment.id)).state).toBe('paidPending');
    // A replay, then 50 deliveries of the same call at once.
    expect(await fake.redeliver(providerId)).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => fake.redeliver(providerId)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await postingJobs(payment.id)).toBe(1);
    expect(await logCount('PAYMENT_PAID', payment.id)).toBe(1);
    const overview = expectOk<PaymentOverview>(await portal.get('/api/payments/overview', customer));
    expect(overview.invoices.find((i) => i.paymentId === payment.id)?.state).toBe('paidPending');
  });

  it('refuses a call without the right signature, and answers an unknown payment without a word', async () => {
    const payment = expectOk<OnlinePayment>(await start([(await freeInvoices(1))[0]?.id as number]));
    const providerId = await providerIdOf(payment.id);
    // Paid at the provider, but the portal hears of it only from a forged call: nothing changes.
    await withoutWebhooks(() => fake.choose(providerId, 'paid'));
    const forged = await portal.request('POST', '/api/payments/webhook', {
      body: `id=${providerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(forged, 400, 'VALIDATION_FAILED');
    expect((await findById(portal.database.db, payment.id))?.state).toBe('open');
    const unknown = await portal.request('POST', '/api/payments/webhook', {
      body: 'id=tr_unknown12345',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-mollie-signature': (await import('@selvedge/payments')).mollieSignature(
          SECRET,
          'id=tr_unknown12345',
        ),
      },
    });
    expect(unknown.statusCode).toBe(200);
    const refused = (await portal.logs()).filter((row) => row.event === 'PAYMENT_WEBHOOK_REFUSED');
    expect(refused.some((row) => row.message.includes('tr_unknown12345'))).toBe(true);
    expect(refused.some((row) => row.message.includes('bad signature'))).toBe(true);
    // The genuine call, late: applied.
    expect(await fake.redeliver(providerId)).toBe(200);
    expect((await read(payment.id)).state).toBe('paidPending');
  });

  it('writes at most 20 refusals of one address per window to the error log, and answers each call as before', async () => {
    const call = (body: string, remoteAddress: string) =>
      portal.request('POST', '/api/payments/webhook', {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });
    const refusalsOf = async (address: string) =>
      (await portal.logs()).filter(
        (row) =>
          row.event === 'PAYMENT_WEBHOOK_REFUSED' &&
          (row.data as { address?: string } | null)?.address === address,
      );
    // Forged calls (no signature) by the dozen from one address: every one refused, the log kept small.
    for (let index = 0; index < WEBHOOK_REFUSALS_LOGGED + 10; index += 1) {
      expectProblem(await call(`id=tr_forged${index}`, '203.0.113.9'), 400, 'VALIDATION_FAILED');
    }
    const logged = await refusalsOf('203.0.113.9');
    expect(logged).toHaveLength(WEBHOOK_REFUSALS_LOGGED + 1);
    expect(logged.filter((row) => row.message.includes('not logged'))).toHaveLength(1);
    // Another address is written as before.
    expectProblem(await call('id=tr_forged', '198.51.100.7'), 400, 'VALIDATION_FAILED');
    expect(await refusalsOf('198.51.100.7')).toHaveLength(1);
  });

  it('asks the provider when the buyer returns before the webhook came', async () => {
    const payment = expectOk<OnlinePayment>(await start([(await freeInvoices(1))[0]?.id as number]));
    await withoutWebhooks(async () => {
      await fake.choose(await providerIdOf(payment.id), 'paid');
    });
    expect((await read(payment.id)).state).toBe('paidPending');
    expect(await postingJobs(payment.id)).toBe(1);
  });
});

describe('the incoming payment in the ERP, exactly once (the outbox)', () => {
  it('books it once across a retry after a lost answer, and settles when the open items close', async () => {
    const payment = await paidPayment(2);
    const row = await findById(portal.database.db, payment.id);
    // An earlier attempt reached the ERP, and its answer was lost.
    const first = await portal.deps.erp.postIncomingPayment(
      erpPaymentInput(row as NonNullable<typeof row>, await findInvoices(portal.database.db, payment.id)),
    );
    const jobs = await takeJobs<PaymentPostingJob>(portal, PAYMENT_POSTING_QUEUE);
    expect(jobs.filter((job) => job.paymentId === payment.id)).toHaveLength(1);
    expect(await postPayment(portal.deps, payment.id)).toBe('posted');
    expect(await postPayment(portal.deps, payment.id)).toBe('skipped');
    expect(await erpPaymentsWithKey(payment.id)).toBe(1);
    expect((await findById(portal.database.db, payment.id))?.erpDocNumber).toBe(first.documentNumber);
    expect((await read(payment.id)).state).toBe('posted');
    expect(await logCount('PAYMENT_POSTED', payment.id)).toBe(1);
    await portal.sync();
    expect((await read(payment.id)).state).toBe('settled');
    expect(await logCount('PAYMENT_SETTLED', payment.id)).toBe(1);
  });

  it('queues it while the ERP is unavailable and books it when it is back', async () => {
    const payment = await paidPayment();
    portal.erp.setFailing(true);
    expect(await postPayment(portal.deps, payment.id)).toBe('queued');
    expect((await read(payment.id)).state).toBe('paidPending');
    expect(await logCount('PAYMENT_QUEUED', payment.id)).toBe(1);
    const retries = (await takeJobs<PaymentPostingJob>(portal, PAYMENT_POSTING_QUEUE)).filter(
      (job) => job.paymentId === payment.id,
    );
    expect(retries.map((job) => job.attempt ?? 0)).toContain(1);
    portal.erp.setFailing(false);
    expect(await postPayment(portal.deps, payment.id, 1)).toBe('posted');
    expect(await erpPaymentsWithKey(payment.id)).toBe(1);
  });

  it('tells the buyer and staff when the ERP refuses it', async () => {
    const payment = await paidPayment();
    const [invoice] = payment.invoices;
    // Paid by bank transfer meanwhile: the ERP has the invoice closed.
    await portal.database.db.execute(sql`
      update demo_erp."Documents" set "PaidToDate" = "DocTotal", "DocumentStatus" = 'bost_Close'
      where "ObjType" = 13 and "DocEntry" = ${invoice?.documentId}`);
    expect(await postPayment(portal.deps, payment.id)).toBe('rejected');
    const after = await read(payment.id);
    expect(after.state).toBe('erpRejected');
    expect(await erpPaymentsWithKey(payment.id)).toBe(0);
    const rejected = (await portal.logs()).filter(
      (row) => row.event === 'PAYMENT_REJECTED' && row.referenceId === payment.id,
    );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.message).toMatch(/rejected by the ERP: Invoice \d+ is closed/);
    const notices = await takeJobs<PaymentNoticeJob>(portal, PAYMENT_NOTICE_QUEUE);
    for (const job of notices) await sendPaymentNotice(portal.deps, job);
    const [toBuyer] = await portal.mailbox(demo.customer);
    expect(toBuyer?.subject).toMatch(/We received your payment; it is being processed by hand/);
    const [toStaff] = await portal.mailbox(NOTIFICATION_ADDRESS);
    expect(toStaff?.subject).toMatch(/Onlinebetaling \w+ van .* kon niet worden geboekt/);
    // The money was received: the invoices stay held, nobody pays them again by mistake.
    expectProblem(await start([invoice?.documentId as number]), 409, 'INVOICE_PAYMENT_UNDER_WAY');
  });
});

describe('payments switched off (PAYMENTS=false)', () => {
  it('offers no payment, and every payment route answers 404', async () => {
    const off = await createTestPortal({ env: { PAYMENTS: 'false' } });
    try {
      expect(off.deps.payments).toBeNull();
      const cookie = await off.signIn(demo.customer);
      expect(expectOk<PaymentOverview>(await off.get('/api/payments/overview', cookie))).toEqual({
        isEnabled: false,
        invoices: [],
      });
      expectProblem(
        await off.post('/api/payments', { requestKey: randomUUID(), invoiceIds: [1] }, cookie),
        404,
        'NOT_FOUND',
      );
      expectProblem(await off.get(`/api/payments/${randomUUID()}`, cookie), 404, 'NOT_FOUND');
      expect((await off.get('/fake-mollie/checkout/tr_abcdef12', cookie)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
