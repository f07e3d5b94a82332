import { centsFromAmount, sumCents } from '@selvedge/contracts';
import { ErpError, pdfFileName } from '@selvedge/erp';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config.js';
import type { Context } from './context.js';
import { localCurrency } from './currency.js';
import { languageOf, toBusinessPartner } from './feeds/business-partners.js';
import { imageOf, toItem } from './feeds/items.js';
import { toOpenItemChange } from './feeds/open-items.js';
import { vatRateOn } from './feeds/reference-data.js';
import { contactNamesOf, documentSelect, toSalesDocument } from './feeds/sales-documents.js';
import { netUnitPrice } from './live-calls.js';
import { contentHash, decodeWatermark, encodeWatermark } from './watermark.js';
import { sampleLineQuantity } from './writes.js';

const config = resolveConfig({
  serviceLayerUrl: 'https://sap.example.com:50000',
  version: 'v2',
  companyDb: 'SBO',
  userName: 'manager',
  password: 'secret',
});

/** An order as /b1s/v2 answers it: dates with a time part, enums by name, user-defined fields beside. */
const v2Order = {
  '@odata.etag': 'W/"356A"',
  DocEntry: 12,
  DocNum: 1000012,
  CardCode: 'C10001',
  CardName: 'Interieurhuis De Vries B.V.',
  DocDate: '2026-11-02T00:00:00Z',
  DocDueDate: '2026-11-16T00:00:00Z',
  NumAtCard: 'PO-778',
  DocCurrency: 'EUR',
  DocTotal: 1210.0000000000002,
  VatSum: 210,
  PaidToDate: 0,
  DocumentStatus: 'bost_Open',
  Cancelled: 'tNO',
  CancelStatus: 'csNo',
  ShipToCode: 'Ship to',
  PayToCode: 'Bill to',
  Address2: 'Interieurhuis De Vries B.V.\r\nOudegracht 1\r\n3511 AA Utrecht\r\nNL',
  AddressExtension: {
    ShipToStreet: 'Oudegracht 1',
    ShipToZipCode: '3511 AA',
    ShipToCity: 'Utrecht',
    ShipToCountry: 'NL',
    BillToStreet: 'Main street 1',
    BillToZipCode: '3511 AB',
    BillToCity: 'Utrecht',
    BillToCountry: 'NL',
  },
  UpdateDate: '2026-11-02T00:00:00Z',
  UpdateTime: '14:05:12',
  U_DBS_OrderType: 'SAMPLE',
  U_DBS_PORTALKEY: 'draft-1',
  U_AantalPackages: null,
  DocumentPackages: [
    { Number: 2, U_DBS_TRACKURL: 'https://track/2' },
    { Number: 1, U_DBS_TRACKURL: 'https://track/1' },
    { Number: 3, U_DBS_TRACKURL: null },
  ],
  DocumentLines: [
    {
      LineNum: 1,
      ItemCode: 'NL-1011',
      ItemDescription: 'Nordic Linen',
      Quantity: 3,
      UnitPrice: 0,
      DiscountPercent: 0,
      Price: 0,
      LineTotal: 0,
      VatGroup: 'V21',
      TaxPercentagePerRow: 21,
      ShipDate: '2026-11-16T00:00:00Z',
      RemainingOpenQuantity: 3,
      TreeType: 'iIngredient',
      BaseType: -1,
      BaseEntry: null,
      BaseLine: null,
      UoMCode: 'm',
      BatchNumbers: [{ BatchNumber: 'L1', Quantity: 3 }],
      U_DBS_CUSTREF: null,
    },
    {
      LineNum: 0,
      ItemCode: 'PKG-1001',
      ItemDescription: 'Curtain set',
      Quantity: 2.5,
      UnitPrice: 40,
      DiscountPercent: 10,
      Price: 36,
      LineTotal: 90,
      VatGroup: 'V21',
      TaxPercentagePerRow: 21,
      ShipDate: '2026-11-16T00:00:00Z',
      RemainingOpenQuantity: 1.25,
      TreeType: 'iSalesTree',
      BaseType: 23,
      BaseEntry: 4,
      BaseLine: 0,
      UoMCode: 'piece',
      BatchNumbers: [{ BatchNumberProperty: 'L2' }],
      U_DBS_CUSTREF: 'commission 12',
    },
  ],
};

describe('sales documents', () => {
  it('map a v2 order: dates, totals in cents, lines in order, BOM roles, packages, portal fields', () => {
    const doc = toSalesDocument('order', v2Order, config, 'EUR', new Map([['PKG-1001', 'Nordic Linen']]));
    expect(doc).toMatchObject({
      kind: 'order',
      id: 12,
      number: 1000012,
      orderType: 'SAMPLE',
      date: '2026-11-02',
      dueDate: '2026-11-16',
      reference: 'PO-778',
      status: 'open',
      totals: { net: 1000, vat: 210, gross: 1210 },
      trackAndTrace: ['https://track/1', 'https://track/2'],
      portalKey: 'draft-1',
      packages: null,
      updatedAt: '2026-11-02T14:05:12.000Z',
      shipTo: { id: 'Ship to', name: 'Interieurhuis De Vries B.V.', street: 'Oudegracht 1', country: 'NL' },
      billTo: { id: 'Bill to', street: 'Main street 1' },
    });
    expect(doc.lines.map((l) => [l.lineNumber, l.itemCode, l.bomRole, l.batchNumbers])).toEqual([
      [0, 'PKG-1001', 'parent', ['L2']],
      [1, 'NL-1011', 'component', ['L1']],
    ]);
    // Quotations (23) are no sales document kind of the portal: no base.
    expect(doc.lines[0]?.base).toBeNull();
    expect(doc.lines[0]).toMatchObject({
      openAmount: 45,
      reference: 'commission 12',
      collection: 'Nordic Linen',
    });
    expect(doc.baseDocuments).toEqual([]);
  });

  it('tell cancelled (also a cancellation document) from closed, and link base lines', () => {
    const delivery = toSalesDocument(
      'delivery',
      {
        ...v2Order,
        DocumentStatus: 'bost_Close',
        DocumentLines: [{ ...v2Order.DocumentLines[1], BaseType: 17, BaseEntry: 12, BaseLine: 0 }],
      },
      config,
      'EUR',
      new Map(),
    );
    expect(delivery.status).toBe('closed');
    expect(delivery.baseDocuments).toEqual([{ kind: 'order', id: 12 }]);
    expect(delivery.lines[0]?.base).toEqual({ kind: 'order', id: 12, lineNumber: 0 });
    expect(toSalesDocument('order', { ...v2Order, Cancelled: 'tYES' }, config, 'EUR', new Map()).status).toBe(
      'cancelled',
    );
    expect(
      toSalesDocument('invoice', { ...v2Order, CancelStatus: 'csCancellation' }, config, 'EUR', new Map())
        .status,
    ).toBe('cancelled');
  });
});

describe('contact persons', () => {
  /** A context whose Service Layer answers BusinessPartners with the given contact employees. */
  function contextWith(partners: Record<string, unknown[]>) {
    const requests: string[] = [];
    const ctx = {
      contactNames: new Map(),
      sl: {
        collection: async (set: string, query: { filter?: string }) => {
          requests.push(`${set} ${query.filter}`);
          return Object.entries(partners)
            .filter(([code]) => query.filter?.includes(`'${code}'`))
            .map(([CardCode, ContactEmployees]) => ({ CardCode, ContactEmployees }));
        },
      },
    } as unknown as Context;
    return { ctx, requests };
  }

  it("name a document's contact by SAP's contact ID, else first and last name, read once per customer", async () => {
    const { ctx, requests } = contextWith({
      C10001: [
        { InternalCode: 7, Name: 'Anna de Vries', FirstName: 'Anna', LastName: 'Vries' },
        { InternalCode: 8, Name: null, FirstName: 'Joost', LastName: 'Bakker' },
      ],
    });
    const rows = [
      { ...v2Order, ContactPersonCode: 7 },
      { ...v2Order, DocEntry: 13, ContactPersonCode: 8 },
      { ...v2Order, DocEntry: 14, ContactPersonCode: 99 },
      { ...v2Order, DocEntry: 15, ContactPersonCode: null },
    ];
    const contacts = await contactNamesOf(ctx, rows);
    expect(
      rows.map((row) => toSalesDocument('order', row, config, 'EUR', new Map(), contacts).contactPerson),
    ).toEqual(['Anna de Vries', 'Joost Bakker', null, null]);
    expect(requests).toHaveLength(1);
    await contactNamesOf(ctx, rows);
    expect(requests).toHaveLength(1);
  });

  it('ask SAP nothing for a page of documents that name no contact', async () => {
    const { ctx, requests } = contextWith({});
    await contactNamesOf(ctx, [{ ...v2Order, ContactPersonCode: null }, v2Order]);
    expect(requests).toEqual([]);
  });
});

describe('open items', () => {
  it('an open credit note is negative; a paid, closed or cancelled document is a deletion', () => {
    const row = { ...v2Order, DocTotal: 100, PaidToDate: 40 };
    const credit = toOpenItemChange('creditNote', row, 'EUR', 'UTC');
    expect(credit).toMatchObject({
      open: { id: 'creditNote:12', total: -100, openAmount: -60, dueDate: '2026-11-16' },
    });
    expect(toOpenItemChange('invoice', { ...row, PaidToDate: 100 }, 'EUR', 'UTC')).toEqual({
      deleted: 'invoice:12',
    });
    expect(toOpenItemChange('invoice', { ...row, DocumentStatus: 'bost_Close' }, 'EUR', 'UTC')).toEqual({
      deleted: 'invoice:12',
    });
    expect(toOpenItemChange('invoice', { ...row, Cancelled: 'tYES' }, 'EUR', 'UTC')).toEqual({
      deleted: 'invoice:12',
    });
  });
});

describe('business partners and items', () => {
  it('map a partner with its addresses, flags and language (BoSuppLangs)', () => {
    const partner = toBusinessPartner(
      {
        CardCode: 'C40001',
        CardName: 'Harrington & Webb',
        GroupCode: 400,
        Currency: 'GBP',
        VatGroup: 'EX0',
        ShippingType: 2,
        LanguageCode: 8,
        Valid: 'tYES',
        Frozen: 'tNO',
        ShipToDefault: 'London',
        BilltoDefault: 'Bill to',
        U_DBS_EXPORTKLANT: 'Y',
        U_EIJFF_PORTAL_ADRESBOEK: 'Y',
        U_EIJFF_PORTAL_ANDERLAND: 'N',
        UpdateDate: '2026-11-21',
        UpdateTime: '08:00:00',
        BPAddresses: [
          { AddressName: 'Dublin', AddressType: 'bo_ShipTo', Street: 'Merrion 5', Country: 'IE', RowNum: 2 },
          { AddressName: 'Bill to', AddressType: 'bo_BillTo', Street: 'Sloane 14', Country: 'GB', RowNum: 0 },
          { AddressName: 'London', AddressType: 'bo_ShipTo', Street: 'Sloane 14', Country: 'GB', RowNum: 1 },
        ],
      },
      config,
      'EUR',
    );
    expect(partner).toMatchObject({
      groupCode: '400',
      shippingTypeCode: '2',
      language: 'en',
      isExport: true,
      hasAddressBook: true,
      isOtherCountry: false,
      isActive: true,
      defaultShipToId: 'London',
      billTo: { id: 'Bill to', kind: 'billTo' },
      updatedAt: '2026-11-21T08:00:00.000Z',
    });
    expect(partner.shipTo.map((a) => a.id)).toEqual(['London', 'Dublin']);
    expect(languageOf(16, config.languages)).toBe('nl');
    expect(languageOf(99, config.languages)).toBe('nl');
    expect(toBusinessPartner({ CardCode: 'X', Frozen: 'tYES' }, config, 'EUR').isActive).toBe(false);
  });

  it('reads user-defined fields under the names configured, and leaves out those set to null', () => {
    const custom = resolveConfig({
      ...configInput(),
      fields: { discontinued: 'U_OBSOLETE', sampleCode: null },
    });
    const item = toItem(
      {
        ItemCode: 'HF-1011',
        ItemsGroupCode: 101,
        U_OBSOLETE: 'Y',
        U_DBS_STAALCODE: 'SHF-1011',
        TreeType: 'iNotATree',
      },
      custom,
      undefined,
    );
    expect(item).toMatchObject({ groupCode: '101', isDiscontinued: true, sampleCode: null, salesBom: null });
    const bom = toItem({ ItemCode: 'PKG-1001', TreeType: 'iSalesTree' }, custom, [
      { itemCode: 'NL-1011', quantity: 3 },
    ]);
    expect(bom.salesBom).toEqual({ components: [{ itemCode: 'NL-1011', quantity: 3 }] });
    expect(imageOf('#a1b2c3')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(imageOf('HF-1011.jpg')).toBeNull();
  });

  it('takes the VAT rate in effect on the day', () => {
    const group = {
      VatGroups_Lines: [
        { Effectivefrom: '2019-01-01T00:00:00Z', Rate: 21 },
        { Effectivefrom: '2027-01-01T00:00:00Z', Rate: 22 },
        { Effectivefrom: '2001-01-01T00:00:00Z', Rate: 19 },
      ],
    };
    expect(vatRateOn(group, '2026-11-23')).toBe(21);
    expect(vatRateOn(group, '2027-01-01')).toBe(22);
  });
});

function configInput() {
  return {
    serviceLayerUrl: 'https://sap.example.com:50000/b1s/v1/',
    version: 'v1' as const,
    companyDb: 'SBO',
    userName: 'manager',
    password: 'secret',
  };
}

describe('settings', () => {
  it('derive the service root from the URL and the version, with or without /b1s/vN', () => {
    expect(resolveConfig(configInput()).serviceRoot).toBe('https://sap.example.com:50000/b1s/v1');
    expect(resolveConfig({ ...configInput(), version: 'v2' }).serviceRoot).toBe(
      'https://sap.example.com:50000/b1s/v2',
    );
    expect(resolveConfig({ ...configInput(), serviceLayerUrl: 'https://proxy/sap/' }).serviceRoot).toBe(
      'https://proxy/sap/b1s/v1',
    );
  });

  it('refuse what would fail later with a less clear message', () => {
    expect(() => resolveConfig({ ...configInput(), password: '' })).toThrow(/missing password/);
    expect(() => resolveConfig({ ...configInput(), version: 'v3' as 'v1' })).toThrow(/version/);
    expect(() => resolveConfig({ ...configInput(), fields: { portalKey: '' } })).toThrow(/portalKey/);
    expect(() => resolveConfig({ ...configInput(), maxConcurrentCalls: 0 })).toThrow(/maxConcurrentCalls/);
  });
});

describe('watermarks', () => {
  it('round-trip, name their feed, and refuse anything else', () => {
    const mark = encodeWatermark({
      f: 'items',
      p: { Items: { d: '2026-11-23', t: '10:00:00', k: 'A', s: { A: 'h' } } },
    });
    expect(decodeWatermark('items', mark).p.Items?.k).toBe('A');
    for (const bad of [
      'not-a-watermark',
      'sap1.%%%',
      encodeWatermark({ f: 'stock', p: {} }),
      `sap1.${Buffer.from('{"f":"items","p":{"Items":{"d":"x"}}}').toString('base64url')}`,
    ]) {
      expect(() => decodeWatermark('items', bad)).toThrow(ErpError);
    }
    expect(decodeWatermark('items', null)).toEqual({ f: 'items', p: {} });
    expect(contentHash({ a: 1 })).toBe(contentHash({ a: 1 }));
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
  });
});

describe('small rules', () => {
  it('net price: list price less the discount, the exact product rounded once', () => {
    expect(netUnitPrice(63.95, 20)).toBe(51.16);
    expect(netUnitPrice(10, 33.33)).toBe(6.67);
    expect(netUnitPrice(0.05, 50)).toBe(0.03);
  });

  it('sample quantities (D26) and PDF names (D18)', () => {
    expect(sampleLineQuantity('106', 4)).toBe(0.3);
    expect(sampleLineQuantity('107', 9)).toBe(5);
    expect(sampleLineQuantity('107', 0)).toBe(1);
    expect(sampleLineQuantity('101', 1)).toBeNull();
    expect(pdfFileName('order', 1000012, 'HF-1011')).toBe('order-1000012-HF-1011.pdf');
    expect(pdfFileName('returnRequest', 6000001, 'HF-1011')).toBe('return-6000001.pdf');
    expect(pdfFileName('creditNote', 4000001)).toBe('credit-note-4000001.pdf');
  });
});

/**
 * A USD order of a company that keeps its books in EUR, as SAP answers it: DocTotal, VatSum, PaidToDate and
 * LineTotal in euros, the order's own dollar figures in DocTotalFc, VatSumFc, PaidToDateFC and RowTotalFC;
 * Price in the order's currency. (DocRate as this company quotes it: dollars per euro.)
 */
const usdOrder = {
  ...v2Order,
  CardCode: 'C60001',
  CardName: 'Brookline Interiors Inc.',
  DocCurrency: 'USD',
  DocRate: 1.087,
  DocTotal: 2212.59,
  VatSum: 384,
  PaidToDate: 919.96,
  DocTotalFc: 2405.09,
  VatSumFc: 417.41,
  PaidToDateFC: 1000,
  DocumentLines: [
    {
      ...v2Order.DocumentLines[1],
      LineNum: 0,
      ItemCode: 'HF-1011',
      Quantity: 12.5,
      UnitPrice: 96.2,
      DiscountPercent: 0,
      Price: 96.2,
      Currency: 'USD',
      LineTotal: 1106.26,
      RowTotalFC: 1202.5,
      RemainingOpenQuantity: 5,
      TreeType: 'iNotATree',
      BaseType: -1,
    },
    {
      ...v2Order.DocumentLines[1],
      LineNum: 1,
      ItemCode: 'HF-1032',
      Quantity: 2,
      UnitPrice: 392.59,
      DiscountPercent: 0,
      Price: 392.59,
      Currency: 'USD',
      LineTotal: 722.34,
      RowTotalFC: 785.18,
      RemainingOpenQuantity: 0,
      TreeType: 'iNotATree',
      BaseType: -1,
    },
  ],
};

describe('currencies', () => {
  it("a document in another currency than the company's shows that currency's own figures", () => {
    const doc = toSalesDocument('order', usdOrder, config, 'EUR', new Map());
    expect(doc.currency).toBe('USD');
    expect(doc.totals).toEqual({ net: 1987.68, vat: 417.41, gross: 2405.09 });
    expect(doc.paidToDate).toBe(1000);
    expect(doc.lines.map((l) => [l.unitPrice, l.price, l.lineTotal, l.openAmount])).toEqual([
      [96.2, 96.2, 1202.5, 481],
      [392.59, 392.59, 785.18, 0],
    ]);
    // The lines add up to the net amount, in dollars.
    expect(sumCents(doc.lines.map((l) => centsFromAmount(l.lineTotal)))).toBe(
      centsFromAmount(doc.totals.net),
    );
  });

  it('a document in the local currency keeps the local figures (SAP leaves the FC ones 0)', () => {
    const doc = toSalesDocument(
      'order',
      { ...v2Order, DocTotalFc: 0, VatSumFc: 0, PaidToDateFC: 0 },
      config,
      'EUR',
      new Map(),
    );
    expect(doc.currency).toBe('EUR');
    expect(doc.totals).toEqual({ net: 1000, vat: 210, gross: 1210 });
    expect(doc.lines.map((l) => l.lineTotal)).toEqual([90, 0]);
    // The same order in a company whose books are in USD would be the foreign one.
    expect(toSalesDocument('order', usdOrder, config, 'USD', new Map()).totals.gross).toBe(2212.59);
  });

  it("an open item of a foreign-currency invoice is DocTotalFc − PaidToDateFC, in the invoice's currency", () => {
    expect(toOpenItemChange('invoice', usdOrder, 'EUR', 'UTC')).toMatchObject({
      open: { id: 'invoice:12', currency: 'USD', total: 2405.09, openAmount: 1405.09 },
    });
    expect(toOpenItemChange('creditNote', usdOrder, 'EUR', 'UTC')).toMatchObject({
      open: { currency: 'USD', total: -2405.09, openAmount: -1405.09 },
    });
    expect(toOpenItemChange('invoice', { ...usdOrder, PaidToDateFC: 2405.09 }, 'EUR', 'UTC')).toEqual({
      deleted: 'invoice:12',
    });
  });

  it('a partner in all currencies ("##") shows the local currency SAP posts its orders in', () => {
    const partner = (Currency: unknown) =>
      toBusinessPartner({ CardCode: 'C10002', Currency }, config, 'EUR').currency;
    expect(partner('##')).toBe('EUR');
    expect(partner(null)).toBe('EUR');
    expect(partner('GBP')).toBe('GBP');
  });

  it("reads the company's local currency from SAP once, and again only after a failed read", async () => {
    const calls: string[] = [];
    let fail = true;
    const ctx = {
      cache: new Map(),
      sl: {
        send: async (request: { method: string; path: string }) => {
          calls.push(`${request.method} ${request.path}`);
          if (fail) throw new Error('connection reset');
          return { status: 200, json: { LocalCurrency: 'EUR', SystemCurrency: 'USD' } };
        },
      },
    } as unknown as Context;
    await expect(localCurrency(ctx)).rejects.toThrow('connection reset');
    fail = false;
    expect(await localCurrency(ctx)).toBe('EUR');
    expect(await localCurrency(ctx)).toBe('EUR');
    expect(calls).toEqual(['POST CompanyService_GetAdminInfo', 'POST CompanyService_GetAdminInfo']);
  });

  it('selects the FC figures, and the packages only when a tracking field is configured', () => {
    expect(documentSelect(config)).toEqual(
      expect.arrayContaining(['DocTotalFc', 'VatSumFc', 'PaidToDateFC', 'DocumentPackages']),
    );
    const withoutTracking = resolveConfig({ ...configInput(), fields: { trackingUrl: null } });
    expect(documentSelect(withoutTracking)).not.toContain('DocumentPackages');
    expect(documentSelect(withoutTracking)).toContain('DocumentLines');
  });
});
