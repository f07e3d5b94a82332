import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { isReleased, type PaymentEvent, transition } from './payment.state.js';
import { applyChange, lockById, type PostFailure, releaseInvoices } from './payments.repository.js';
import type { OnlinePaymentRow } from './payments.tables.js';

/**
 * Applies an event to the payment under its row lock, by the state table: the payment as it is now, or
 * null when the table does not allow the event from its state (a replayed webhook, a late answer), which
 * then changes nothing. A payment that took no money lets its invoices go in the same transaction.
 */
export async function applyPaymentEvent(
  deps: AppDeps,
  tx: Db,
  paymentId: string,
  event: PaymentEvent,
  failure?: PostFailure,
): Promise<OnlinePaymentRow | null> {
  const payment = await lockById(tx, paymentId);
  if (!payment) return null;
  const change = transition(payment.state, event);
  if (!change) return null;
  const now = deps.clock.now();
  const stamps = {
    ...(change.state === 'paidPending' ? { paidAt: now } : {}),
    ...(change.state === 'posted' ? { postedAt: now } : {}),
  };
  await applyChange(tx, paymentId, change, stamps, failure);
  if (isReleased(change.state)) await releaseInvoices(tx, paymentId);
  return { ...payment, ...change, ...stamps, ...failure };
}
