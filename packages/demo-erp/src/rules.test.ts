import { describe, expect, it } from 'vitest';
import { isoWeek } from './dates.js';
import {
  availability,
  capReturnQuantity,
  deliveryWeek,
  expenses,
  netUnitPrice,
  obsoleteStatus,
  sampleQuantity,
} from './rules.js';

describe('price: list price less the customer discount, rounded to cents', () => {
  it.each([
    [100, 0, 100],
    [100, 10, 90],
    [39.95, 12.5, 34.96],
    [19.99, 33.33, 13.33],
    [0.05, 50, 0.03],
    [74.5, 7, 69.29],
    [0, 20, 0],
  ])('list %d less %d %% is %d', (list, discount, expected) => {
    expect(netUnitPrice(list, discount)).toBe(expected);
  });
});

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

describe('obsolete status (D27)', () => {
  it.each([
    [false, 0, 10, 'notObsolete'],
    [false, 100, 10, 'notObsolete'],
    [true, 10, 10, 'obsoleteWithStock'],
    [true, 9.5, 10, 'obsoleteWithoutStock'],
    [true, 0, 1, 'obsoleteWithoutStock'],
  ] as const)('discontinued %s, %d available, %d asked: %s', (isDiscontinued, available, quantity, expected) => {
    expect(obsoleteStatus({ isDiscontinued, available, quantity })).toBe(expected);
  });
});

describe('expenses (D28)', () => {
  const base = { vatGroup: 'V21', vatRate: 21, shippingTypeCode: '1' as string | null };
  it.each([
    ['small domestic order pays freight', 'B2B', 24_999, 'EUR', 'NL', '1', [['1', 17.5]]],
    ['order at the threshold is free', 'B2B', 25_000, 'EUR', 'NL', '1', []],
    ['small order abroad pays more', 'B2B', 40_000, 'EUR', 'GB', '1', [['1', 45]]],
    ['GBP tariff', 'B2B', 10_000, 'GBP', 'GB', '2', [['1', 39]]],
    ['collected at the warehouse: no freight', 'B2B', 100, 'EUR', 'NL', '3', []],
    [
      'express: surcharge on top',
      'B2B',
      100,
      'EUR',
      'NL',
      '4',
      [
        ['1', 17.5],
        ['3', 25],
      ],
    ],
    ['sample order: handling only', 'SAMPLE', 0, 'EUR', 'NL', '1', [['2', 7.5]]],
  ] as const)('%s', (_name, orderType, netCents, currency, country, shippingTypeCode, expected) => {
    const result = expenses({ ...base, orderType, netCents, currency, country, shippingTypeCode });
    expect(result.map((e) => [e.code, e.amount])).toEqual(expected);
  });
});

describe('sample quantities (D26) and return caps (D30)', () => {
  it.each([
    ['106', 3, 0.3],
    ['107', 0, 1],
    ['107', 3, 3],
    ['107', 9, 5],
    ['101', 1, null],
  ] as const)('group %s, %d asked: %s', (group, quantity, expected) => {
    expect(sampleQuantity(group, quantity)).toBe(expected);
  });

  it.each([
    [5, 10, 0, 5],
    [12, 10, 0, 10],
    [5, 10, 8, 2],
    [5, 10, 10, 0],
  ])('asked %d of %d delivered, %d returned before: %d', (requested, delivered, returned, expected) => {
    expect(capReturnQuantity(requested, delivered, returned)).toBe(expected);
  });
});
