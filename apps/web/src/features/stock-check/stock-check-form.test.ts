import { describe, expect, it } from 'vitest';
import {
  buildStockCheckRequest,
  inputSignature,
  type PatternRowDraft,
  patternRowsTotal,
  patternRowView,
  problemsOfFields,
  type StockCheckFormValues,
  type StockCheckItem,
} from './stock-check-form';

const roll: StockCheckItem = {
  code: 'HF-1011',
  name: 'Heritage Florals Ivy Ivory',
  salesUnit: 'roll',
  isPatternRequired: false,
  patternRepeatCm: 0,
  isStaggered: false,
};

/** A patterned fabric: repeat 32 cm, straight (VA-1022 in the demo data). */
const velvet: StockCheckItem = {
  code: 'VA-1022',
  name: 'Velvet Atelier',
  salesUnit: 'm',
  isPatternRequired: true,
  patternRepeatCm: 32,
  isStaggered: false,
};

const row = (key: string, rows: number | string, rowLength: number | string): PatternRowDraft => ({
  key,
  rows,
  rowLength,
});

const form = (values: Partial<StockCheckFormValues>): StockCheckFormValues => ({
  code: '',
  quantity: '',
  patternRows: [],
  ...values,
});

describe('the request a stock check sends', () => {
  it('sends the item and its quantity for a regular item', () => {
    expect(buildStockCheckRequest(form({ code: ' hf-1011 ', quantity: '12,5' }), roll)).toEqual({
      ok: true,
      request: { itemCode: 'HF-1011', quantity: 12.5 },
    });
    expect(buildStockCheckRequest(form({ code: 'HF-1011', quantity: 4 }), roll)).toEqual({
      ok: true,
      request: { itemCode: 'HF-1011', quantity: 4 },
    });
  });

  it('sends the pattern rows and no quantity for a pattern item: the server calculates the length', () => {
    const values = form({
      code: 'VA-1022',
      quantity: '99',
      patternRows: [row('a', 3, '2,5'), row('b', '2', 1.1)],
    });
    expect(buildStockCheckRequest(values, velvet)).toEqual({
      ok: true,
      request: {
        itemCode: 'VA-1022',
        patterns: [
          { rows: 3, rowLength: 2.5, isNoPatternCalculation: false },
          { rows: 2, rowLength: 1.1, isNoPatternCalculation: false },
        ],
      },
    });
  });

  it('says "Invalid item code" without a code, or without the item of this code', () => {
    const invalid = { ok: false, problems: { code: 'stockCheck.invalidCode' } };
    expect(buildStockCheckRequest(form({ code: '  ', quantity: 1 }), roll)).toEqual(invalid);
    expect(buildStockCheckRequest(form({ code: 'HF-1011', quantity: 1 }), null)).toEqual(invalid);
    expect(buildStockCheckRequest(form({ code: 'HF-1012', quantity: 1 }), roll)).toEqual(invalid);
  });

  it('wants a quantity above 0 with at most two decimals', () => {
    const problemOf = (quantity: number | string) => {
      const built = buildStockCheckRequest(form({ code: 'HF-1011', quantity }), roll);
      return built.ok ? null : built.problems.quantity;
    };
    expect(problemOf('')).toBe('quantity.aboveZero');
    expect(problemOf(0)).toBe('quantity.aboveZero');
    expect(problemOf('abc')).toBe('quantity.aboveZero');
    expect(problemOf('1,255')).toBe('quantity.decimals');
    expect(problemOf(100_000)).toBe('quantity.tooLarge');
    expect(problemOf('0,01')).toBeNull();
  });

  it('says per row what is missing in the pattern rows, and wants at least one row', () => {
    const built = buildStockCheckRequest(
      form({ code: 'VA-1022', patternRows: [row('a', 3, '2,5'), row('b', '', '2,555'), row('c', 1.5, 0)] }),
      velvet,
    );
    expect(built).toEqual({
      ok: false,
      problems: {
        rows: {
          b: { rows: 'stockCheck.pattern.rowsInvalid', rowLength: 'stockCheck.pattern.rowLengthInvalid' },
          c: { rows: 'stockCheck.pattern.rowsInvalid', rowLength: 'stockCheck.pattern.rowLengthInvalid' },
        },
      },
    });
    expect(buildStockCheckRequest(form({ code: 'VA-1022', patternRows: [] }), velvet)).toEqual({
      ok: false,
      problems: { quantity: 'quantity.aboveZero' },
    });
  });
});

describe('the pattern rows, calculated as they are typed (D25)', () => {
  it('shows the lane length and the row total once a row is complete', () => {
    // 2,50 m over a 32 cm repeat is 8 repeats: 2,56 m a lane, 3 lanes 7,68 m.
    expect(patternRowView(row('a', 3, '2,5'), velvet)).toEqual({ laneLength: 2.56, rowTotal: 7.68 });
    expect(patternRowView(row('a', 3, 2.5), { patternRepeatCm: 32, isStaggered: true })).toEqual({
      laneLength: 2.72,
      rowTotal: 8.16,
    });
    expect(patternRowView(row('a', 2, '1,25'), { patternRepeatCm: 0, isStaggered: false })).toEqual({
      laneLength: 1.25,
      rowTotal: 2.5,
    });
  });

  it('shows nothing for a row still being typed', () => {
    expect(patternRowView(row('a', '', '2,5'), velvet)).toEqual({ laneLength: null, rowTotal: null });
    expect(patternRowView(row('a', 3, '2,'), velvet)).toEqual({ laneLength: null, rowTotal: null });
  });

  it('totals the complete rows: the quantity checked', () => {
    expect(patternRowsTotal([row('a', 3, '2,5'), row('b', 1, 1), row('c', '', '')], velvet)).toBe(8.96);
    expect(patternRowsTotal([], velvet)).toBe(0);
  });
});

describe('whether the answer on screen still fits the input', () => {
  it('is the same input whatever the code’s case, spaces and decimal separator', () => {
    expect(inputSignature(form({ code: 'hf-1011 ', quantity: '2,5' }), false)).toBe(
      inputSignature(form({ code: 'HF-1011', quantity: 2.5 }), false),
    );
  });

  it('changes with the code, the quantity or a pattern row', () => {
    const before = inputSignature(form({ code: 'HF-1011', quantity: 2 }), false);
    expect(inputSignature(form({ code: 'HF-1012', quantity: 2 }), false)).not.toBe(before);
    expect(inputSignature(form({ code: 'HF-1011', quantity: 3 }), false)).not.toBe(before);
    const rows = inputSignature(form({ code: 'VA-1022', patternRows: [row('a', 3, 2.5)] }), true);
    expect(inputSignature(form({ code: 'VA-1022', patternRows: [row('x', 3, '2,5')] }), true)).toBe(rows);
    expect(inputSignature(form({ code: 'VA-1022', patternRows: [row('a', 3, 2.6)] }), true)).not.toBe(rows);
    expect(
      inputSignature(form({ code: 'VA-1022', patternRows: [row('a', 3, 2.5), row('b', '', '')] }), true),
    ).not.toBe(rows);
  });
});

describe('a refused request’s fields', () => {
  it('become the form’s problems, a pattern row by its key', () => {
    const rows = [row('a', 3, 2.5), row('b', 2, 1)];
    expect(
      problemsOfFields(['itemCode', 'quantity', 'patterns.1.rowLength', 'patterns.1.rows'], rows),
    ).toEqual({
      code: 'stockCheck.invalidCode',
      quantity: 'quantity.aboveZero',
      rows: {
        b: { rowLength: 'stockCheck.pattern.rowLengthInvalid', rows: 'stockCheck.pattern.rowsInvalid' },
      },
    });
    expect(problemsOfFields(['patterns'], rows)).toEqual({ quantity: 'quantity.aboveZero' });
    expect(problemsOfFields(['somethingElse'], rows)).toEqual({});
  });
});
