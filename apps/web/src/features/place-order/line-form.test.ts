import { describe, expect, it } from 'vitest';
import {
  isPatternLine,
  isSameItemCode,
  needsQuantityConfirmation,
  normaliseItemCode,
  parseQuantity,
  quantityProblem,
} from './line-form';

describe('the quantity as typed', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 12,25 ', 12.25],
    ['3', 3],
    [',5', 0.5],
    [2.75, 2.75],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseQuantity(typed)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['1,2,3'],
    ['1.250,5'],
    ['-2'],
    ['1e3'],
    [null],
    [undefined],
    [Number.NaN],
  ])('refuses %j', (typed) => {
    expect(parseQuantity(typed)).toBeNull();
  });
});

describe('the quantity rules (ordering §5)', () => {
  it('must be above 0', () => {
    expect(quantityProblem('0')).toBe('placeOrder.item.quantityAboveZero');
    expect(quantityProblem(0)).toBe('placeOrder.item.quantityAboveZero');
    expect(quantityProblem('')).toBe('placeOrder.item.quantityAboveZero');
    expect(quantityProblem('0,00')).toBe('placeOrder.item.quantityAboveZero');
  });

  it('has at most two decimals, trailing zeros aside', () => {
    expect(quantityProblem('1,255')).toBe('placeOrder.item.quantityDecimals');
    expect(quantityProblem('1,250')).toBeNull();
    expect(quantityProblem('0,01')).toBeNull();
  });

  it('stays within what an order line can hold', () => {
    expect(quantityProblem('99999')).toBeNull();
    expect(quantityProblem('100000')).toBe('placeOrder.item.quantityTooLarge');
  });

  it('asks about a number above 100, not about 100 itself', () => {
    expect(needsQuantityConfirmation(100)).toBe(false);
    expect(needsQuantityConfirmation(100.01)).toBe(true);
    expect(needsQuantityConfirmation(250)).toBe(true);
  });
});

describe('item codes', () => {
  it('are sent without surrounding spaces', () => {
    expect(normaliseItemCode('  WP-1001 ')).toBe('WP-1001');
  });

  it('are compared without regard to case', () => {
    expect(isSameItemCode('wp-1001', ' WP-1001')).toBe(true);
    expect(isSameItemCode('WP-1001', 'WP-1002')).toBe(false);
  });
});

describe('pattern lines', () => {
  const row = {
    rows: 2,
    rowLength: 2.5,
    requiredLength: 2.64,
    rowTotal: 5.28,
    isNoPatternCalculation: false,
  };

  it('are those of items that need the panel, or that carry pattern rows', () => {
    expect(isPatternLine({ isPatternRequired: true, patterns: [] })).toBe(true);
    expect(isPatternLine({ isPatternRequired: false, patterns: [row] })).toBe(true);
    expect(isPatternLine({ isPatternRequired: false, patterns: [] })).toBe(false);
  });
});
