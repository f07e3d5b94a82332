import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  documentTotalsCents,
  type OrderingContext,
  type OrderSummary,
  type OrderType,
  SAMPLE_VAT_PERCENT,
  sumCents,
  type VatRounding,
} from '@selvedge/contracts';
import { type Expense, type ExpensesRequest, isErpError } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { findVatRate, listCountries, listShippingTypes } from '../catalog/index.js';
import { findBillToAddress, findCustomer, listShipToAddresses, toShipToView } from '../customers/index.js';
import { haveFeedsSynced } from '../erp-sync/index.js';
import { termsOfDeliveryFor } from '../settings/index.js';
import { addressBookOf } from './address-book.service.js';
import { isQuoteChanged, lineChanges, recheckLines } from './draft-recheck.js';
import { lineAmountCents } from './draft-view.js';
import { canEdit } from './order-draft.state.js';
import { editDraft, type OrderingCaller, requireOwnDraft } from './order-drafts.service.js';
import { loadDraftContent, updateDraft, updateLine } from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftRow } from './ordering.tables.js';

/** ordering §9: 21 % when the customer's VAT group is not known (a sample order: SAMPLE_VAT_PERCENT, D26). */
export const DEFAULT_VAT_PERCENT = 21;

export async function customerVatPercent(db: Db, customerCode: string): Promise<number> {
  const customer = await findCustomer(db, customerCode);
  if (!customer?.vatGroup) return DEFAULT_VAT_PERCENT;
  return (await findVatRate(db, customer.vatGroup)) ?? DEFAULT_VAT_PERCENT;
}

/** The VAT rate of an order's lines: a sample order's own (D26), else the customer's (ordering §9). */
export function orderVatPercent(db: Db, orderType: OrderType, customerCode: string): Promise<number> {
  return orderType === 'SAMPLE' ? Promise.resolve(SAMPLE_VAT_PERCENT) : customerVatPercent(db, customerCode);
}

/** Everything around the draft on the order screen (ordering §4 step 1), from the read model. */
export async function orderingContext(deps: AppDeps, caller: OrderingCaller): Promise<OrderingContext> {
  const { db } = deps.database;
  const customer = caller.ctx.customer;
  const [billTo, shipTos, countries, shippingTypes, vatPercent, termsUrl, isSynced] = await Promise.all([
    findBillToAddress(db, caller.customerCode),
    listShipToAddresses(db, caller.customerCode),
    listCountries(db),
    listShippingTypes(db),
    customerVatPercent(db, caller.customerCode),
    // In the reader's language: the person at the keyboard's, also while acting for the customer.
    termsOfDeliveryFor(db, caller.ctx.language),
    // Countries and shipping types come with the reference data, addresses with the business partners.
    haveFeedsSynced(db, ['referenceData', 'businessPartners']),
  ]);
  return {
    customer: {
      code: caller.customerCode,
      name: customer?.name ?? caller.customerCode,
      currency: customer?.currency ?? 'EUR',
      isExport: customer?.isExport ?? false,
      hasAddressBook: customer?.hasAddressBook ?? false,
      isOtherCountry: customer?.isOtherCountry ?? false,
      vatPercent,
    },
    billTo: billTo
      ? {
          name: billTo.name,
          street: billTo.street,
          zipCode: billTo.zipCode,
          city: billTo.city,
          country: billTo.country,
        }
      : null,
    // The address book's list: in a session with a chosen ship-to only that one (D2).
    shipToAddresses: addressBookOf(caller.ctx, shipTos).map(toShipToView),
    countries,
    shippingTypes: shippingTypes.map((type) => ({ code: type.code, label: type.websiteLabel ?? type.name })),
    termsUrl: termsUrl.trim() ? termsUrl : null,
    isAwaitingFirstSync: !isSynced,
  };
}

/**
 * The totals the ERP will make (ADR-014): lines and expenses summed, VAT rounded where the ERP rounds it
 * (per line, or once per VAT rate: ErpPort.vatRounding), so the order's total in the ERP is this one to
 * the cent. Null while a line is unpriced or the expenses are unknown.
 */
export function summaryTotals(
  lines: readonly OrderDraftLineRow[],
  expenses: readonly Expense[] | null,
  vatPercent: number,
  vatRounding: VatRounding,
) {
  const amounts = lines.map(lineAmountCents);
  const linesCents = sumCents(amounts.filter((amount): amount is Cents => amount !== null));
  const isComplete = expenses !== null && !amounts.includes(null);
  const expensesCents = expenses
    ? sumCents(expenses.map((expense) => centsFromAmount(expense.amount)))
    : null;
  const totals = isComplete
    ? documentTotalsCents(
        [
          ...amounts.map((net) => ({ net: net as Cents, vatPercent })),
          ...expenses.map((expense) => ({
            net: centsFromAmount(expense.amount),
            vatPercent: expense.vatRate,
          })),
        ],
        vatRounding,
      )
    : null;
  return {
    linesTotal: amountFromCents(linesCents),
    expensesTotal: expensesCents === null ? null : amountFromCents(expensesCents),
    vat: totals ? amountFromCents(totals.vat) : null,
    total: totals ? amountFromCents(totals.gross) : null,
  };
}

/** What the ERP computes the draft's expenses from (D28): its lines, where they go, and how. */
export function expensesRequestOf(
  draft: OrderDraftRow,
  lines: readonly OrderDraftLineRow[],
  shippingTypeCode: string | null | undefined = draft.shippingTypeCode,
): ExpensesRequest {
  return {
    customerCode: draft.customerCode,
    orderType: draft.orderType,
    shippingTypeCode: shippingTypeCode ?? draft.shippingTypeCode,
    country: draft.shipCountry,
    currency: draft.currency,
    lines: lines.map((line) => ({
      itemCode: line.itemCode,
      quantity: line.quantity,
      reference: line.reference,
    })),
  };
}

/** The expenses the ERP computes for the order (D28); null while it cannot be asked (D36). */
async function askExpenses(
  deps: AppDeps,
  draft: OrderDraftRow,
  lines: readonly OrderDraftLineRow[],
  shippingTypeCode: string | null | undefined,
): Promise<Expense[] | null> {
  try {
    return await deps.erp.getExpenses(expensesRequestOf(draft, lines, shippingTypeCode));
  } catch (error) {
    // D36: the summary still opens; the ERP adds the expenses when it places the order.
    if (!isErpError(error)) throw error;
    return null;
  }
}

/**
 * Submit Order (ordering §4 step 8): the expenses from the ERP for this order (D28), kept on the draft
 * as what the user approves, and the totals with VAT at the customer's rate. The lines are checked
 * again (draft-recheck.ts): a new price is written to its line, so the draft holds what the
 * user now sees and the totals include it, and every change is listed for the modal to show.
 */
export async function summarize(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  shippingTypeCode: string | null | undefined,
): Promise<OrderSummary> {
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  const { lines } = await loadDraftContent(db, draft);
  const orderType = draft.orderType;
  const isEditable = lines.length > 0 && canEdit(draft.state);
  // The expenses and the prices are asked at the same time: one wait for the ERP, not two.
  const [expenses, recheck] = await Promise.all([
    askExpenses(deps, draft, lines, shippingTypeCode),
    recheckLines(deps, db, draft, lines, { askPrices: isEditable }),
  ]);
  const repriced = lines.filter((line) => {
    const price = recheck.prices.get(line.id);
    return price !== undefined && isQuoteChanged(line, price);
  });
  if (isEditable) {
    await editDraft(deps, caller, draftId, async (tx, locked) => {
      // Under the lock: a line changed meanwhile (another tab) was priced by that change; it stays.
      const { lines: now } = await loadDraftContent(tx, locked);
      for (const line of repriced) {
        const stored = now.find((row) => row.id === line.id);
        const price = recheck.prices.get(line.id);
        if (!stored || !price || stored.itemCode !== line.itemCode || stored.quantity !== line.quantity)
          continue;
        await updateLine(tx, line.id, { unitPrice: price.unitPrice, deliveryDate: price.deliveryDate });
      }
      await updateDraft(tx, draftId, {
        approvedExpenses: expenses,
        ...(recheck.arePricesChecked ? { pricesCheckedAt: deps.clock.now() } : {}),
      });
    });
  }
  const priced = lines.map((line) => {
    const price = recheck.prices.get(line.id);
    return price ? { ...line, unitPrice: price.unitPrice, deliveryDate: price.deliveryDate } : line;
  });
  const vatPercent = await orderVatPercent(db, orderType, caller.customerCode);
  return {
    changes: lineChanges(lines, recheck),
    expenses:
      expenses?.map((expense) => ({
        code: expense.code,
        name: expense.name,
        ...(expense.kind ? { kind: expense.kind } : {}),
        amount: expense.amount,
        vatPercent: expense.vatRate,
      })) ?? null,
    vatPercent,
    currency: draft.currency,
    ...summaryTotals(priced, expenses, vatPercent, deps.erp.vatRounding),
  };
}
