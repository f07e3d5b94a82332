import type { BatchStockAnswer, ReorderLine } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { batchStockText, defaultKept, isBlocked, staleMinutes } from './reorder-lines';

const lot: BatchStockAnswer = {
  batchNumber: 'L1',
  inStock: 42,
  asOf: '2026-11-28T12:00:00.000Z',
  isStale: false,
};

const line = (change: Partial<ReorderLine> = {}): ReorderLine => ({
  lineNumber: 0,
  itemCode: 'HF-1011',
  description: 'Heritage Florals',
  quantity: 2,
  unit: 'roll',
  reference: '',
  hasPatterns: false,
  flag: null,
  batch: lot,
  ...change,
});

describe('the lot of a reordered line', () => {
  it('says how much is in stock, that none is, or that it is unknown', () => {
    expect(batchStockText(lot)).toEqual({ key: 'inStock', quantity: 42 });
    expect(batchStockText({ ...lot, inStock: 0 })).toEqual({ key: 'notInStock' });
    expect(batchStockText({ ...lot, inStock: null })).toEqual({ key: 'stockUnknown' });
  });

  it('says how old stale figures are, in whole minutes', () => {
    const now = new Date('2026-11-28T12:12:30.000Z');
    expect(staleMinutes(lot, now)).toBeNull();
    expect(staleMinutes({ ...lot, isStale: true }, now)).toBe(12);
  });

  it('keeps at first the lots still in stock of the lines that can be added', () => {
    const lines = [
      line({ lineNumber: 1 }),
      line({ lineNumber: 2, batch: { ...lot, inStock: 0 } }),
      line({ lineNumber: 3, flag: 'excluded' }),
      line({ lineNumber: 4, flag: 'discontinued' }),
      line({ lineNumber: 5, batch: null }),
    ];
    expect([...defaultKept(lines)]).toEqual([1, 4]);
    expect(lines.map(isBlocked)).toEqual([false, false, true, false, false]);
  });
});
