import { describe, expect, it } from 'vitest';
import {
  addCents,
  amountFromCents,
  asCents,
  asThousandths,
  type Cents,
  centsFromAmount,
  centsFromDecimal,
  decimalFromCents,
  documentTotalsCents,
  lineTotalCents,
  roundDecimal,
  roundToCents,
  subtractCents,
  sumCents,
  thousandthsFromQuantity,
  vatCents,
} from './money.js';

const c = asCents;

describe('reading amounts', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.01', 1],
    ['-0.05', -5],
    ['+7.5', 750],
    ['12.340', 1234],
    ['-1234567.89', -123456789],
  ])('the decimal "%s" is %i cents', (text, cents) => {
    expect(centsFromDecimal(text)).toBe(cents);
  });

  it.each([
    [12.34, 1234],
    [0.1, 10],
    [0.3, 30],
    [1.15, 115],
    [4.35, 435],
    [-19.99, -1999],
    [1e-2, 1],
    [90_071_992_547.4, 9_007_199_254_740],
  ])('the JSON amount %d is exactly %i cents, where x * 100 is not always', (amount, cents) => {
    expect(centsFromAmount(amount)).toBe(cents);
  });

  it('refuses an amount that is not a 2-decimal number, rather than guessing', () => {
    // 0.1 + 0.2 is 0.30000000000000004: float arithmetic happened somewhere before.
    expect(() => centsFromAmount(0.1 + 0.2)).toThrow(RangeError);
    expect(() => centsFromDecimal('1.005')).toThrow(RangeError);
    expect(() => centsFromDecimal('12,34')).toThrow(RangeError);
    expect(() => centsFromDecimal('')).toThrow(RangeError);
    expect(() => centsFromAmount(Number.NaN)).toThrow(RangeError);
    expect(() => centsFromAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => centsFromAmount(1e300)).toThrow(RangeError);
  });

  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(amountFromCents(addCents(centsFromAmount(0.1), centsFromAmount(0.2)))).toBe(0.3);
  });

  it.each([
    ['1.005', 101],
    ['1.004', 100],
    ['-1.005', -101],
    ['2.675', 268],
    ['0.125', 13],
    ['-0.125', -13],
    ['-0.001', 0],
    ['12.3449', 1234],
  ])('rounds "%s" once, half away from zero, to %i cents', (text, cents) => {
    expect(roundToCents(text)).toBe(cents);
  });

  it('rounds a number by the decimal it was written as, not its binary value', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(roundToCents(1.005)).toBe(101);
    expect(roundToCents(2.675)).toBe(268);
  });

  it('reads quantities in thousandths', () => {
    expect(thousandthsFromQuantity('2.5')).toBe(2500);
    expect(thousandthsFromQuantity(0.001)).toBe(1);
    expect(thousandthsFromQuantity(-3)).toBe(-3000);
    expect(() => thousandthsFromQuantity('1.0005')).toThrow(RangeError);
  });

  it('takes only whole cents and thousandths', () => {
    expect(() => asCents(12.5)).toThrow(RangeError);
    expect(() => asCents(2 ** 53)).toThrow(RangeError);
    expect(() => asThousandths(0.5)).toThrow(RangeError);
  });
});

describe('writing amounts', () => {
  it.each([
    [1234, '12.34', 12.34],
    [5, '0.05', 0.05],
    [-5, '-0.05', -0.05],
    [-123456789, '-1234567.89', -1234567.89],
    [0, '0.00', 0],
    [100, '1.00', 1],
  ])('%i cents is "%s" and the JSON number %d', (cents, text, amount) => {
    expect(decimalFromCents(c(cents))).toBe(text);
    expect(amountFromCents(c(cents))).toBe(amount);
  });

  it.each([
    [1.005, 2, '1.01'],
    [2.675, 2, '2.68'],
    [1234567.891, 2, '1234567.89'],
    [-0.001, 2, '0.00'],
    ['-1234.5', 2, '-1234.50'],
    ['0.0005', 3, '0.001'],
    [12.5, 0, '13'],
    [-12.5, 0, '-13'],
    [1e21, 2, '1000000000000000000000.00'],
    [1e-7, 2, '0.00'],
  ])('shows %s rounded to %i decimals as "%s"', (value, decimals, text) => {
    expect(roundDecimal(value, decimals)).toBe(text);
  });
});

describe('adding amounts', () => {
  it('sums in whole cents', () => {
    const amounts = [0.1, 0.2, 0.3, 19.99, -5.01].map(centsFromAmount);
    expect(sumCents(amounts)).toBe(1558);
    expect(sumCents([])).toBe(0);
    expect(subtractCents(c(1000), c(1001))).toBe(-1);
  });

  it('sums a credit note to a negative total', () => {
    expect(sumCents([c(-1999), c(-1), c(500)])).toBe(-1500);
  });

  it('sums large totals without losing a cent', () => {
    // A thousand lines of € 999,999,999.99: beyond any document, still exact.
    const line = centsFromAmount(999_999_999.99);
    expect(decimalFromCents(sumCents(Array.from({ length: 1000 }, () => line)))).toBe('999999999990.00');
  });

  it('refuses a sum beyond 2^53 cents rather than losing precision', () => {
    expect(() => sumCents([c(Number.MAX_SAFE_INTEGER), c(1)])).toThrow(RangeError);
    expect(() => addCents(c(Number.MAX_SAFE_INTEGER), c(1))).toThrow(RangeError);
  });
});

describe('line totals', () => {
  it.each([
    // price, quantity, cents
    [c(2675), '3', 8025],
    ['2.675', '3', 803],
    ['2.675', asThousandths(3000), 803],
    ['1.005', '1', 101],
    ['0.1', '3', 30],
    [c(1999), '2.5', 4998],
    [c(1999), '-2.5', -4998],
    ['12.3456', '7.125', 8796],
    [c(-1050), '3', -3150],
    [c(100), asThousandths(4), 0],
    [c(100), asThousandths(5), 1],
    [c(100), asThousandths(-5), -1],
  ] as const)('%s × %s is %i cents, rounded once', (price, quantity, cents) => {
    expect(lineTotalCents(price as Cents | string, quantity as string)).toBe(cents);
  });

  it('does what floats get wrong: 2.675 × 3', () => {
    expect(Math.round(2.675 * 3 * 100)).toBe(802);
    expect(lineTotalCents('2.675', '3')).toBe(803);
  });

  it('multiplies large prices and quantities without overflow', () => {
    // The product's digits (1.2e20) are far beyond 2^53; the total is not.
    expect(lineTotalCents('123456789.123456', '1000.001')).toBe(12_345_691_258_025);
    expect(() => lineTotalCents(c(99_999_999_999), '99999.999')).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it.each([
    [c(10000), 21, 2100],
    [c(1250), 21, 263],
    [c(-1250), 21, -263],
    [c(1), 21, 0],
    [c(3), 21, 1],
    [c(999), '5.5', 55],
    [c(1000), '20.000', 200],
    [c(12345), 0, 0],
    [c(10050), 9, 905],
  ])('VAT on %i cents at %s per cent is %i cents, rounded once', (net, percent, vat) => {
    expect(vatCents(net, percent)).toBe(vat);
  });

  it('computes a document per VAT group on the group’s net total, rounded once', () => {
    // Rounded per line, three lines of 0.02 at 21% would carry no VAT; on the group's 0.06 it is 0.01.
    const totals = documentTotalsCents([
      { net: c(2), vatPercent: 21 },
      { net: c(2), vatPercent: '21.00' },
      { net: c(2), vatPercent: 21 },
      { net: c(1000), vatPercent: 9, vatGroup: 'V9' },
    ]);
    expect(totals).toEqual({ net: 1006, vat: 91, gross: 1097 });
  });

  it('totals a credit note negatively', () => {
    expect(documentTotalsCents([{ net: c(-1250), vatPercent: 21 }])).toEqual({
      net: -1250,
      vat: -263,
      gross: -1513,
    });
  });
});

/**
 * Properties over seeded random cases. fast-check is not used here: the boundary rules let contracts
 * import only zod (.dependency-cruiser.cjs, contracts-only-zod), tests included.
 */
describe('properties', () => {
  const RUNS = 2000;
  /** mulberry32: a small seeded generator, so a failure repeats. */
  function random(seed: number) {
    let state = seed >>> 0;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  }
  const cases = <T>(seed: number, make: (int: (min: number, max: number) => number) => T): T[] => {
    const int = random(seed);
    return Array.from({ length: RUNS }, () => make(int));
  };
  const MAX_CENTS = 100_000_000_000;

  it('reads back every amount it writes, through the JSON number and the decimal text', () => {
    for (const value of cases(1, (int) => c(int(-MAX_CENTS, MAX_CENTS)))) {
      expect(centsFromAmount(amountFromCents(value))).toBe(value);
      expect(centsFromDecimal(decimalFromCents(value))).toBe(value);
    }
  });

  it('sums amounts that travelled as JSON numbers to the exact total', () => {
    for (const values of cases(2, (int) =>
      Array.from({ length: int(0, 50) }, () => int(-MAX_CENTS, MAX_CENTS)),
    )) {
      const exact = values.reduce((sum, value) => sum + BigInt(value), 0n);
      const amounts = values.map((value) => amountFromCents(c(value)));
      expect(BigInt(sumCents(amounts.map(centsFromAmount)))).toBe(exact);
    }
  });

  it('rounds a line total to the nearest cent, a half cent away from zero', () => {
    const pairs = cases(3, (int): [number, number] => [
      int(-MAX_CENTS, MAX_CENTS),
      int(-1_000_000, 1_000_000),
    ]);
    for (const [price, quantity] of pairs) {
      const total = lineTotalCents(c(price), asThousandths(quantity));
      // Cents × thousandths: the exact product in thousandths of a cent.
      const exact = BigInt(price) * BigInt(quantity);
      const error = BigInt(total) * 1000n - exact;
      expect(error <= 500n && error >= -500n).toBe(true);
      if (error === 500n || error === -500n) expect(error > 0n).toBe(exact > 0n);
      expect(lineTotalCents(c(-price), asThousandths(quantity))).toBe(-total || 0);
    }
  });

  it('rounds VAT the same way for a net amount and its credit', () => {
    const pairs = cases(4, (int): [number, number] => [int(-MAX_CENTS, MAX_CENTS), int(0, 2500)]);
    for (const [net, hundredths] of pairs) {
      const percent = decimalFromCents(c(hundredths));
      expect(vatCents(c(-net), percent)).toBe(-vatCents(c(net), percent) || 0);
    }
  });
});
