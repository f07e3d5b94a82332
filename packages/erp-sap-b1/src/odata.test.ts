import { describe, expect, it } from 'vitest';
import {
  anyOf,
  completeNextLink,
  dialectOf,
  entityPath,
  parseSapDate,
  parseSapTime,
  queryString,
  quote,
  resolveNextLink,
} from './odata.js';

describe('query building', () => {
  it('quotes strings with doubled quotes and keeps numbers bare in keys', () => {
    expect(quote("O'Brien")).toBe("'O''Brien'");
    expect(entityPath('Orders', 22)).toBe('Orders(22)');
    expect(entityPath('BusinessPartners', "C'1")).toBe("BusinessPartners('C''1')");
    expect(anyOf('ItemCode', ['A', 'B'])).toBe("(ItemCode eq 'A' or ItemCode eq 'B')");
  });

  it('builds $select, $filter, $orderby, $top, encoding what a URL needs and keeping quotes readable', () => {
    expect(
      queryString({
        select: ['DocEntry', 'DocNum'],
        filter: "CardCode eq 'C&1' and DocTotal gt 10",
        orderby: ['UpdateDate', 'UpdateTime', 'DocEntry'],
        top: 5,
      }),
    ).toBe(
      "$select=DocEntry,DocNum&$filter=CardCode%20eq%20'C%261'%20and%20DocTotal%20gt%2010&$orderby=UpdateDate,UpdateTime,DocEntry&$top=5",
    );
    expect(queryString({})).toBe('');
  });
});

describe('the two protocol versions', () => {
  it('read next links and ETags under either annotation, preferring their own', () => {
    const v1 = dialectOf('v1');
    const v2 = dialectOf('v2');
    expect(v1.nextLinkOf({ 'odata.nextLink': 'Orders?$skip=20' })).toBe('Orders?$skip=20');
    expect(v2.nextLinkOf({ '@odata.nextLink': 'Orders?$skip=20' })).toBe('Orders?$skip=20');
    expect(v2.nextLinkOf({ 'odata.nextLink': 'a', '@odata.nextLink': 'b' })).toBe('b');
    expect(v1.nextLinkOf({ value: [] })).toBeUndefined();
    expect(v1.etagOf({ 'odata.etag': 'W/"1"' })).toBe('W/"1"');
    expect(v2.etagOf({ '@odata.etag': 'W/"2"' })).toBe('W/"2"');
  });

  it('write dates as each version wants them and filter with quoted literals', () => {
    expect(dialectOf('v1').dateValue('2026-11-02')).toBe('2026-11-02');
    expect(dialectOf('v2').dateValue('2026-11-02')).toBe('2026-11-02T00:00:00Z');
    expect(dialectOf('v2').dateLiteral('2026-11-02')).toBe("'2026-11-02'");
    expect(dialectOf('v1').timeLiteral('14:05:12')).toBe("'14:05:12'");
  });

  it.each([
    ['2026-11-02', '2026-11-02'],
    ['2026-11-02T00:00:00Z', '2026-11-02'],
    ['2026-11-02T00:00:00', '2026-11-02'],
    ['20261102', '2026-11-02'],
    ['/Date(1793577600000)/', '2026-11-02'],
    ['', null],
    [null, null],
    ['tomorrow', null],
  ])('reads the date %j as %j', (value, expected) => {
    expect(parseSapDate(value)).toBe(expected);
  });

  it.each([
    ['14:05:12', '14:05:12'],
    ['9:05', '09:05:00'],
    ['PT14H5M12S', '14:05:12'],
    ['PT0S', '00:00:00'],
    [undefined, null],
  ])('reads the time %j as %j', (value, expected) => {
    expect(parseSapTime(value)).toBe(expected);
  });
});

describe('next links in every form SAP answers', () => {
  it.each([
    ['https://databaseserver:50000/b1s/v1/Orders?$skip=20', 'Orders?$skip=20'],
    ['/b1s/v1/Orders?$skip=20', 'Orders?$skip=20'],
    [
      '/b1s/v2/Orders?$filter=CardCode%20eq%20%27C1%27&$skip=20',
      'Orders?$filter=CardCode%20eq%20%27C1%27&$skip=20',
    ],
    ['Orders?$skip=20', 'Orders?$skip=20'],
    ["SQLQueries('sql01')/List?docTotal=10.1&$skip=5", "SQLQueries('sql01')/List?docTotal=10.1&$skip=5"],
    ['/sap/b1s/v2/Items?$skip=100', 'Items?$skip=100'],
    ["Items?$filter=ItemName eq 'b1s/v1/x'&$skip=2", "Items?$filter=ItemName eq 'b1s/v1/x'&$skip=2"],
  ])('%s → %s under the configured service root', (link, expected) => {
    expect(resolveNextLink(link)).toBe(expected);
  });

  it('puts back the options a next link lost, never its $skip', () => {
    const original = "$select=DocEntry&$filter=CardCode%20eq%20'C1'&$top=50";
    expect(completeNextLink('Orders?$skip=20', original)).toBe(
      "Orders?$skip=20&$select=DocEntry&$filter=CardCode%20eq%20'C1'&$top=50",
    );
    expect(
      completeNextLink('Orders?$select=DocEntry&$top=30&$skip=20', '$select=DocEntry&$top=50&$skip=0'),
    ).toBe('Orders?$select=DocEntry&$top=30&$skip=20');
  });
});
