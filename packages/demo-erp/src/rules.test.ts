import { asCents } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { isoWeek } from './dates.js';
import { gbpPrice } from './generate-master-data.js';
import {
  availability,
  capReturnQuantity,
  deliveryWeek,
  discountedCents,
  expenses,
  lineTotalCents,
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
    // Half a cent rounds away from zero, for a credit as well.
    [-0.05, 50, -0.03],
    [1.15, 50, 0.58],
  ])('list %d less %d %% is %d', (list, discount, expected) => {
    expect(netUnitPrice(list, discount)).toBe(expected);
  });

  it('computes on the exact discount and refuses one with float residue', () => {
    expect(discountedCents(asCents(10_000), 12.345678)).toBe(8765);
    expect(discountedCents(asCents(10_000), -5)).toBe(10_500);
    expect(() => discountedCents(asCents(10_000), 0.1 + 0.2)).toThrow(RangeError);
    expect(() => netUnitPrice(0.1 + 0.2, 10)).toThrow(RangeError);
  });
});

describe('line total: quantity × net price, the exact product rounded once', () => {
  it.each([
    // 11.7 × 108.25 = 1266.525: in floats 11.7 × 10825 is 126652.49999…, which rounded to 126652.
    [11.7, 108.25, 126_653],
    [5.1, 118.35, 60_359],
    [17.9, 124.15, 222_229],
    [0.3, 0, 0],
    [3, 2.5, 750],
    [-2.5, 0.01, -3],
    // The quantity as the ERP keeps it, three decimals.
    [2.0004, 1000, 200_000],
    [2.0005, 1000, 200_100],
  ])('%d × %d is %i cents', (quantity, price, cents) => {
    expect(lineTotalCents(quantity, price)).toBe(cents);
  });
});

describe('GBP list prices', () => {
  it('are the EUR price × 0.86, rounded once', () => {
    expect(gbpPrice(3.25)).toBe(2.8);
    expect(gbpPrice(24.95)).toBe(21.46);
    expect(gbpPrice(188.96)).toBe(162.51);
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
