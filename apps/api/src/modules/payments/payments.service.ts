import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  type OnlinePayment,
  type PaymentOverview,
  type PaymentStartInput,
  sumCents,
} from '@selvedge/contracts';
import { isPaymentProviderError, type ProviderPayment, providerValue } from '@selvedge/payments';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { type AuthenticatedContext, type CustomerScope, requireScope } from '../../shared/context.js';
import type { AppDeps, PaymentsRuntime } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findOpenInvoices, scopedDocumentIds } from '../sales-documents/index.js';
import { isAwaitingProvider } from './payment.state.js';
import { tellPaymentEvent } from './payment-events.js';
import { settleIfClosed } from './payment-posting.js';
import { applyPaymentEvent } from './payment-transitions.js';
import { syncFromProvider } from './payment-webhook.js';
import {
  findById,
  findByKey,
  findClaimedInvoices,
  findInvoices,
  insertPayment,
} from './payments.repository.js';
import type { OnlinePaymentRow } from './payments.tables.js';

/** The checkout in the buyer's language, as Mollie names its locales. */
const MOLLIE_LOCALES = { en: 'en_US', nl: 'nl_NL', de: 'de_DE', fr: 'fr_FR' } as const;

/** Mollie's description holds 255 characters. */
const DESCRIPTION_MAX = 255;

function requirePayments(deps: AppDeps): PaymentsRuntime {
  if (!deps.payments) throw notFound();
  return deps.payments;
}

async function viewOf(deps: AppDeps, payment: OnlinePaymentRow): Promise<OnlinePayment> {
  const invoices = await findInvoices(deps.database.db, payment.id);
  return {
    id: payment.id,
    state: payment.state,
    currency: payment.currency,
    amount: amountFromCents(payment.amountCents as Cents),
    invoices: invoices.map((invoice) => ({
      documentId: invoice.invoiceId,
      documentNumber: invoice.documentNumber,
      amount: amountFromCents(invoice.amountCents as Cents),
    })),
    checkoutUrl: payment.state === 'open' ? payment.checkoutUrl : null,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** Whether this user may pay: payments on, and the create-order claim (the buyer, not a viewer). */
const mayPay = (deps: AppDeps, ctx: AuthenticatedContext) =>
  deps.payments !== null && ctx.user.role !== 'Administrator' && ctx.user.canCreateOrder;

/**
 * The open items screen: whether it offers this user payments, and which invoices are in a payment under
 * way (shown to everyone who sees the open items).
 */
export async function paymentOverview(deps: AppDeps, ctx: AuthenticatedContext): Promise<PaymentOverview> {
  if (!deps.payments || !ctx.scope) return { isEnabled: false, invoices: [] };
  const claimed = await findClaimedInvoices(deps.database.db, ctx.scope.customerCode);
  // With a chosen ship-to, only that ship-to's invoices (D2).
  const seen = ctx.scope.shipToId
    ? await scopedDocumentIds(
        deps.database.db,
        ctx.scope,
        'invoice',
        claimed.map((row) => row.invoiceId),
      )
    : null;
  return {
    isEnabled: mayPay(deps, ctx),
    invoices: claimed
      .filter((row) => row.state !== 'settled' && (!seen || seen.has(row.invoiceId)))
      .map((row) => ({ documentId: row.invoiceId, paymentId: row.paymentId, state: row.state })),
  };
}

const invoiceProblem = (
  code: 'INVOICE_NOT_PAYABLE' | 'INVOICE_PAYMENT_UNDER_WAY',
  indexes: number[],
  status: number,
) =>
  new AppError(code, status, {
    fields: indexes.map((index) => ({ path: `invoiceIds.${index}`, code: 'INVALID_VALUE' as const })),
  });

/**
 * What the chosen invoices cost, read from the read model (never from the screen): each invoice of the
 * session's customer (and ship-to) that is open, its full open amount, all in one currency.
 */
async function chosenInvoices(deps: AppDeps, scope: CustomerScope, ids: readonly number[]) {
  const { db } = deps.database;
  const open = await findOpenInvoices(db, scope, ids);
  const byId = new Map(open.map((row) => [row.documentId, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    // Not the customer's (or the ship-to's): it does not exist for them (D2). Theirs but not open: 422.
    const theirs = await scopedDocumentIds(db, scope, 'invoice', missing);
    if (missing.some((id) => !theirs.has(id))) throw notFound();
    throw invoiceProblem(
      'INVOICE_NOT_PAYABLE',
      ids.flatMap((id, index) => (byId.has(id) ? [] : [index])),
      422,
    );
  }
  const rows = ids.map((id) => byId.get(id) as NonNullable<ReturnType<typeof byId.get>>);
  const notPayable = rows.flatMap((row, index) => (centsFromAmount(row.openAmount) > 0 ? [] : [index]));
  if (notPayable.length > 0) throw invoiceProblem('INVOICE_NOT_PAYABLE', notPayable, 422);
  const currencies = new Set(rows.map((row) => row.currency));
  if (currencies.size > 1) throw new AppError('PAYMENT_CURRENCIES_MIXED', 422);
  return {
    currency: rows[0]?.currency as string,
    invoices: rows.map((row) => ({
      invoiceId: row.documentId,
      documentNumber: row.documentNumber,
      amountCents: centsFromAmount(row.openAmount) as number,
    })),
  };
}

/** Asks the provider about the open payments holding these invoices; true when one of them changed. */
async function refreshOpenPayments(
  deps: AppDeps,
  claims: readonly { paymentId: string; state: OnlinePaymentRow['state'] }[],
): Promise<boolean> {
  let isChanged = false;
  for (const paymentId of new Set(claims.filter((c) => c.state === 'open').map((c) => c.paymentId))) {
    const payment = await findById(deps.database.db, paymentId);
    if (!payment) continue;
    try {
      if ((await syncFromProvider(deps, payment)) === 'applied') isChanged = true;
    } catch (error) {
      if (!isPaymentProviderError(error)) throw error;
    }
  }
  return isChanged;
}

function descriptionOf(numbers: readonly number[]): string {
  const text = `Selvedge invoice${numbers.length > 1 ? 's' : ''} ${numbers.join(', ')}`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/**
 * Pay these invoices (ADR-037): checked against the read model, then written with the invoices claimed
 * in one transaction, where the unique index on claimed invoices refuses an invoice already in a payment
 * under way (a double click with a new key, a second tab, a colleague at the same moment); the same key
 * again answers the first payment. Then the payment is created at the provider with the payment's id as
 * its idempotency key, and the answer carries the checkout to send the buyer to.
 */
export async function startPayment(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: PaymentStartInput,
): Promise<OnlinePayment> {
  const payments = requirePayments(deps);
  const scope = requireScope(ctx);
  const { db } = deps.database;
  const earlier = await findByKey(db, ctx.user.id, input.requestKey);
  if (earlier) return viewOf(deps, earlier);
  const ids = [...new Set(input.invoiceIds)];
  const chosen = await chosenInvoices(deps, scope, ids);
  const amountCents = sumCents(chosen.invoices.map((invoice) => invoice.amountCents as Cents)) as number;
  const insert = () =>
    db.transaction((tx) =>
      insertPayment(
        tx,
        {
          requestKey: input.requestKey,
          userId: ctx.user.id,
          customerCode: scope.customerCode,
          currency: chosen.currency,
          amountCents,
        },
        chosen.invoices,
      ),
    );
  let created: OnlinePaymentRow | undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      created = await insert();
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const same = await findByKey(db, ctx.user.id, input.requestKey);
      if (same) return viewOf(deps, same);
      const claims = await findClaimedInvoices(db, scope.customerCode, ids);
      // A payment left open at the checkout (the buyer closed the tab) holds its invoices until the
      // provider expires it; asked now, an expired one lets them go, and the insert is tried once more.
      if (attempt === 0 && (await refreshOpenPayments(deps, claims))) continue;
      const claimed = new Set(claims.map((row) => row.invoiceId));
      throw invoiceProblem(
        'INVOICE_PAYMENT_UNDER_WAY',
        ids.flatMap((id, index) => (claimed.has(id) ? [index] : [])),
        409,
      );
    }
  }
  // The same key sent in parallel: the first one's payment is the answer.
  if (!created) return viewOf(deps, (await findByKey(db, ctx.user.id, input.requestKey)) as OnlinePaymentRow);
  return openCheckout(
    MOLLIE_LOCALES[ctx.language],
    deps,
    payments,
    created,
    chosen.invoices.map((invoice) => invoice.documentNumber),
  );
}

async function openCheckout(
  locale: string,
  deps: AppDeps,
  payments: PaymentsRuntime,
  payment: OnlinePaymentRow,
  documentNumbers: readonly number[],
): Promise<OnlinePayment> {
  const { db } = deps.database;
  const { publicUrl } = deps.config;
  let answer: ProviderPayment;
  try {
    answer = await payments.provider.createPayment({
      amount: { currency: payment.currency, value: providerValue(payment.amountCents) },
      description: descriptionOf(documentNumbers),
      redirectUrl: `${publicUrl}/payments/${payment.id}`,
      webhookUrl: `${publicUrl}/api/payments/webhook`,
      metadata: { paymentId: payment.id, customerCode: payment.customerCode },
      methods: deps.config.payments?.methods ?? [],
      locale,
      idempotencyKey: payment.id,
    });
  } catch (error) {
    if (!isPaymentProviderError(error)) throw error;
    // Nothing can be paid: the invoices go back, the log says why, the buyer may try again.
    await db.transaction(async (tx) => {
      const row = await applyPaymentEvent(deps, tx, payment.id, { type: 'provider-refused' });
      if (row)
        await tellPaymentEvent(deps, tx, row, {
          kind: 'notPaid',
          status: `the provider refused: ${error.message}`,
        });
    });
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 503);
  }
  const opened = await db.transaction(async (tx) => {
    const row = await applyPaymentEvent(deps, tx, payment.id, {
      type: 'checkout-opened',
      providerPaymentId: answer.id,
      checkoutUrl: answer.checkoutUrl ?? '',
    });
    if (row) await tellPaymentEvent(deps, tx, row, { kind: 'started' });
    return row;
  });
  return viewOf(deps, opened ?? ((await findById(db, payment.id)) as OnlinePaymentRow));
}

/** The payment is the session's customer's and, for a chosen ship-to, of that ship-to's invoices (D2). */
async function isInScope(deps: AppDeps, scope: CustomerScope, payment: OnlinePaymentRow): Promise<boolean> {
  if (payment.customerCode !== scope.customerCode) return false;
  if (!scope.shipToId) return true;
  const ids = (await findInvoices(deps.database.db, payment.id)).map((invoice) => invoice.invoiceId);
  const seen = await scopedDocumentIds(deps.database.db, scope, 'invoice', ids);
  return ids.every((invoiceId) => seen.has(invoiceId));
}

/**
 * A payment of the session's customer (another customer's, or another ship-to's, is a 404). While the provider has not spoken,
 * the provider is asked (the buyer came back before the webhook, or the webhook cannot reach the
 * portal); once booked, whether the read model shows the invoices closed.
 */
export async function readPayment(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
): Promise<OnlinePayment> {
  requirePayments(deps);
  const scope = requireScope(ctx);
  const { db } = deps.database;
  let payment = await findById(db, id);
  if (!payment || !(await isInScope(deps, scope, payment))) throw notFound();
  if (isAwaitingProvider(payment.state) && payment.providerPaymentId) {
    try {
      await syncFromProvider(deps, payment);
    } catch (error) {
      // The provider cannot be asked now: the page shows what the portal knows and asks again.
      if (!isPaymentProviderError(error)) throw error;
    }
    payment = (await findById(db, id)) as OnlinePaymentRow;
  } else if (payment.state === 'posted' && (await settleIfClosed(deps, id))) {
    payment = (await findById(db, id)) as OnlinePaymentRow;
  }
  return viewOf(deps, payment);
}
