import { describe, expect, it } from 'vitest';
import { nextDueDateSort, readOpenItemSort, withOpenItemSort } from './open-items';
import { openTotalsText } from './open-totals';

describe('the open items list’s order in the address', () => {
  it('reads the orders the list offers, and anything else as newest first', () => {
    expect(readOpenItemSort(new URLSearchParams('sort=dueDate'))).toBe('dueDate');
    expect(readOpenItemSort(new URLSearchParams('sort=-dueDate'))).toBe('-dueDate');
    for (const address of ['', 'sort=', 'sort=date', 'sort=DUEDATE', 'sort=openAmount']) {
      expect(readOpenItemSort(new URLSearchParams(address)), address).toBeUndefined();
    }
  });

  it('starts another order at page 1 and keeps the search', () => {
    const sorted = withOpenItemSort(new URLSearchParams('page=3&search=USD'), 'dueDate');
    expect(sorted.toString()).toBe('search=USD&sort=dueDate');
    expect(withOpenItemSort(sorted, undefined).toString()).toBe('search=USD');
  });

  it('goes from newest first to the first due, the last due, and back', () => {
    expect(nextDueDateSort(undefined)).toBe('dueDate');
    expect(nextDueDateSort('dueDate')).toBe('-dueDate');
    expect(nextDueDateSort('-dueDate')).toBeUndefined();
  });
});

describe('what is open, per currency', () => {
  it('shows each currency’s total as the list shows amounts, in the order the server gives', () => {
    expect(
      openTotalsText([
        { currency: 'EUR', amount: 1234.56 },
        { currency: 'USD', amount: 321 },
      ]),
    ).toBe('€ 1.234,56 · USD 321,00');
    // Credit notes may leave less than nothing open.
    expect(openTotalsText([{ currency: 'GBP', amount: -12.5 }])).toBe('£ -12,50');
    expect(openTotalsText([])).toBe('');
  });
});
