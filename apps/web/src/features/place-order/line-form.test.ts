import { describe, expect, it } from 'vitest';
import { isPatternLine, needsQuantityConfirmation } from './line-form';

describe('the large-quantity question (ordering §5)', () => {
  it('asks about a number above 100, not about 100 itself', () => {
    expect(needsQuantityConfirmation(100)).toBe(false);
    expect(needsQuantityConfirmation(100.01)).toBe(true);
    expect(needsQuantityConfirmation(250)).toBe(true);
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
