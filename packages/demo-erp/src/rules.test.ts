import { asCents } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { gbpPrice } from './generate-master-data.js';
import {
  capReturnQuantity,
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
