import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  type Language,
  languages,
  STATEMENT_PAYMENT_DAYS,
  type Statement,
  type StatementCurrency,
  type StatementPayment,
  sumCents,
} from '@selvedge/contracts';
import { countryName } from '@selvedge/contracts/country-names';

import { isErpError, type Payment } from '@selvedge/erp';
import type { AuthenticatedContext, CustomerScope } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { findBillToAddress, findCustomer } from '../customers/index.js';
import { writeLog } from '../logs/index.js';
import { allOpenItems, type OpenItemWithTotal, scopedDocumentIds } from '../sales-documents/index.js';

const DAY_MS = 86_400_000;

/** The day `days` before an ISO date. */
const daysBefore = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const isLanguage = (value: string | null | undefined): value is Language =>
  (languages as readonly string[]).includes(value ?? '');

/**
 * The statement of account of the session's customer (and ship-to, D2): every open item from the read
 * model with the balance per currency, and the payments of the last STATEMENT_PAYMENT_DAYS days asked of
 * the ERP. The balance is what the open items add up to (payments have already lowered them): an ERP
 * that does not answer leaves the payments out, says so, and the rest stands.
 */
export async function buildStatement(deps: AppDeps, ctx: AuthenticatedContext): Promise<Statement> {
  const { db } = deps.database;
  const scope = ctx.scope;
  const customer = ctx.customer;
  const date = todayOf(deps.clock);
  const paymentsFrom = daysBefore(date, STATEMENT_PAYMENT_DAYS);
  if (!scope || !customer) {
    return {
      date,
      paymentsFrom,
      paymentsAvailable: true,
      customer: { code: '', name: '', address: [], language: ctx.language },
      currencies: [],
    };
  }
  const [openItems, payments, row, billTo] = await Promise.all([
    allOpenItems(deps, scope),
    recentPayments(deps, ctx, scope, paymentsFrom),
    findCustomer(db, scope.customerCode),
    findBillToAddress(db, scope.customerCode),
  ]);
  // An export customer's chosen ship-to is the address its statement is for (D2); a bill-to address's
  // name is the ERP's key for it ("Bill to"), not a line of the address.
  const address = ctx.shipTo ?? (billTo ? { ...billTo, name: '' } : undefined);
  return {
    date,
    paymentsFrom,
    paymentsAvailable: payments !== null,
    customer: {
      code: customer.code,
      name: customer.name,
      address: address
        ? [
            address.name,
            address.street,
            `${address.zipCode} ${address.city}`.trim(),
            countryName(address.country, ctx.language),
          ].filter((line) => line.trim() !== '' && line !== customer.name)
        : [],
      language: isLanguage(row?.language) ? row.language : ctx.language,
    },
    currencies: byCurrency(openItems, payments ?? []),
  };
}

/**
 * The customer's payments of the period; with a ship-to, only those that settled that ship-to's
 * documents. Null when the ERP could not be asked (logged: every ERP failure is in the error log).
 */
async function recentPayments(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  scope: CustomerScope,
  from: string,
): Promise<Payment[] | null> {
  let payments: Payment[];
  try {
    payments = await deps.erp.getPayments({ customerCode: scope.customerCode, from });
  } catch (error) {
    if (!isErpError(error)) throw error;
    await writeLog(deps.database.db, ctx, {
      level: 'error',
      event: 'ERP_FAILED',
      message: `Payments of ${scope.customerCode} for the statement of account: ${error.message}`,
      data: { kind: error.kind },
      referenceId: ctx.requestId,
    });
    return null;
  }
  if (!scope.shipToId) return payments;
  const db = deps.database.db;
  const ids = (kind: 'invoice' | 'creditNote') =>
    payments.flatMap((p) => p.appliedTo.filter((a) => a.document.kind === kind).map((a) => a.document.id));
  const [invoices, creditNotes] = await Promise.all([
    scopedDocumentIds(db, scope, 'invoice', ids('invoice')),
    scopedDocumentIds(db, scope, 'creditNote', ids('creditNote')),
  ]);
  const seen = { invoice: invoices, creditNote: creditNotes };
  return payments.filter(
    (p) =>
      p.appliedTo.length > 0 &&
      p.appliedTo.every((a) => seen[a.document.kind as keyof typeof seen]?.has(a.document.id)),
  );
}

const toPayment = (payment: Payment): StatementPayment => ({
  number: payment.number,
  date: payment.date,
  amount: payment.amount,
  documentNumbers: payment.appliedTo.map((a) => a.documentNumber),
});

/** Open items and payments per currency (alphabetical), the balance and its overdue part summed in cents. */
function byCurrency(
  openItems: readonly OpenItemWithTotal[],
  payments: readonly Payment[],
): StatementCurrency[] {
  const currencies = [
    ...new Set([...openItems.map((i) => i.currency), ...payments.map((p) => p.currency)]),
  ].sort();
  return currencies.map((currency) => {
    const items = openItems.filter((item) => item.currency === currency);
    const open = (list: readonly OpenItemWithTotal[]): Cents =>
      sumCents(list.map((item) => centsFromAmount(item.openAmount)));
    return {
      currency,
      openItems: items.map((item) => ({
        kind: item.kind,
        documentId: item.documentId,
        documentNumber: item.documentNumber,
        reference: item.reference,
        date: item.date,
        dueDate: item.dueDate,
        daysLate: item.daysLate,
        amount: item.total,
        openAmount: item.openAmount,
      })),
      payments: payments.filter((p) => p.currency === currency).map(toPayment),
      balance: amountFromCents(open(items)),
      overdue: amountFromCents(open(items.filter((item) => item.daysLate > 0))),
    };
  });
}
