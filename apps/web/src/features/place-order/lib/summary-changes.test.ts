import type { DraftLineChange } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isChangedOrderRefusal, mergePriceChanges, summaryChanges } from './summary-changes';

const line = (lineNumber: number, itemCode: string, itemName: string) => ({
  lineId: `line-${lineNumber}`,
  lineNumber,
  itemCode,
  itemName,
});

const wallpaper = line(1, 'HF-1011', 'Heritage Florals Ivy Ivory');
const velvet = line(2, 'VA-1011', 'Velvet Atelier Moss');
const linen = line(3, 'NL-1021', 'Nordic Linen Sand');

const repriced: DraftLineChange = {
  ...wallpaper,
  kind: 'priceChanged',
  oldUnitPrice: 1234.5,
  newUnitPrice: 1299,
};
const options = { currency: 'EUR', showPrice: true, orderType: 'B2B' as const };

describe('what changed on the lines since they were added, as the summary says it', () => {
  it('is nothing when nothing changed', () => {
    expect(summaryChanges([], options)).toEqual({ blocking: [], prices: [] });
  });

  it('gives old and new price in the modal’s format and the draft’s currency', () => {
    expect(summaryChanges([repriced], options)).toEqual({
      blocking: [],
      prices: [
        {
          lineId: 'line-1',
          lineNumber: 1,
          item: 'HF-1011 Heritage Florals Ivy Ivory',
          key: 'orderSummary.changes.priceChanged',
          values: { old: '€ 1.234,50', new: '€ 1.299,00' },
        },
      ],
    });
    expect(summaryChanges([repriced], { ...options, currency: 'GBP' }).prices[0]?.values).toEqual({
      old: '£ 1.234,50',
      new: '£ 1.299,00',
    });
  });

  it('says a price that followed is now known, and hides the amounts from who may not see prices (D12)', () => {
    const known: DraftLineChange = { ...repriced, oldUnitPrice: null };
    expect(summaryChanges([known], options).prices[0]).toMatchObject({
      key: 'orderSummary.changes.priceKnown',
      values: { new: '€ 1.299,00' },
    });
    expect(summaryChanges([repriced, known], { ...options, showPrice: false }).prices).toEqual([
      expect.objectContaining({ key: 'orderSummary.changes.priceChangedHidden', values: {} }),
      expect.objectContaining({ key: 'orderSummary.changes.priceChangedHidden', values: {} }),
    ]);
  });

  it('lists the lines that can no longer be ordered apart, in line order, with the reason', () => {
    const changes: DraftLineChange[] = [
      { ...linen, kind: 'unavailable' },
      repriced,
      { ...velvet, kind: 'discontinued' },
    ];
    const { blocking, prices } = summaryChanges(changes, options);
    expect(blocking.map((notice) => [notice.lineNumber, notice.key])).toEqual([
      [2, 'orderSummary.changes.discontinued'],
      [3, 'orderSummary.changes.unavailable'],
    ]);
    expect(prices.map((notice) => notice.lineNumber)).toEqual([1]);
    expect(summaryChanges([{ ...wallpaper, kind: 'excluded' }], options).blocking[0]?.key).toBe(
      'orderSummary.changes.excluded',
    );
  });

  it('names a sample by the code the sample screen shows, without its S', () => {
    const sample: DraftLineChange = {
      ...line(1, 'SHF-1011', 'Sample Heritage Florals'),
      kind: 'unavailable',
    };
    expect(summaryChanges([sample], { ...options, orderType: 'SAMPLE' }).blocking[0]?.item).toBe(
      'HF-1011 Sample Heritage Florals',
    );
  });
});

describe('the price changes seen during one opening of the summary', () => {
  it('keep a change the next summary no longer lists (the draft holds the new price by then)', () => {
    expect(mergePriceChanges([repriced], [])).toEqual([repriced]);
  });

  it('keep the first old price and the last new one; a price back where it was is no change', () => {
    const again: DraftLineChange = { ...repriced, oldUnitPrice: 1299, newUnitPrice: 1310.25 };
    expect(mergePriceChanges([repriced], [again])).toEqual([{ ...again, oldUnitPrice: 1234.5 }]);
    const back: DraftLineChange = { ...repriced, oldUnitPrice: 1299, newUnitPrice: 1234.5 };
    expect(mergePriceChanges([repriced], [back])).toEqual([]);
  });

  it('leave out what is not a price change, and sort by line', () => {
    const second: DraftLineChange = { ...velvet, kind: 'priceChanged', oldUnitPrice: 10, newUnitPrice: 11 };
    expect(
      mergePriceChanges([second], [{ ...linen, kind: 'excluded' }, repriced]).map((c) => c.lineNumber),
    ).toEqual([1, 2]);
  });
});

describe('an approval refused because the order changed', () => {
  it('is a changed price or a line no longer orderable, nothing else', () => {
    const problem = (status: number, code: 'PRICES_CHANGED' | 'LINES_NOT_ORDERABLE' | 'DRAFT_NOT_EDITABLE') =>
      new ApiError({ status, code });
    expect(isChangedOrderRefusal(problem(409, 'PRICES_CHANGED'))).toBe(true);
    expect(isChangedOrderRefusal(problem(422, 'LINES_NOT_ORDERABLE'))).toBe(true);
    expect(isChangedOrderRefusal(problem(409, 'DRAFT_NOT_EDITABLE'))).toBe(false);
    expect(isChangedOrderRefusal(new Error('PRICES_CHANGED'))).toBe(false);
  });
});
