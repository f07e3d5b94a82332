import { centsOfProviderValue, type WebhookCall } from '@selvedge/payments';
import type { AppDeps } from '../../shared/deps.js';
import { countWindowHit } from '../auth/index.js';
import { writeLog } from '../logs/index.js';
import { eventOfProviderStatus, isReleased, transition } from './payment.state.js';
import { tellPaymentEvent } from './payment-events.js';
import { PAYMENT_POSTING_QUEUE, type PaymentPostingJob } from './payment-posting.js';
import { applyPaymentEvent } from './payment-transitions.js';
import { findByProviderId } from './payments.repository.js';
import type { OnlinePaymentRow } from './payments.tables.js';

/**
 * The provider's news about a payment (ADR-037). The webhook call is never trusted for the status: it
 * names a payment (and carries a valid signature where a secret is set), and the portal asks the
 * provider with its API key what that payment's status is. The answer must be the portal's payment
 * (metadata, amount, currency) before its event is applied, under the row lock, by the state table: 50
 * deliveries of the same call make one transition and one posting job.
 */

export type WebhookOutcome = 'applied' | 'unchanged' | 'unknown' | 'refused';

async function refuse(deps: AppDeps, reason: string, data: Record<string, unknown>): Promise<void> {
  await writeLog(deps.database.db, null, {
    level: 'warn',
    event: 'PAYMENT_WEBHOOK_REFUSED',
    message: `Payment webhook refused: ${reason}`,
    data,
  });
}

/**
 * The refusals of one address written to the error log per rate-limit window (RATE_LIMIT_WINDOW_MINUTES):
 * anybody may call the webhook, and a caller sending forged or made-up calls by the thousand must not
 * fill the log staff read. The answers stay as they are (the provider's contract); the first refusal
 * over the limit says that the rest of the window is not written.
 */
export const WEBHOOK_REFUSALS_LOGGED = 20;

/** A call refused (bad form or signature) or naming no payment of the portal, logged within the limit. */
async function refuseCall(
  deps: AppDeps,
  address: string,
  reason: string,
  data: Record<string, unknown>,
): Promise<void> {
  const { db } = deps.database;
  const windowMinutes = deps.config.rateLimits.windowMinutes;
  const hits = await countWindowHit(db, deps.clock, windowMinutes, `payment-webhook-refused:${address}`);
  if (hits <= WEBHOOK_REFUSALS_LOGGED) await refuse(deps, reason, { ...data, address });
  else if (hits === WEBHOOK_REFUSALS_LOGGED + 1) {
    await refuse(
      deps,
      `${WEBHOOK_REFUSALS_LOGGED} calls from ${address} in ${windowMinutes} minutes; the rest of the window is not logged`,
      { address },
    );
  }
}

/** Asks the provider for the payment's status and applies it. */
export async function syncFromProvider(deps: AppDeps, payment: OnlinePaymentRow): Promise<WebhookOutcome> {
  const payments = deps.payments;
  if (!payments || !payment.providerPaymentId) return 'unchanged';
  const answer = await payments.provider.getPayment(payment.providerPaymentId);
  if (
    answer.metadata.paymentId !== payment.id ||
    answer.amount.currency !== payment.currency ||
    centsOfProviderValue(answer.amount.value) !== payment.amountCents
  ) {
    await refuse(deps, `the provider's payment ${answer.id} is not the portal's payment ${payment.id}`, {
      paymentId: payment.id,
      providerPaymentId: answer.id,
    });
    return 'refused';
  }
  const event = eventOfProviderStatus(answer.status);
  if (!event) return 'unchanged';
  // The provider's events apply only to a payment still open, and no state leads back to open: when
  // the row as read already refuses the event, the locked row would too (a replay, the 49 other
  // deliveries of a burst), and no transaction is needed to say so.
  if (!transition(payment.state, event)) return 'unchanged';
  const applied = await deps.database.db.transaction(async (tx) => {
    const row = await applyPaymentEvent(deps, tx, payment.id, event);
    if (!row) return false;
    if (row.state === 'paidPending') {
      await deps.jobs.send(PAYMENT_POSTING_QUEUE, { paymentId: row.id } satisfies PaymentPostingJob, { tx });
      await tellPaymentEvent(deps, tx, row, { kind: 'paid' });
    } else if (isReleased(row.state)) {
      await tellPaymentEvent(deps, tx, row, { kind: 'notPaid', status: answer.status });
    }
    return true;
  });
  return applied ? 'applied' : 'unchanged';
}

/**
 * A webhook call from `address`: refused (400) when its form or signature is wrong; an id the portal
 * does not know is answered 200 and logged (Mollie's advice: tell a caller nothing), as is a known one,
 * applied once. Refusals are logged up to WEBHOOK_REFUSALS_LOGGED per address and window.
 * A provider that cannot be asked now makes it fail (503), so the provider calls again later.
 */
export async function receiveWebhook(
  deps: AppDeps,
  call: WebhookCall,
  address: string,
): Promise<WebhookOutcome> {
  const payments = deps.payments;
  if (!payments) return 'unknown';
  await deps.jobs.prepare();
  const check = payments.provider.verifyWebhook(call);
  if (!check.ok) {
    await refuseCall(deps, address, check.reason, {});
    return 'refused';
  }
  const payment = await findByProviderId(deps.database.db, check.paymentId);
  if (!payment) {
    await refuseCall(deps, address, `unknown payment ${check.paymentId}`, {
      providerPaymentId: check.paymentId,
    });
    return 'unknown';
  }
  return syncFromProvider(deps, payment);
}
