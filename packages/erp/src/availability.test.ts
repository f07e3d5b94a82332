import { describe, expect, it } from 'vitest';
import { availability, deliveryWeek, salesBomAvailable } from './availability.js';
import { isoWeek } from './calendar.js';

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 2026, 1],
    ['2027-01-01', 2026, 53],
    ['2024-12-30', 2025, 1],
    ['2026-11-23', 2026, 48],
    ['2026-12-06', 2026, 49],
  ])('%s is week %d-%d', (date, isoYear, week) => {
    expect(isoWeek(date)).toEqual({ isoYear, week });
  });
});

describe('delivery week', () => {
  const today = '2026-11-23';
  const supply = [
    { reference: 'PO 2', dueDate: '2026-12-14', quantity: 50 },
    { reference: 'PO 1', dueDate: '2026-12-02', quantity: 10 },
  ];
  it.each([
    ['enough free stock', { available: 20, quantity: 20, isDiscontinued: false }, { kind: 'direct' }],
    [
      'the earliest purchase order covers it',
      { available: 5, quantity: 15, isDiscontinued: false },
      { kind: 'week', isoYear: 2026, week: 49 },
    ],
    [
      'only the later purchase order covers it',
      { available: 5, quantity: 40, isDiscontinued: false },
      { kind: 'week', isoYear: 2026, week: 51 },
    ],
    [
      'no purchase order covers it: reordered in six weeks',
      { available: 0, quantity: 500, isDiscontinued: false },
      { kind: 'week', isoYear: 2027, week: 1 },
    ],
    [
      'discontinued and not replenished',
      { available: 0, quantity: 500, isDiscontinued: true },
      { kind: 'incourant' },
    ],
    ['discontinued with stock', { available: 30, quantity: 10, isDiscontinued: true }, { kind: 'direct' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(deliveryWeek({ ...input, expectedSupply: supply, today })).toEqual(expected);
  });

  it("the purchase order's week plus the handling days: due on a Friday, delivered the next week", () => {
    const friday = [{ reference: 'PO 3', dueDate: '2026-12-04', quantity: 10 }];
    expect(
      deliveryWeek({ available: 0, quantity: 5, isDiscontinued: false, expectedSupply: friday, today }),
    ).toEqual({ kind: 'week', isoYear: 2026, week: 50 });
  });

  it('a purchase order already due counts as arriving today', () => {
    const answer = availability({
      available: 0,
      quantity: 5,
      isDiscontinued: false,
      expectedSupply: [{ reference: 'late', dueDate: '2026-11-01', quantity: 10 }],
      today,
    });
    expect(answer).toEqual({ kind: 'supply', dueDate: today, deliveryDate: '2026-11-26' });
  });

  it('direct delivery is two working days later (over a weekend)', () => {
    const answer = availability({
      available: 10,
      quantity: 1,
      isDiscontinued: false,
      expectedSupply: [],
      today: '2026-11-27',
    });
    expect(answer).toEqual({ kind: 'direct', deliveryDate: '2026-12-01' });
  });
});

describe('free stock of a sales BOM: whole sets of its scarcest component', () => {
  const components = [
    { itemCode: 'FABRIC', quantity: 3 },
    { itemCode: 'LINING', quantity: 3 },
    { itemCode: 'HOOKS', quantity: 20 },
  ];
  it.each([
    ['every component plentiful', { FABRIC: 300, LINING: 300, HOOKS: 2000 }, 100],
    ['the hooks are scarcest', { FABRIC: 300, LINING: 300, HOOKS: 59 }, 2],
    ['a part set does not count', { FABRIC: 8.9, LINING: 300, HOOKS: 2000 }, 2],
    ['a component with no stock figures', { FABRIC: 300, LINING: 300 }, 0],
    ['a component over-committed', { FABRIC: -4, LINING: 300, HOOKS: 2000 }, 0],
  ] as const)('%s', (_name, stock: Record<string, number>, expected) => {
    expect(salesBomAvailable(components, (code) => stock[code] ?? 0)).toBe(expected);
  });

  it('a BOM without components has nothing to deliver', () => {
    expect(salesBomAvailable([], () => 100)).toBe(0);
  });
});
