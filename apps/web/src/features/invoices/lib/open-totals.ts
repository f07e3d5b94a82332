import type { OpenTotal } from '@selvedge/contracts';
import { formatAmount } from '../../../lib/format';

/** What is open, one amount per currency as the list shows amounts: "€ 1.234,56 · USD 321,00". */
export function openTotalsText(totals: readonly OpenTotal[]): string {
  return totals.map((total) => formatAmount(total.amount, total.currency)).join(' · ');
}
