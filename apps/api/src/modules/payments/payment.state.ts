import { PAYMENT_STATES, type PaymentState } from '@selvedge/contracts';

/**
 * An online payment's life (ADR-037): one transition table, pure, no I/O.
 *
 *   created ──checkout-opened──▶ open ──paid──▶ paidPending ──erp-accepted──▶ posted ──settled──▶ settled
 *      │                          │                 │  │                        ▲
 *      └─provider-refused─▶ failed◀┤                 │  └──post-failed──▶ postFailed (staff told)
 *                   canceled ◀────┤                 └──erp-rejected──▶ erpRejected (staff and customer told)
 *                   expired  ◀────┘
 *
 * The provider's webhook (or the buyer's return, which asks the provider) moves open on; the outbox's
 * answer from the ERP moves paidPending on; the read model's open items move posted to settled. Every
 * event is applied under the payment's row lock, so 50 deliveries of one webhook make one transition:
 * the table refuses the same event from the state it led to, and a refused event changes nothing.
 */

export { PAYMENT_STATES, type PaymentState };

export type PaymentEvent =
  | { type: 'checkout-opened'; providerPaymentId: string; checkoutUrl: string }
  /** The provider refused to create the payment (its message in the log). */
  | { type: 'provider-refused' }
  /** The provider says paid (the webhook's fetch, or the buyer's return). */
  | { type: 'paid' }
  | { type: 'canceled' }
  | { type: 'expired' }
  | { type: 'failed' }
  | { type: 'erp-accepted'; docEntry: number; documentNumber: number }
  | { type: 'erp-rejected'; erpMessage: string }
  /** Neither an outage nor a refusal, and no tries left. */
  | { type: 'post-failed' }
  /** The ERP's open items no longer have the payment's invoices. */
  | { type: 'settled' };

export type PaymentEventType = PaymentEvent['type'];

export interface PaymentTransition {
  readonly event: PaymentEventType;
  readonly from: readonly PaymentState[];
  readonly to: PaymentState;
}

export const PAYMENT_TRANSITIONS: readonly PaymentTransition[] = [
  { event: 'checkout-opened', from: ['created'], to: 'open' },
  { event: 'provider-refused', from: ['created'], to: 'failed' },
  { event: 'paid', from: ['open'], to: 'paidPending' },
  { event: 'canceled', from: ['open'], to: 'canceled' },
  { event: 'expired', from: ['open'], to: 'expired' },
  { event: 'failed', from: ['open'], to: 'failed' },
  // From postFailed too: an answer that came late, or a retry by staff, still says what the ERP has.
  { event: 'erp-accepted', from: ['paidPending', 'postFailed'], to: 'posted' },
  { event: 'erp-rejected', from: ['paidPending', 'postFailed'], to: 'erpRejected' },
  { event: 'post-failed', from: ['paidPending'], to: 'postFailed' },
  { event: 'settled', from: ['posted'], to: 'settled' },
];

/** What a transition writes on the payment. */
export interface PaymentChange {
  state: PaymentState;
  providerPaymentId?: string;
  checkoutUrl?: string | null;
  erpDocEntry?: number;
  erpDocNumber?: number;
  erpMessage?: string;
}

/** The change `event` makes from `state`, or null when the table does not allow it. */
export function transition(state: PaymentState, event: PaymentEvent): PaymentChange | null {
  const rule = PAYMENT_TRANSITIONS.find((r) => r.event === event.type && r.from.includes(state));
  if (!rule) return null;
  switch (event.type) {
    case 'checkout-opened':
      return { state: rule.to, providerPaymentId: event.providerPaymentId, checkoutUrl: event.checkoutUrl };
    case 'erp-accepted':
      return { state: rule.to, erpDocEntry: event.docEntry, erpDocNumber: event.documentNumber };
    case 'erp-rejected':
      return { state: rule.to, erpMessage: event.erpMessage };
    case 'paid':
    case 'canceled':
    case 'expired':
    case 'failed':
    case 'provider-refused':
      // Past the checkout: its link is no use any more.
      return { state: rule.to, checkoutUrl: null };
    case 'post-failed':
    case 'settled':
      return { state: rule.to };
  }
}

/**
 * The invoices of a payment in these states stay claimed: nobody starts another payment for them. Only
 * a payment that took no money (canceled, expired, failed) lets them go; an ERP-rejected one keeps them
 * until staff have sorted out the money received.
 */
export const RELEASED_STATES: readonly PaymentState[] = ['canceled', 'expired', 'failed'];
export const isReleased = (state: PaymentState): boolean => RELEASED_STATES.includes(state);

/** The states a result page waits in: the provider has not spoken yet. */
export const isAwaitingProvider = (state: PaymentState): boolean => state === 'created' || state === 'open';

/** The provider's status as an event of the table; null for those that change nothing (pending, authorized). */
export function eventOfProviderStatus(status: string): PaymentEvent | null {
  switch (status) {
    case 'paid':
      return { type: 'paid' };
    case 'canceled':
      return { type: 'canceled' };
    case 'expired':
      return { type: 'expired' };
    case 'failed':
      return { type: 'failed' };
    default:
      return null;
  }
}
