import { centsFromAmount, type DraftLineChange, type OrderType } from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { displayItemCode } from '../../../lib/items';
import { itemKindOf } from './order-kind';

/**
 * What changed on the order's lines since they were added (the summary checks them again), as the
 * summary modal says it:
 * lines that can no longer be ordered (they must be removed before approving), and new prices, which
 * the order and its totals already hold. Kept apart from the modal so that every case is tested.
 */

type PriceChange = Extract<DraftLineChange, { kind: 'priceChanged' }>;

export type ChangeKey =
  | 'orderSummary.changes.priceChanged'
  | 'orderSummary.changes.priceKnown'
  | 'orderSummary.changes.priceChangedHidden'
  | 'orderSummary.changes.excluded'
  | 'orderSummary.changes.discontinued'
  | 'orderSummary.changes.unavailable';

export interface ChangeNotice {
  lineId: string;
  lineNumber: number;
  /** Code and name, as the lines show them (a sample's code without its S). */
  item: string;
  /** The sentence's translation key and its values, amounts already formatted. */
  key: ChangeKey;
  values: Record<string, string>;
}

export interface SummaryChanges {
  /** Lines that must be removed before the order can be approved. */
  blocking: ChangeNotice[];
  /** Lines whose price changed; the order shows the new one. */
  prices: ChangeNotice[];
}

const isPriceChange = (change: DraftLineChange): change is PriceChange => change.kind === 'priceChanged';

/**
 * The price changes seen during one opening of the summary, newest answer last: a summary asked again
 * (another shipping type, a refused approval) no longer lists a price the draft already holds, so the
 * first old price and the last new one are kept per line; a price that came back to where it was drops.
 */
export function mergePriceChanges(
  seen: readonly DraftLineChange[],
  latest: readonly DraftLineChange[],
): PriceChange[] {
  const merged = new Map<string, PriceChange>();
  for (const change of [...seen, ...latest].filter(isPriceChange)) {
    const earlier = merged.get(change.lineId);
    merged.set(change.lineId, earlier ? { ...change, oldUnitPrice: earlier.oldUnitPrice } : change);
  }
  return [...merged.values()]
    .filter(
      (change) =>
        change.oldUnitPrice === null ||
        centsFromAmount(change.oldUnitPrice) !== centsFromAmount(change.newUnitPrice),
    )
    .sort((a, b) => a.lineNumber - b.lineNumber);
}

export function summaryChanges(
  changes: readonly DraftLineChange[],
  options: { currency: string; showPrice: boolean; orderType: OrderType },
): SummaryChanges {
  const kind = itemKindOf(options.orderType);
  const noticeOf = (change: DraftLineChange, key: ChangeKey, values: Record<string, string> = {}) => ({
    lineId: change.lineId,
    lineNumber: change.lineNumber,
    item: `${displayItemCode(kind, change.itemCode)} ${change.itemName}`.trim(),
    key,
    values,
  });
  const amount = (value: number) => formatAmount(value, options.currency);
  const byLine = (a: ChangeNotice, b: ChangeNotice) => a.lineNumber - b.lineNumber;
  const blocking: ChangeNotice[] = [];
  const prices: ChangeNotice[] = [];
  for (const change of changes) {
    if (change.kind !== 'priceChanged') {
      blocking.push(noticeOf(change, `orderSummary.changes.${change.kind}`));
    } else if (!options.showPrice) {
      // D12: a user who does not see prices is told that one changed, not what it is.
      prices.push(noticeOf(change, 'orderSummary.changes.priceChangedHidden'));
    } else if (change.oldUnitPrice === null) {
      prices.push(noticeOf(change, 'orderSummary.changes.priceKnown', { new: amount(change.newUnitPrice) }));
    } else {
      prices.push(
        noticeOf(change, 'orderSummary.changes.priceChanged', {
          old: amount(change.oldUnitPrice),
          new: amount(change.newUnitPrice),
        }),
      );
    }
  }
  return { blocking: blocking.sort(byLine), prices: prices.sort(byLine) };
}

/**
 * An approval refused because the order changed since the summary was computed: the modal
 * asks for the summary again and shows what changed, rather than an error.
 */
export const isChangedOrderRefusal = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'PRICES_CHANGED' || error.code === 'LINES_NOT_ORDERABLE');
