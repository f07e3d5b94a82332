/**
 * `npm run bench:payment-webhook`: the payment provider's webhook under 50 parallel deliveries of the same
 * event (one payment paid), on the embedded default (PGlite in memory, the tiny demo ERP) and the local
 * fake of Mollie, through HTTP on loopback, 2 cores. Each delivery is what Mollie sends (POST id=tr_…);
 * the portal asks the fake for the payment with its API key, then applies the event under the payment's
 * row lock. Per round: how long until all 50 are answered, each answer's time, and what they did:
 * transitions (PAYMENT_PAID rows in the log) and posting jobs must each be 1, whatever the timing.
 *
 * Writes bench/results/payment-webhook.json and payment-webhook.md.
 */
import type { OnlinePayment } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { PAYMENT_POSTING_QUEUE } from '../src/modules/payments/payment-posting.js';
import { findById } from '../src/modules/payments/payments.repository.js';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-seed.js';
import { demoBenchPortal } from './demo-portal.js';
import { listenLocally, round, signInCookie, summarise } from './load.js';
import { benchScale, sized, writeResults } from './results.js';

const DELIVERIES = 50;
const ROUNDS = sized(5, 1);

const { composition, deps } = await demoBenchPortal('payment webhook', benchScale('tiny'));
const fake = deps.payments?.fake;
if (!fake) throw new Error('the payment webhook bench runs on the local fake of Mollie (no MOLLIE_API_KEY)');

const app = await buildApp(deps);
const url = await listenLocally(app);
const cookie = await signInCookie(url, demoAccounts.customer, DEMO_PASSWORD);
// Mollie calls the portal's webhook address; here the portal listens on a loopback port of its own.
const deliverOverHttp = async (webhookUrl: string, body: string, headers: Record<string, string>) => {
  const response = await fetch(`${url}${new URL(webhookUrl).pathname}`, { method: 'POST', body, headers });
  await response.arrayBuffer();
  return response.status;
};

const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await deps.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

async function freeInvoice(): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(sql`
    select o.document_id as id from open_items o
    where o.customer_code = 'C10001' and o.kind = 'invoice' and o.open_amount > 0
      and not exists (select 1 from online_payment_invoices c where c.invoice_id = o.document_id and c.is_claimed)
    order by o.document_id limit 1`);
  if (!row) throw new Error('no open invoice left in the demo data');
  return row.id;
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(query);
  return row?.n ?? 0;
}

interface Round {
  settleAllMs: number;
  deliveryMs: ReturnType<typeof summarise>;
  statuses: Record<string, number>;
  transitions: number;
  jobs: number;
  state: string;
}

const rounds: Round[] = [];
for (let index = 0; index < ROUNDS; index += 1) {
  const response = await fetch(`${url}/api/payments`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ requestKey: crypto.randomUUID(), invoiceIds: [await freeInvoice()] }),
  });
  if (response.status !== 200) throw new Error(`POST /api/payments answered ${response.status}`);
  const payment = (await response.json()) as OnlinePayment;
  const providerId = (await findById(deps.database.db, payment.id))?.providerPaymentId as string;
  // Paid at the checkout, its webhook call held back: the 50 deliveries below are all there is.
  fake.setWebhookDelivery(async () => 0);
  await fake.choose(providerId, 'paid');
  fake.setWebhookDelivery(deliverOverHttp);

  const times: number[] = [];
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: DELIVERIES }, async () => {
      const sent = performance.now();
      const status = await fake.redeliver(providerId);
      times.push(performance.now() - sent);
      return status;
    }),
  );
  const settleAllMs = round(performance.now() - started);
  const counted: Record<string, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  const result: Round = {
    settleAllMs,
    deliveryMs: summarise(times),
    statuses: counted,
    transitions: await countOf(
      sql`select count(*)::int as n from log_entries where event = 'PAYMENT_PAID' and reference_id = ${payment.id}`,
    ),
    jobs: await countOf(sql`
      select count(*)::int as n from pgboss.job where name = ${PAYMENT_POSTING_QUEUE} and data->>'paymentId' = ${payment.id}`),
    state: (await findById(deps.database.db, payment.id))?.state ?? 'gone',
  };
  console.log(
    `round ${index + 1}: all ${DELIVERIES} answered in ${result.settleAllMs} ms (p50 ${result.deliveryMs.p50} ms, p95 ${result.deliveryMs.p95} ms), transitions ${result.transitions}, jobs ${result.jobs}, ${result.state}`,
  );
  if (
    result.transitions !== 1 ||
    result.jobs !== 1 ||
    result.state !== 'paidPending' ||
    counted['200'] !== DELIVERIES
  ) {
    throw new Error(`round ${index + 1} broke the rule: ${JSON.stringify(result)}`);
  }
  rounds.push(result);
}

await app.close();
await composition.close();

const settle = summarise(rounds.map((r) => r.settleAllMs));
const lines = [
  '# Payment webhook: 50 parallel deliveries of one event',
  '',
  `Embedded database (PGlite in memory), tiny demo ERP, the local fake of Mollie, HTTP on loopback; ${ROUNDS} rounds of ${DELIVERIES} deliveries of the same "paid" webhook of one payment, at once.`,
  '',
  '| round | all answered (ms) | one delivery p50 (ms) | p95 (ms) | answers | transitions | posting jobs | state |',
  '|---|---|---|---|---|---|---|---|',
  ...rounds.map(
    (r, i) =>
      `| ${i + 1} | ${r.settleAllMs} | ${r.deliveryMs.p50} | ${r.deliveryMs.p95} | ${Object.entries(
        r.statuses,
      )
        .map(([status, n]) => `${n} × ${status}`)
        .join(', ')} | ${r.transitions} | ${r.jobs} | ${r.state} |`,
  ),
  '',
  `All answered: p50 ${settle.p50} ms, worst ${Math.max(...rounds.map((r) => r.settleAllMs))} ms. Every round: one transition to paid-pending, one posting job.`,
  '',
];
writeResults('payment-webhook', { deliveries: DELIVERIES, rounds, settleAllMs: settle }, lines);
process.exit(0);
