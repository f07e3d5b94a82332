import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CreateProviderPayment,
  type PaymentProvider,
  PaymentProviderError,
  PROVIDER_STATUSES,
  type ProviderPayment,
  type ProviderStatus,
  type WebhookCall,
  type WebhookCheck,
} from './payment-provider.js';

/**
 * The Mollie adapter (Payments API v2, docs.mollie.com/reference/create-payment): POST /v2/payments,
 * GET /v2/payments/:id, with the API key as a bearer token. The same code talks to the real Mollie
 * (https://api.mollie.com) and to the local fake (fake-mollie.ts).
 *
 * Webhooks: a payment's webhookUrl gets `id=tr_…` (form-encoded) and nothing else, unsigned; the status
 * is what GET /v2/payments/:id answers with the portal's key (the verification). Mollie's next-gen
 * webhooks sign their body with HMAC-SHA256 in X-Mollie-Signature: with a webhook secret set, a call
 * without the right signature is refused as well.
 */
export interface MollieOptions {
  apiKey: string;
  /** https://api.mollie.com (default) or the fake's address. */
  baseUrl?: string;
  /** Checks X-Mollie-Signature (HMAC-SHA256 of the raw body) when set. */
  webhookSecret?: string | null;
  /** Per call. */
  timeoutMs?: number;
  name?: string;
}

export const MOLLIE_API_URL = 'https://api.mollie.com';
const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/;

interface MolliePaymentJson {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  metadata?: Record<string, string> | null;
  _links?: { checkout?: { href: string } | null };
}

function toPayment(json: MolliePaymentJson): ProviderPayment {
  if (!PROVIDER_STATUSES.includes(json.status as ProviderStatus)) {
    throw new PaymentProviderError('unavailable', `Mollie answered an unknown status: ${json.status}`);
  }
  return {
    id: json.id,
    status: json.status as ProviderStatus,
    amount: { currency: json.amount.currency, value: json.amount.value },
    metadata: json.metadata ?? {},
    checkoutUrl: json._links?.checkout?.href ?? null,
  };
}

const header = (headers: WebhookCall['headers'], name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** HMAC-SHA256 of the raw body in hex, as X-Mollie-Signature carries it (with or without "sha256="). */
export function mollieSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function verifyMollieWebhook(call: WebhookCall, secret: string | null | undefined): WebhookCheck {
  if (secret) {
    const given = (header(call.headers, 'x-mollie-signature') ?? '').replace(/^sha256=/, '');
    const expected = mollieSignature(secret, call.rawBody).replace(/^sha256=/, '');
    const a = Buffer.from(given, 'utf8');
    const b = Buffer.from(expected, 'utf8');
    if (a.length !== b.length || !timingSafeEqual(a, b)) return { ok: false, reason: 'bad signature' };
  }
  const id = new URLSearchParams(call.rawBody).get('id') ?? '';
  if (!PAYMENT_ID.test(id)) return { ok: false, reason: 'no payment id' };
  return { ok: true, paymentId: id };
}

export function createMollieProvider(options: MollieOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? MOLLIE_API_URL).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extra?: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/hal+json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(
        'unavailable',
        `Mollie could not be reached: ${(error as Error).message}`,
      );
    }
    const json = jsonOrNull(await response.text());
    if (response.ok) return json as MolliePaymentJson;
    const detail =
      (json as { detail?: string; title?: string } | null)?.detail ??
      (json as { title?: string } | null)?.title ??
      response.statusText;
    if (response.status === 404) throw new PaymentProviderError('notFound', detail, 404);
    if (response.status >= 500 || response.status === 429) {
      throw new PaymentProviderError('unavailable', `Mollie ${response.status}: ${detail}`, response.status);
    }
    throw new PaymentProviderError('rejected', `Mollie ${response.status}: ${detail}`, response.status);
  }

  return {
    name: options.name ?? 'mollie',
    async createPayment(input: CreateProviderPayment) {
      const json = await call(
        'POST',
        '/v2/payments',
        {
          amount: input.amount,
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          ...(input.locale ? { locale: input.locale } : {}),
          ...(input.methods && input.methods.length > 0 ? { method: [...input.methods] } : {}),
        },
        { 'idempotency-key': input.idempotencyKey },
      );
      return toPayment(json);
    },
    async getPayment(id: string) {
      if (!PAYMENT_ID.test(id)) throw new PaymentProviderError('notFound', `not a payment id: ${id}`, 404);
      return toPayment(await call('GET', `/v2/payments/${id}`));
    },
    verifyWebhook: (webhook) => verifyMollieWebhook(webhook, options.webhookSecret),
  };
}

/** A body's JSON, or null when it is empty or not JSON (a proxy's HTML error page, say). */
function jsonOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
