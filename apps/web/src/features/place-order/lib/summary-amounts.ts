import type { ExpenseKind, OrderSummary } from '@selvedge/contracts';

/**
 * Which amounts the order summary shows (ordering §2 "Order summary modal", D12, D28, D36), as rows
 * the modal renders in order. Kept apart from the modal so that every case is tested:
 * - prices hidden: no amount at all, not even the expenses (D12);
 * - the ERP could not be asked for the expenses: the lines total and a note that the expenses are
 *   added when the order is placed, and no grand total (it would be wrong);
 * - a line has no price yet: the known amounts and a note that prices are confirmed on placing;
 * - otherwise the lines total, each expense, the expenses total, VAT and the total incl. VAT.
 * An expense is named by its kind in the portal's words (D9); the ERP's own name only for an
 * expense of no known kind.
 */
export type SummaryRow =
  | { kind: 'linesTotal'; amount: number }
  | { kind: 'expense'; code: string; nameKey: string | null; name: string; amount: number }
  | { kind: 'expensesTotal'; amount: number }
  | { kind: 'vat'; percent: number; amount: number }
  | { kind: 'total'; amount: number }
  | { kind: 'note'; key: 'orderSummary.expensesFollow' | 'orderSummary.pricesFollow' };

export function summaryRows(
  summary: OrderSummary,
  options: { showPrice: boolean; hasUnpricedLines: boolean },
): SummaryRow[] {
  if (!options.showPrice) return [];
  const rows: SummaryRow[] = [{ kind: 'linesTotal', amount: summary.linesTotal }];
  if (summary.expenses === null) {
    rows.push({ kind: 'note', key: 'orderSummary.expensesFollow' });
  } else {
    for (const expense of summary.expenses)
      rows.push({
        kind: 'expense',
        code: expense.code,
        nameKey: expenseNameKey(expense.kind),
        name: expense.name,
        amount: expense.amount,
      });
    if (summary.expensesTotal !== null) rows.push({ kind: 'expensesTotal', amount: summary.expensesTotal });
  }
  // The server gives VAT and the total only when both the lines and the expenses are all known.
  if (summary.expenses !== null && summary.vat !== null && summary.total !== null) {
    rows.push({ kind: 'vat', percent: summary.vatPercent, amount: summary.vat });
    rows.push({ kind: 'total', amount: summary.total });
  }
  if (options.hasUnpricedLines) rows.push({ kind: 'note', key: 'orderSummary.pricesFollow' });
  return rows;
}

/** The translation key of an expense's name, or null when the ERP's own name has to do. */
export const expenseNameKey = (kind: ExpenseKind | undefined): string | null =>
  kind ? `orderSummary.expenseKinds.${kind}` : null;
