/**
 * The payment port (ADR-037): what the portal asks of an online payment provider. One adapter, Mollie's
 * Payments API v2 (mollie.ts), talks to the real Mollie or to the local fake (fake-mollie.ts), which
 * the demo and the tests run on. Amounts travel as Mollie writes them: a currency and a decimal string
 * with two decimals ("1234.56"), made from cents (ADR-014), never from a float.
 */

/** Mollie's payment statuses (Payments API v2). */
export const PROVIDER_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export interface ProviderAmount {
  /** ISO 4217, upper case. */
  currency: string;
  /** Two decimals, a dot: "1234.56". */
  value: string;
}

export interface CreateProviderPayment {
  amount: ProviderAmount;
  description: string;
  /** Where the provider sends the buyer back to after the checkout, whatever happened. */
  redirectUrl: string;
  /** Where the provider tells the portal the payment changed (POST id=tr_…). */
  webhookUrl: string;
  /** The portal's own keys, given back with the payment. */
  metadata: Record<string, string>;
  /** The checkout's language, as Mollie names it (en_US, nl_NL, de_DE, fr_FR); absent: the browser's. */
  locale?: string;
  /** Methods offered at the checkout (ideal, bancontact, banktransfer, creditcard…); absent: all enabled. */
  methods?: readonly string[];
  /**
   * The portal's key of the payment: a retry after a lost answer gets the payment the first call made
   * (Mollie's Idempotency-Key header), never a second one.
   */
  idempotencyKey: string;
}

export interface ProviderPayment {
  /** tr_… */
  id: string;
  status: ProviderStatus;
  amount: ProviderAmount;
  metadata: Record<string, string>;
  /** The hosted checkout the buyer is sent to while the payment is open; null after. */
  checkoutUrl: string | null;
}

/** What a webhook call carries once its form (and signature, where one is configured) is checked. */
export type WebhookCheck = { ok: true; paymentId: string } | { ok: false; reason: string };

export interface WebhookCall {
  /** The raw body as received (application/x-www-form-urlencoded: id=tr_…). */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface PaymentProvider {
  /** 'mollie' with an API key of a real Mollie account, 'fake-mollie' on the local fake. */
  readonly name: string;
  createPayment(input: CreateProviderPayment): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /**
   * Reads a webhook call: the payment's id, when the body has the form Mollie sends and, with a webhook
   * secret, the X-Mollie-Signature matches. The call itself is never trusted for the status: the
   * receiver fetches the payment with its API key (getPayment), which is the verification Mollie's
   * payment webhooks rely on.
   */
  verifyWebhook(call: WebhookCall): WebhookCheck;
}

/**
 * unavailable: the provider could not be reached or answered 5xx/429 (try again later);
 * rejected: the provider refused the request (4xx), with its detail;
 * notFound: no such payment.
 */
export type PaymentProviderErrorKind = 'unavailable' | 'rejected' | 'notFound';

export class PaymentProviderError extends Error {
  readonly kind: PaymentProviderErrorKind;
  readonly status: number | null;
  constructor(kind: PaymentProviderErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.status = status;
  }
}

export const isPaymentProviderError = (error: unknown): error is PaymentProviderError =>
  error instanceof PaymentProviderError;

/** "1234.56" from cents, the way Mollie wants amounts (ADR-014: never through a float). */
export function providerValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents from Mollie's "1234.56"; NaN for anything else. */
export function centsOfProviderValue(value: string): number {
  const match = /^(\d{1,12})\.(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number(match[2]);
}
