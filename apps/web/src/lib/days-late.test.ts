import { describe, expect, it } from 'vitest';
import { daysLateColor, isOverdue } from './days-late';

describe('the days-late figure of an open invoice', () => {
  it('is red once the invoice is a day or more overdue', () => {
    expect(isOverdue(1)).toBe(true);
    expect(daysLateColor(1)).toBe('red');
    expect(daysLateColor(120)).toBe('red');
  });

  it('keeps its normal colour while the invoice is not yet due', () => {
    expect(isOverdue(0)).toBe(false);
    expect(daysLateColor(0)).toBeUndefined();
    expect(daysLateColor(-3)).toBeUndefined();
  });
});
