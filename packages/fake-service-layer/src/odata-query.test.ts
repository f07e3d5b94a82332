import { describe, expect, it } from 'vitest';
import { businessPartner, document } from './entity-schemas.js';
import type { Entity } from './entity-store.js';
import { parseFilter, parseOrderBy, parseSelect } from './odata-query.js';
import type { Version } from './protocol.js';
import { SlError } from './sl-error.js';

/** The query parser on its own: the corners the wire tests do not reach. */
const rows: Entity[] = [
  {
    CardCode: "O'Brien",
    CardName: 'Pub',
    GroupCode: 100,
    DiscountPercent: 0,
    UpdateDate: '2026-11-02',
    UpdateTime: '08:00:00',
    Valid: 'tYES',
  },
  {
    CardCode: 'C2',
    CardName: null,
    GroupCode: 200,
    DiscountPercent: 12.5,
    UpdateDate: '2026-11-03',
    UpdateTime: '14:05:12',
    Valid: 'tNO',
  },
  {
    CardCode: 'C3',
    CardName: 'Atelier',
    GroupCode: 200,
    DiscountPercent: 5,
    UpdateDate: '2026-11-03',
    UpdateTime: '09:30:00',
    Valid: 'tYES',
  },
];

function codes(filter: string, version: Version = 'v2', caseInsensitive = false): string[] {
  const predicate = parseFilter(filter, { type: businessPartner, version, caseInsensitive });
  return rows.filter(predicate).map((r) => r.CardCode as string);
}

function refused(filter: string, version: Version = 'v2'): SlError {
  try {
    codes(filter, version);
  } catch (error) {
    if (error instanceof SlError) return error;
    throw error;
  }
  throw new Error(`accepted: ${filter}`);
}

describe('parseFilter', () => {
  it("reads quoted strings with '' as an escaped quote", () => {
    expect(codes("CardCode eq 'O''Brien'")).toEqual(["O'Brien"]);
  });

  it('binds not tighter than and, and and tighter than or', () => {
    expect(codes("CardCode eq 'C2' or CardCode eq 'C3' and GroupCode eq 100")).toEqual(['C2']);
    expect(codes("(CardCode eq 'C2' or CardCode eq 'C3') and not GroupCode eq 100")).toEqual(['C2', 'C3']);
    expect(codes("not (Valid eq 'tYES')")).toEqual(['C2']);
  });

  it('puts a literal on either side', () => {
    expect(codes('10 lt DiscountPercent')).toEqual(['C2']);
    expect(codes('DiscountPercent gt 10')).toEqual(['C2']);
  });

  it('compares times of day in both v2 literal forms', () => {
    expect(codes("UpdateTime ge '09:30'")).toEqual(['C2', 'C3']);
    expect(codes('UpdateTime ge 09:30:00')).toEqual(['C2', 'C3']);
    expect(codes("UpdateTime ge time'PT9H30M'", 'v1')).toEqual(['C2', 'C3']);
  });

  it('treats null as a value for eq and ne only', () => {
    expect(codes('CardName eq null')).toEqual(['C2']);
    expect(codes('CardName ne null')).toEqual(["O'Brien", 'C3']);
    expect(refused('CardName gt null').code).toBe(-1000);
  });

  it('folds case only under B1S-CaseInsensitive', () => {
    expect(codes("CardName eq 'atelier'")).toEqual([]);
    expect(codes("CardName eq 'atelier'", 'v2', true)).toEqual(['C3']);
    expect(codes("startswith(CardName,'at')", 'v2', true)).toEqual(['C3']);
  });

  it('accepts the qualified enum literal on v2 only', () => {
    expect(codes("Valid eq SAPB1.BoYesNoEnum'tNO'")).toEqual(['C2']);
    expect(refused("Valid eq SAPB1.BoYesNoEnum'tNO'", 'v1').status).toBe(400);
  });

  it('refuses what SAP refuses: arithmetic, other functions, broken syntax', () => {
    for (const filter of [
      'GroupCode add 1 eq 101',
      "tolower(CardName) eq 'pub'",
      "CardCode eq 'unterminated",
      "(CardCode eq 'C2'",
      "CardCode eq 'C2' CardName",
      'CardCode',
      '',
      "startswith(GroupCode,'1')",
    ]) {
      expect(refused(filter).status, filter).toBe(400);
    }
  });
});

describe('parseOrderBy and parseSelect', () => {
  it('sorts nulls first in ascending order and last in descending order', () => {
    const ascending = [...rows].sort(parseOrderBy('CardName', businessPartner)).map((r) => r.CardCode);
    expect(ascending).toEqual(['C2', 'C3', "O'Brien"]);
    const descending = [...rows].sort(parseOrderBy('CardName desc', businessPartner)).map((r) => r.CardCode);
    expect(descending).toEqual(["O'Brien", 'C3', 'C2']);
  });

  it('sorts by a complex property path', () => {
    const orders: Entity[] = [
      { DocEntry: 1, AddressExtension: { ShipToCity: 'Utrecht' } },
      { DocEntry: 2, AddressExtension: { ShipToCity: 'Leeds' } },
    ];
    expect(orders.sort(parseOrderBy('AddressExtension/ShipToCity', document)).map((o) => o.DocEntry)).toEqual(
      [2, 1],
    );
  });

  it('selects scalars, collections and complex properties by name', () => {
    expect(parseSelect('DocEntry, DocumentLines,AddressExtension', document)).toEqual([
      'DocEntry',
      'DocumentLines',
      'AddressExtension',
    ]);
    expect(() => parseSelect('DocumentLines/ItemCode', document)).toThrow(SlError);
  });
});
