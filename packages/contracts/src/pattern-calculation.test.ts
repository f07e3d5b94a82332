import { describe, expect, it } from 'vitest';
import {
  calculatePatternRow,
  isPatternPanelSubmittable,
  type PatternDecimal,
  PatternInputError,
  type PatternPanelRow,
  type PatternRowInput,
  type PatternType,
  patternMultiples,
  patternTotal,
  patternTypeOf,
  requiredLaneLength,
} from './pattern-calculation.js';

describe('pattern type', () => {
  it.each([
    [true, 'V'],
    [false, 'R'],
  ])('a staggered flag of %s gives pattern type %s', (isStaggered, type) => {
    expect(patternTypeOf(isStaggered)).toBe(type);
  });
});

describe('required lane length', () => {
  it.each<[string, PatternDecimal, PatternDecimal, PatternType, number]>([
    // straight: ceil(L / P) × P
    ['straight, rounded up to the next repeat', 2.5, 64, 'R', 2.56],
    ['straight, shorter than one repeat', 0.5, 64, 'R', 0.64],
    ['straight, just over two repeats', 1.29, 64, 'R', 1.92],
    ['straight, one centimetre over ten repeats', 2.31, 23, 'R', 2.53],
    // exact multiples: L = n × P needs n repeats, not n + 1
    ['straight, exactly 3 repeats', 1.92, 64, 'R', 1.92],
    ['straight, exactly 1 repeat', 0.64, 64, 'R', 0.64],
    // float traps: 0.54 / 0.18 = 3.0000000000000004, 0.56 / 0.08 = 7.000000000000001,
    // 2.3 / 0.23 = 9.999999999999998 and 10 × 0.23 = 2.3000000000000003, 3 × 0.1 = 0.30000000000000004
    ['straight, 0.54 m over 18 cm is exactly 3 repeats', 0.54, 18, 'R', 0.54],
    ['straight, 0.56 m over 8 cm is exactly 7 repeats', 0.56, 8, 'R', 0.56],
    ['straight, 2.3 m over 23 cm is exactly 10 repeats', 2.3, 23, 'R', 2.3],
    ['straight, 0.3 m over 10 cm is exactly 3 repeats', 0.3, 10, 'R', 0.3],
    // staggered: ceil(L / P) × P + P / 2
    ['staggered, rounded up plus half a repeat', 2.5, 64, 'V', 2.88],
    ['staggered, exactly 3 repeats plus half a repeat', 1.92, 64, 'V', 2.24],
    ['staggered, 0.54 m over 18 cm', 0.54, 18, 'V', 0.63],
    ['staggered, 0.56 m over 8 cm', 0.56, 8, 'V', 0.6],
    // repeats with decimals; results with more than 2 decimals are rounded UP to the centimetre
    ['straight, 52.5 cm, exactly 2 repeats', 1.05, 52.5, 'R', 1.05],
    ['straight, 52.5 cm, 3 repeats = 157.5 cm rounded up', 1.1, 52.5, 'R', 1.58],
    ['straight, 52.5 cm, 1 repeat = 52.5 cm rounded up', 0.01, 52.5, 'R', 0.53],
    ['staggered, 52.5 cm, 105 + 26.25 cm rounded up', 1, 52.5, 'V', 1.32],
    ['staggered, 52.5 cm, exact multiple plus 26.25 cm rounded up', 1.05, 52.5, 'V', 1.32],
    ['straight, 33.33 cm, 4 repeats = 133.32 cm rounded up', 1, 33.33, 'R', 1.34],
    ['staggered, 33.33 cm, 133.32 + 16.665 cm rounded up', 1, 33.33, 'V', 1.5],
    ['staggered, 0.01 cm: half a repeat of 0.005 cm still adds a centimetre', 1, 0.01, 'V', 1.01],
    ['straight, 0.01 cm repeat changes nothing', 1, 0.01, 'R', 1],
    // a repeat of 0 means no rounding
    ['straight, repeat 0', 2.37, 0, 'R', 2.37],
    ['staggered, repeat 0', 2.37, 0, 'V', 2.37],
    ['staggered, repeat "0.00"', '2.37', '0.00', 'V', 2.37],
    // decimal strings, as a form or a query string gives them
    ['straight, decimal strings', '2.50', '64', 'R', 2.56],
    ['staggered, decimal strings with trailing zeros', '2.500', '52.50', 'V', 2.89],
  ])('%s: L = %s m, P = %s cm, type %s → %d m', (_, rowLength, repeatCm, patternType, expected) => {
    expect(requiredLaneLength({ rowLength, repeatCm, patternType })).toBe(expected);
    const row = calculatePatternRow({ rows: 1, rowLength, repeatCm, patternType });
    expect(row.requiredLaneLength).toBe(expected);
    expect(row.rowTotal).toBe(expected);
  });

  it('the float traps are real: the naive formula gets them wrong', () => {
    expect(Math.ceil(0.54 / 0.18) * 0.18).not.toBe(0.54);
    expect(Math.ceil(0.56 / 0.08) * 0.08).not.toBe(0.56);
    expect(Math.ceil(0.3 / 0.1) * 0.1).not.toBe(0.3);
  });
});

describe('pattern rows', () => {
  it.each<[string, PatternRowInput, number, number, number, number]>([
    [
      '4 staggered lanes of 2.50 m, repeat 64 cm',
      { rows: 4, rowLength: 2.5, repeatCm: 64, patternType: 'V' },
      2.88,
      11.52,
      288,
      1152,
    ],
    // 3 × 157.5 cm would be 472.5 cm; the lane is rounded first, so the total is 3 × 158 cm
    [
      '3 straight lanes of 1.10 m, repeat 52.5 cm',
      { rows: 3, rowLength: 1.1, repeatCm: 52.5, patternType: 'R' },
      1.58,
      4.74,
      158,
      474,
    ],
    [
      '3 lanes of 0.10 m without a repeat',
      { rows: 3, rowLength: 0.1, repeatCm: 0, patternType: 'R' },
      0.1,
      0.3,
      10,
      30,
    ],
    [
      'rows as a decimal string',
      { rows: '2', rowLength: '0.54', repeatCm: '18', patternType: 'V' },
      0.63,
      1.26,
      63,
      126,
    ],
    [
      'rows written as "2.00"',
      { rows: '2.00', rowLength: 1, repeatCm: 64, patternType: 'R' },
      1.28,
      2.56,
      128,
      256,
    ],
    // "no pattern calculation": the row length as it is, whatever the repeat and type
    [
      'no pattern calculation, straight',
      { rows: 2, rowLength: 2.5, repeatCm: 64, patternType: 'R', isNoPatternCalculation: true },
      2.5,
      5,
      250,
      500,
    ],
    [
      'no pattern calculation, staggered',
      { rows: 3, rowLength: 1.1, repeatCm: 52.5, patternType: 'V', isNoPatternCalculation: true },
      1.1,
      3.3,
      110,
      330,
    ],
    [
      'no pattern calculation unticked',
      { rows: 2, rowLength: 2.5, repeatCm: 64, patternType: 'R', isNoPatternCalculation: false },
      2.56,
      5.12,
      256,
      512,
    ],
  ])('%s', (_, input, lane, total, laneCm, totalCm) => {
    expect(calculatePatternRow(input)).toEqual({
      requiredLaneLength: lane,
      rowTotal: total,
      requiredLaneLengthCm: laneCm,
      rowTotalCm: totalCm,
    });
  });
});

describe('the line quantity', () => {
  const tenth = { rows: 1, rowLength: 0.1, repeatCm: 0, patternType: 'R' } as const;

  it.each<[string, PatternRowInput[], number]>([
    ['no rows', [], 0],
    ['one row', [{ rows: 4, rowLength: 2.5, repeatCm: 64, patternType: 'V' }], 11.52],
    [
      'several rows, one without pattern calculation',
      [
        { rows: 4, rowLength: 2.5, repeatCm: 64, patternType: 'V' },
        { rows: 3, rowLength: 1.1, repeatCm: 52.5, patternType: 'R' },
        { rows: 2, rowLength: 2.5, repeatCm: 64, patternType: 'R', isNoPatternCalculation: true },
      ],
      21.26,
    ],
    ['0.1 m + 0.2 m is exactly 0.3 m', [tenth, { ...tenth, rowLength: 0.2 }], 0.3],
    // ten times 0.1 added as floats is 0.9999999999999999
    ['ten rows of 0.1 m are exactly 1 m', Array.from({ length: 10 }, () => tenth), 1],
  ])('%s', (_, rows, quantity) => {
    expect(patternTotal(rows)).toBe(quantity);
  });
});

describe('quick reference', () => {
  it.each<[PatternDecimal, number[]]>([
    [64, [128, 192, 256, 320, 384]],
    [52.5, [105, 157.5, 210, 262.5, 315]],
    // 33.33 × 5 is 166.64999999999998 in floats
    ['33.33', [66.66, 99.99, 133.32, 166.65, 199.98]],
    [0, [0, 0, 0, 0, 0]],
  ])('a repeat of %s cm shows 2 to 6 times it: %j', (repeatCm, lengths) => {
    expect(patternMultiples(repeatCm)).toEqual(
      [2, 3, 4, 5, 6].map((times, index) => ({ times, lengthCm: lengths[index] })),
    );
  });
});

describe('the pattern panel submit rule', () => {
  const good: PatternPanelRow = { rows: 2, rowLength: 2.5, calculatedLength: 2.56 };

  it.each<[string, PatternPanelRow[], boolean]>([
    ['one calculated row', [good], true],
    [
      'values as the form holds them, strings',
      [{ rows: '2', rowLength: '2.50', calculatedLength: '2.56' }],
      true,
    ],
    ['two calculated rows', [good, { rows: 1, rowLength: 0.5, calculatedLength: 0.64 }], true],
    ['no rows', [], false],
    ['a row not yet calculated', [{ ...good, calculatedLength: null }], false],
    ['a row whose calculation was cleared', [{ ...good, calculatedLength: undefined }], false],
    ['one of two rows not calculated', [good, { ...good, calculatedLength: null }], false],
    ['a rows value of 0', [{ ...good, rows: 0 }], false],
    ['a missing rows value', [{ ...good, rows: null }], false],
    ['a fractional rows value', [{ ...good, rows: 1.5 }], false],
    ['a row length of 0', [{ ...good, rowLength: 0 }], false],
    ['an empty row length', [{ ...good, rowLength: '' }], false],
    ['a negative row length', [{ ...good, rowLength: -2.5 }], false],
    ['a calculated length of 0', [{ ...good, calculatedLength: '0.00' }], false],
    ['a calculated length that is not a number', [{ ...good, calculatedLength: Number.NaN }], false],
  ])('%s: submittable is %s', (_, rows, submittable) => {
    expect(isPatternPanelSubmittable(rows)).toBe(submittable);
  });
});

describe('rejected inputs', () => {
  const valid: PatternRowInput = { rows: 2, rowLength: 2.5, repeatCm: 64, patternType: 'R' };

  it.each<[string, Partial<PatternRowInput>, string]>([
    ['a row length with 3 decimals', { rowLength: '2.345' }, 'rowLength'],
    ['a row length number with 3 decimals', { rowLength: 2.345 }, 'rowLength'],
    ['a row length that is the sum of floats', { rowLength: 0.1 + 0.2 }, 'rowLength'],
    ['a row length of 0', { rowLength: 0 }, 'rowLength'],
    ['a row length of "0.00"', { rowLength: '0.00' }, 'rowLength'],
    ['a negative row length', { rowLength: -1 }, 'rowLength'],
    ['a row length of NaN', { rowLength: Number.NaN }, 'rowLength'],
    ['an infinite row length', { rowLength: Number.POSITIVE_INFINITY }, 'rowLength'],
    ['an empty row length', { rowLength: '' }, 'rowLength'],
    ['a row length with a decimal comma', { rowLength: '2,5' }, 'rowLength'],
    ['a row length in exponent notation', { rowLength: 1e21 }, 'rowLength'],
    ['0 rows', { rows: 0 }, 'rows'],
    ['negative rows', { rows: -2 }, 'rows'],
    ['fractional rows', { rows: 1.5 }, 'rows'],
    ['fractional rows as text', { rows: '2.5' }, 'rows'],
    ['rows of NaN', { rows: Number.NaN }, 'rows'],
    ['infinite rows', { rows: Number.POSITIVE_INFINITY }, 'rows'],
    ['a negative repeat', { repeatCm: -64 }, 'repeatCm'],
    ['a repeat with 3 decimals', { repeatCm: '52.125' }, 'repeatCm'],
    ['a repeat of NaN', { repeatCm: Number.NaN }, 'repeatCm'],
    ['an infinite repeat', { repeatCm: Number.POSITIVE_INFINITY }, 'repeatCm'],
    ['an unknown pattern type', { patternType: 'X' as PatternType }, 'patternType'],
    [
      'a negative repeat on a row without pattern calculation',
      { repeatCm: -1, isNoPatternCalculation: true },
      'repeatCm',
    ],
  ])('%s throws an error naming %s', (_, change, input) => {
    const row = { ...valid, ...change };
    const error = (() => {
      try {
        calculatePatternRow(row);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(PatternInputError);
    expect(error).toMatchObject({ input, message: expect.stringContaining(input) });
    expect(() => patternTotal([valid, row])).toThrow(PatternInputError);
  });

  it.each<[string, PatternDecimal, string]>([
    ['a negative repeat', -1, 'repeatCm'],
    ['a repeat with 3 decimals', 52.125, 'repeatCm'],
    ['a repeat of NaN', Number.NaN, 'repeatCm'],
  ])('the quick reference refuses %s', (_, repeatCm, input) => {
    expect(() => patternMultiples(repeatCm)).toThrow(new RegExp(input));
  });

  it('the lane length alone refuses a bad row length', () => {
    expect(() => requiredLaneLength({ rowLength: '1.001', repeatCm: 64, patternType: 'R' })).toThrow(
      /rowLength/,
    );
  });
});
