import { describe, expect, it } from 'vitest';
import {
  calculateRow,
  changeRow,
  emptyPanelRow,
  isPanelSubmittable,
  type PanelRow,
  panelRowsOf,
  panelTotalOf,
  patternBodiesOf,
  patternResultOf,
  rowProblems,
  rowTotalOf,
} from './pattern-rows';

/** 64 cm repeat, straight: 2,50 m needs 4 repeats = 2,56 m a lane. */
const straight = { patternRepeatCm: 64, isStaggered: false };
/** The same repeat staggered: half a repeat more, 2,88 m. */
const staggered = { patternRepeatCm: 64, isStaggered: true };

const row = (rows: number | string, rowLength: number | string): PanelRow => ({
  ...emptyPanelRow(),
  rows,
  rowLength,
});

describe('a pattern row', () => {
  it('is calculated with the item’s repeat and pattern type (D25)', () => {
    expect(calculateRow(row(3, 2.5), straight)?.calculatedLength).toBe(2.56);
    expect(calculateRow(row(3, '2.5'), staggered)?.calculatedLength).toBe(2.88);
  });

  it('uses the row length as it is for a repeat of 0', () => {
    expect(calculateRow(row(2, 2.5), { patternRepeatCm: 0, isStaggered: false })?.calculatedLength).toBe(2.5);
  });

  it('cannot be calculated without whole rows and a length above 0', () => {
    expect(calculateRow(row('', 2.5), straight)).toBeNull();
    expect(calculateRow(row(0, 2.5), straight)).toBeNull();
    expect(calculateRow(row(1.5, 2.5), straight)).toBeNull();
    expect(calculateRow(row(2, 0), straight)).toBeNull();
    expect(calculateRow(row(2, '2.'), straight)).toBeNull();
    expect(calculateRow(row(1000, 2), straight)).toBeNull();
  });

  it('becomes uncalculated, and loses its no-calculation tick, when its rows or length change', () => {
    const calculated = { ...(calculateRow(row(3, 2.5), straight) as PanelRow), isNoPatternCalculation: true };
    const changed = changeRow(calculated, { rowLength: 2.6 });
    expect(changed.calculatedLength).toBeNull();
    expect(changed.isNoPatternCalculation).toBe(false);
    expect(changeRow(calculated, { rows: 3 })).toBe(calculated);
  });

  it('totals rows × lane length, or rows × row length with no pattern calculation', () => {
    const calculated = calculateRow(row(3, 2.5), straight) as PanelRow;
    expect(rowTotalOf(calculated, straight)).toBe(7.68);
    expect(rowTotalOf({ ...calculated, isNoPatternCalculation: true }, straight)).toBe(7.5);
    expect(rowTotalOf(row(3, 2.5), straight)).toBeNull();
  });
});

describe('the panel', () => {
  const first = calculateRow(row(3, 2.5), straight) as PanelRow;
  const second = calculateRow(row(2, 1.1), straight) as PanelRow;

  it('can be submitted only with every row calculated', () => {
    expect(isPanelSubmittable([])).toBe(false);
    expect(isPanelSubmittable([first, second])).toBe(true);
    expect(isPanelSubmittable([first, row(2, 1.1)])).toBe(false);
  });

  it('totals the calculated rows', () => {
    // 1,10 m needs 2 repeats = 1,28 m; 2 × 1,28 = 2,56; with 7,68: 10,24.
    expect(panelTotalOf([first, second], straight)).toBe(10.24);
    expect(panelTotalOf([first, row(2, 1.1)], straight)).toBe(7.68);
  });

  it('hands the rows and the line quantity to the item modal', () => {
    const result = patternResultOf([first, second], straight);
    expect(result.total).toBe(10.24);
    expect(result.patterns).toEqual([
      { rows: 3, rowLength: 2.5, requiredLength: 2.56, rowTotal: 7.68, isNoPatternCalculation: false },
      { rows: 2, rowLength: 1.1, requiredLength: 1.28, rowTotal: 2.56, isNoPatternCalculation: false },
    ]);
    expect(patternBodiesOf(result.patterns)).toEqual([
      { rows: 3, rowLength: 2.5, isNoPatternCalculation: false },
      { rows: 2, rowLength: 1.1, isNoPatternCalculation: false },
    ]);
  });

  it('opens with the stored rows, calculated, or with one empty row', () => {
    const opened = panelRowsOf(
      [{ rows: 3, rowLength: 2.5, requiredLength: 2.56, rowTotal: 7.68, isNoPatternCalculation: true }],
      straight,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      rows: 3,
      rowLength: 2.5,
      calculatedLength: 2.56,
      isNoPatternCalculation: true,
    });
    expect(isPanelSubmittable(opened)).toBe(true);
    const empty = panelRowsOf([], straight);
    expect(empty).toHaveLength(1);
    expect(empty[0]?.calculatedLength).toBeNull();
  });
});

describe('the problems of a row', () => {
  it('name the field that keeps it from being calculated', () => {
    expect(rowProblems(row(2, 2.5))).toEqual({});
    expect(rowProblems(row('', 2.5))).toEqual({ rows: 'placeOrder.pattern.rowsInvalid' });
    expect(rowProblems(row(1.5, 0))).toEqual({
      rows: 'placeOrder.pattern.rowsInvalid',
      rowLength: 'placeOrder.pattern.rowLengthInvalid',
    });
    expect(rowProblems(row(2, '2.555'))).toEqual({ rowLength: 'placeOrder.pattern.rowLengthInvalid' });
    expect(rowProblems(row(1000, 1000))).toEqual({
      rows: 'placeOrder.pattern.rowsInvalid',
      rowLength: 'placeOrder.pattern.rowLengthInvalid',
    });
  });
});
