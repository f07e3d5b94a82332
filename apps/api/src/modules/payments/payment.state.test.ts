import { describe, expect, it } from 'vitest';
import {
  eventOfProviderStatus,
  isReleased,
  PAYMENT_STATES,
  type PaymentEvent,
  type PaymentState,
  transition,
} from './payment.state.js';

const opened: PaymentEvent = {
  type: 'checkout-opened',
  providerPaymentId: 'tr_abc123',
  checkoutUrl: 'https://x/c',
};
const paid: PaymentEvent = { type: 'paid' };
const canceled: PaymentEvent = { type: 'canceled' };
const expired: PaymentEvent = { type: 'expired' };
const failed: PaymentEvent = { type: 'failed' };
const refused: PaymentEvent = { type: 'provider-refused' };
const accepted: PaymentEvent = { type: 'erp-accepted', docEntry: 5, documentNumber: 7_000_005 };
const rejected: PaymentEvent = { type: 'erp-rejected', erpMessage: 'Invoice 3000101 is closed' };
const postFailed: PaymentEvent = { type: 'post-failed' };
const settled: PaymentEvent = { type: 'settled' };

describe('the online payment lifecycle (ADR-037)', () => {
  it.each<[PaymentState, PaymentEvent, PaymentState | null]>([
    ['created', opened, 'open'],
    ['created', refused, 'failed'],
    ['open', paid, 'paidPending'],
    ['open', canceled, 'canceled'],
    ['open', expired, 'expired'],
    ['open', failed, 'failed'],
    ['paidPending', accepted, 'posted'],
    ['paidPending', rejected, 'erpRejected'],
    ['paidPending', postFailed, 'postFailed'],
    ['postFailed', accepted, 'posted'],
    ['postFailed', rejected, 'erpRejected'],
    ['posted', settled, 'settled'],
    // A replayed webhook: paid again changes nothing, whatever came after.
    ['paidPending', paid, null],
    ['posted', paid, null],
    ['settled', paid, null],
    // The provider's final answers are final: a late "paid" after "expired" is not taken.
    ['canceled', paid, null],
    ['expired', paid, null],
    ['failed', paid, null],
    ['paidPending', canceled, null],
    // Not paid: nothing goes to the ERP, nothing is settled.
    ['open', accepted, null],
    ['created', paid, null],
    ['open', settled, null],
    ['paidPending', settled, null],
    // The ERP's answers are applied once.
    ['posted', accepted, null],
    ['erpRejected', accepted, null],
    ['posted', rejected, null],
    ['settled', settled, null],
    ['open', opened, null],
  ])('from %s, %o leads to %s', (from, event, to) => {
    expect(transition(from, event)?.state ?? null).toBe(to);
  });

  it('keeps the checkout while open, drops it once the provider spoke, keeps what the ERP said', () => {
    expect(transition('created', opened)).toEqual({
      state: 'open',
      providerPaymentId: 'tr_abc123',
      checkoutUrl: 'https://x/c',
    });
    expect(transition('open', paid)).toEqual({ state: 'paidPending', checkoutUrl: null });
    expect(transition('paidPending', accepted)).toEqual({
      state: 'posted',
      erpDocEntry: 5,
      erpDocNumber: 7_000_005,
    });
    expect(transition('paidPending', rejected)).toEqual({
      state: 'erpRejected',
      erpMessage: 'Invoice 3000101 is closed',
    });
  });

  it('lets the invoices go only when no money was taken', () => {
    expect(PAYMENT_STATES.filter(isReleased)).toEqual(['canceled', 'expired', 'failed']);
  });

  it("reads the provider's statuses: open, pending and authorized change nothing", () => {
    expect(eventOfProviderStatus('paid')).toEqual(paid);
    expect(eventOfProviderStatus('expired')).toEqual(expired);
    expect(eventOfProviderStatus('open')).toBeNull();
    expect(eventOfProviderStatus('pending')).toBeNull();
    expect(eventOfProviderStatus('authorized')).toBeNull();
  });
});
