import { describe, expect, it } from 'vitest';
import { decimalsOf, parseDecimalInput, quantityProblem } from './decimal-input';

describe('the quantity as typed', () => {
  it.each([
    ['1,5', 1.5],
    ['1.5', 1.5],
    [' 12,25 ', 12.25],
    ['3', 3],
    [',5', 0.5],
    [2.75, 2.75],
  ])('reads %j as %d', (typed, expected) => {
    expect(parseDecimalInput(typed)).toBe(expected);
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
    expect(parseDecimalInput(typed)).toBeNull();
  });
});

describe('the decimals a value was typed with', () => {
  it.each([
    ['1,50', 1],
    ['1.255', 3],
    ['3', 0],
    [2.75, 2],
    ['', 0],
  ])('%j has %d', (typed, decimals) => {
    expect(decimalsOf(typed)).toBe(decimals);
  });
});

describe('the quantity rules (ordering §5)', () => {
  it('must be above 0', () => {
    expect(quantityProblem('0')).toBe('quantity.aboveZero');
    expect(quantityProblem(0)).toBe('quantity.aboveZero');
    expect(quantityProblem('')).toBe('quantity.aboveZero');
    expect(quantityProblem('0,00')).toBe('quantity.aboveZero');
  });

  it('has at most two decimals, trailing zeros aside', () => {
    expect(quantityProblem('1,255')).toBe('quantity.decimals');
    expect(quantityProblem('1,250')).toBeNull();
    expect(quantityProblem('0,01')).toBeNull();
  });

  it('stays within what an order line can hold', () => {
    expect(quantityProblem('99999')).toBeNull();
    expect(quantityProblem('100000')).toBe('quantity.tooLarge');
  });
});
