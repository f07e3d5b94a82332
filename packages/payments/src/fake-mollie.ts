import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mollieSignature } from './mollie.js';
import type { ProviderStatus } from './payment-provider.js';

/**
 * A local stand-in for Mollie (test mode), faithful where the portal depends on it:
 * - the Payments API v2 on HTTP: POST /v2/payments and GET /v2/payments/:id with a bearer API key
 *   (401 without), Mollie's JSON (HAL links, `_links.checkout`), 422 for an invalid amount or URL, the
 *   Idempotency-Key header (the same key answers the first payment);
 * - a hosted checkout page where the tester chooses what happens (paid, failed, canceled, expired), as
 *   Mollie's test mode does; then the webhook is called (POST `id=tr_…`, form-encoded, signed with
 *   X-Mollie-Signature when a secret is set) and the buyer redirected to the payment's redirectUrl.
 * The demo runs on it in-process (no internet); tests drive it with `choose` and `redeliver`.
 */

export type FakeChoice = Extract<ProviderStatus, 'paid' | 'failed' | 'canceled' | 'expired'>;
export const FAKE_CHOICES: readonly FakeChoice[] = ['paid', 'failed', 'canceled', 'expired'];

export interface FakePayment {
  id: string;
  status: ProviderStatus;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: Record<string, string>;
  method: string[] | null;
  locale: string | null;
  createdAt: string;
  expiresAt: string;
}

/** Delivers a webhook call; answers the receiver's HTTP status. */
export type WebhookDelivery = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export interface FakeMollieOptions {
  apiKey?: string;
  webhookSecret?: string | null;
  /** Where checkout links point (default: this server's own /checkout). */
  checkoutBaseUrl?: string;
  deliverWebhook?: WebhookDelivery;
  /** An open payment expires this long after it was created, as Mollie's do (default 15 minutes). */
  expiryMinutes?: number;
  now?: () => Date;
}

export interface FakeMollie {
  readonly apiKey: string;
  /** The API's base address once listening (http://127.0.0.1:port). */
  readonly url: string;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** The Node request handler (API and checkout), for a server of one's own. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** The checkout page of an open payment, or null. `formBase`: where its buttons post. */
  checkoutPage(id: string, formBase?: string): string | null;
  /** The tester's choice on the checkout page: the status, the webhook call; the redirect to follow. */
  choose(id: string, choice: FakeChoice): Promise<{ redirectUrl: string } | null>;
  /** Calls the payment's webhook again (Mollie retries; a replay); the receiver's status. */
  redeliver(id: string): Promise<number>;
  setWebhookDelivery(delivery: WebhookDelivery): void;
  setCheckoutBaseUrl(url: string): void;
  /** Answers 503 to every API call while down (an outage of the provider). */
  setDown(isDown: boolean): void;
  payment(id: string): FakePayment | undefined;
  readonly deliveries: { id: string; url: string; status: number }[];
}

export const FAKE_MOLLIE_API_KEY = 'test_selvedgeFakeMollie0000000000000';

const defaultDelivery: WebhookDelivery = async (url, body, headers) => {
  try {
    const response = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(15_000) });
    return response.status;
  } catch {
    return 0;
  }
};

/** The checkout's words in the payment's locale, as Mollie's page follows it (English otherwise). */
const CHECKOUT_TEXTS: Record<string, { test: string; choose: string; labels: Record<FakeChoice, string> }> = {
  en: {
    test: 'Test mode (local fake of Mollie)',
    choose: 'Select the payment status:',
    labels: { paid: 'Paid', failed: 'Failed', canceled: 'Canceled', expired: 'Expired' },
  },
  nl: {
    test: 'Testmodus (lokale nabootsing van Mollie)',
    choose: 'Kies de status van de betaling:',
    labels: { paid: 'Betaald', failed: 'Mislukt', canceled: 'Geannuleerd', expired: 'Verlopen' },
  },
  de: {
    test: 'Testmodus (lokale Nachbildung von Mollie)',
    choose: 'Wählen Sie den Zahlungsstatus:',
    labels: { paid: 'Bezahlt', failed: 'Fehlgeschlagen', canceled: 'Abgebrochen', expired: 'Abgelaufen' },
  },
  fr: {
    test: 'Mode test (simulation locale de Mollie)',
    choose: 'Choisissez le statut du paiement :',
    labels: { paid: 'Payé', failed: 'Échoué', canceled: 'Annulé', expired: 'Expiré' },
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/hal+json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(text);
}

const problem = (status: number, title: string, detail: string, field?: string) => ({
  status,
  title,
  detail,
  ...(field ? { field } : {}),
  _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
});

/** Mollie's answer to a create request with an invalid field: 422, naming the field. */
const unprocessable = (detail: string, field: string) => ({
  status: 422,
  body: problem(422, 'Unprocessable Entity', detail, field),
});

export function createFakeMollie(options: FakeMollieOptions = {}): FakeMollie {
  const apiKey = options.apiKey ?? FAKE_MOLLIE_API_KEY;
  const payments = new Map<string, FakePayment>();
  const byIdempotencyKey = new Map<string, string>();
  const deliveries: { id: string; url: string; status: number }[] = [];
  let deliver = options.deliverWebhook ?? defaultDelivery;
  let server: Server | null = null;
  let url = '';
  let checkoutBase = options.checkoutBaseUrl ?? '';
  let isDown = false;
  const now = options.now ?? (() => new Date());
  const expiryMs = (options.expiryMinutes ?? 15) * 60_000;

  /** An open payment past its expiry is expired, and its webhook called, as Mollie does. */
  function expireIfDue(payment: FakePayment): void {
    if (payment.status !== 'open' || Date.parse(payment.expiresAt) > now().getTime()) return;
    payment.status = 'expired';
    void callWebhook(payment).catch(() => undefined);
  }

  const checkoutHref = (id: string) => `${checkoutBase || `${url}/checkout`}/${id}`;

  function json(payment: FakePayment) {
    expireIfDue(payment);
    return {
      resource: 'payment',
      id: payment.id,
      mode: 'test',
      createdAt: payment.createdAt,
      amount: payment.amount,
      description: payment.description,
      method: payment.method,
      ...(payment.locale ? { locale: payment.locale } : {}),
      metadata: payment.metadata,
      status: payment.status,
      isCancelable: payment.status === 'open',
      ...(payment.status === 'open' ? { expiresAt: payment.expiresAt } : {}),
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      ...(payment.status === 'paid'
        ? { amountRefunded: { value: '0.00', currency: payment.amount.currency } }
        : {}),
      _links: {
        self: { href: `${url}/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(payment.status === 'open'
          ? { checkout: { href: checkoutHref(payment.id), type: 'text/html' } }
          : {}),
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    };
  }

  async function callWebhook(payment: FakePayment): Promise<number> {
    if (!payment.webhookUrl) return 0;
    const body = `id=${payment.id}`;
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (options.webhookSecret) headers['x-mollie-signature'] = mollieSignature(options.webhookSecret, body);
    const status = await deliver(payment.webhookUrl, body, headers);
    deliveries.push({ id: payment.id, url: payment.webhookUrl, status });
    return status;
  }

  function create(body: Record<string, unknown>, idempotencyKey: string | undefined) {
    if (idempotencyKey) {
      const earlier = byIdempotencyKey.get(idempotencyKey);
      const payment = earlier ? payments.get(earlier) : undefined;
      if (payment) return { status: 201, body: json(payment) };
    }
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (!amount || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
      return unprocessable('The amount currency is invalid', 'amount.currency');
    }
    if (
      typeof amount.value !== 'string' ||
      !/^\d{1,10}\.\d{2}$/.test(amount.value) ||
      Number(amount.value) < 0.01
    ) {
      return unprocessable('The amount contains an invalid value', 'amount.value');
    }
    if (typeof body.description !== 'string' || body.description.trim() === '') {
      return unprocessable('The description is invalid', 'description');
    }
    if (!isHttpUrl(body.redirectUrl)) {
      return unprocessable('The redirect URL is invalid', 'redirectUrl');
    }
    if (body.webhookUrl !== undefined && body.webhookUrl !== null && !isHttpUrl(body.webhookUrl)) {
      return unprocessable('The webhook URL is invalid', 'webhookUrl');
    }
    const method =
      body.method === undefined || body.method === null ? null : [body.method].flat().map(String);
    const payment: FakePayment = {
      id: `tr_${randomBytes(8).toString('hex')}`,
      status: 'open',
      amount: { currency: amount.currency, value: amount.value },
      description: body.description,
      redirectUrl: body.redirectUrl,
      webhookUrl: (body.webhookUrl as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      method,
      locale: typeof body.locale === 'string' ? body.locale : null,
      createdAt: now().toISOString(),
      expiresAt: new Date(now().getTime() + expiryMs).toISOString(),
    };
    payments.set(payment.id, payment);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, payment.id);
    return { status: 201, body: json(payment) };
  }

  function checkoutPage(id: string, formBase?: string): string | null {
    const payment = payments.get(id);
    if (payment) expireIfDue(payment);
    if (!payment || payment.status !== 'open') return null;
    const base = formBase ?? `${checkoutBase || `${url}/checkout`}`;
    const asked = (payment.locale ?? 'en').slice(0, 2);
    const lang = Object.hasOwn(CHECKOUT_TEXTS, asked) ? asked : 'en';
    const texts = CHECKOUT_TEXTS[lang] as (typeof CHECKOUT_TEXTS)[string];
    const buttons = FAKE_CHOICES.map(
      (choice) =>
        `<form method="post" action="${escapeHtml(`${base}/${id}/${choice}`)}"><button type="submit" name="status" value="${choice}" data-status="${choice}">${texts.labels[choice]}</button></form>`,
    ).join('\n');
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mollie test payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2933}h1{font-size:1.25rem}.amount{font-size:1.5rem;font-weight:600}form{display:inline-block;margin:.25rem}button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #c4cdd5;background:#fff;cursor:pointer}button[value=paid]{background:#0a7d4f;color:#fff;border-color:#0a7d4f}.test{background:#fff4ce;padding:.5rem;border-radius:.375rem}</style></head>
<body><p class="test">${texts.test}</p><h1>${escapeHtml(payment.description)}</h1>
<p class="amount">${escapeHtml(payment.amount.currency)} ${escapeHtml(payment.amount.value)}</p>
<p>${texts.choose}</p>${buttons}</body></html>`;
  }

  async function choose(id: string, choice: FakeChoice) {
    const payment = payments.get(id);
    if (!payment) return null;
    expireIfDue(payment);
    if (payment.status === 'open') {
      payment.status = choice;
      await callWebhook(payment);
    }
    return { redirectUrl: payment.redirectUrl };
  }

  async function handleAsync(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const checkout = /^\/checkout\/(tr_[A-Za-z0-9]+)(?:\/(paid|failed|canceled|expired))?$/.exec(path);
    if (checkout) {
      const [, id, choice] = checkout;
      if (request.method === 'GET' && !choice) {
        const page = checkoutPage(id as string, `${url}/checkout`);
        if (!page) return send(response, 404, 'This payment is no longer open.', 'text/plain');
        return send(response, 200, page, 'text/html');
      }
      if (request.method === 'POST' && choice) {
        await readBody(request);
        const answer = await choose(id as string, choice as FakeChoice);
        if (!answer) return send(response, 404, 'No such payment.', 'text/plain');
        response.writeHead(303, { location: answer.redirectUrl });
        response.end();
        return;
      }
      return send(response, 405, 'Method not allowed', 'text/plain');
    }
    if (!path.startsWith('/v2/')) return send(response, 404, problem(404, 'Not Found', 'No such resource'));
    if (isDown) return send(response, 503, problem(503, 'Service Unavailable', 'The fake is switched off'));
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return send(
        response,
        401,
        problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'),
      );
    }
    if (path === '/v2/payments' && request.method === 'POST') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        return send(response, 400, problem(400, 'Bad Request', 'The request body is not valid JSON'));
      }
      const key = request.headers['idempotency-key'];
      const answer = create(body ?? {}, Array.isArray(key) ? key[0] : key);
      return send(response, answer.status, answer.body);
    }
    const one = /^\/v2\/payments\/([A-Za-z0-9_]+)$/.exec(path);
    if (one && request.method === 'GET') {
      const payment = payments.get(one[1] as string);
      if (!payment) {
        return send(response, 404, problem(404, 'Not Found', `No payment exists with token ${one[1]}.`));
      }
      return send(response, 200, json(payment));
    }
    return send(response, 404, problem(404, 'Not Found', 'No such resource'));
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    handleAsync(request, response).catch((error: unknown) => {
      send(response, 500, problem(500, 'Internal Server Error', (error as Error).message));
    });
  };

  return {
    apiKey,
    get url() {
      return url;
    },
    deliveries,
    handle,
    checkoutPage,
    choose,
    async listen(port = 0, host = '127.0.0.1') {
      server = createServer(handle);
      await new Promise<void>((resolve) => server?.listen(port, host, resolve));
      const address = server.address() as AddressInfo;
      url = `http://${host}:${address.port}`;
      return url;
    },
    async close() {
      const running = server;
      server = null;
      if (running) {
        running.closeAllConnections();
        await new Promise<void>((resolve) => running.close(() => resolve()));
      }
    },
    async redeliver(id) {
      const payment = payments.get(id);
      return payment ? callWebhook(payment) : 0;
    },
    setWebhookDelivery(delivery) {
      deliver = delivery;
    },
    setCheckoutBaseUrl(base) {
      checkoutBase = base;
    },
    setDown(value) {
      isDown = value;
    },
    payment: (id) => payments.get(id),
  };
}
