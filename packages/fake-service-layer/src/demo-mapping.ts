import { amountFromCents, lineTotalCents, roundToCents } from '@selvedge/contracts';
import { type DemoDb, PAYMENT_NUMBER_BASE } from '@selvedge/demo-erp';
import { sql } from 'drizzle-orm';
import { DOCUMENT_SETS, documentSetOfObjType, isDocumentSet } from './entity-schemas.js';
import { type Entity, EntityStore } from './entity-store.js';

/**
 * Fills the fake from a generated demo ERP (packages/demo-erp, schema demo_erp), shaped as the Service
 * Layer answers: the demo's tables already carry SAP's names, so this is mostly regrouping (one Documents
 * table → six entity sets; lines, packages, addresses, prices and stock as collections) and the few
 * translations where the demo simplified (language as text, one VAT rate, purchase orders one line per
 * row). The same seed therefore shows the same data through the demo adapter and the SAP adapter.
 *
 * It reads the tables with plain SQL (the demo ERP exports no table objects) and casts in SQL, so the
 * values are the same on PGlite and node-postgres: numerics as numbers, dates as `YYYY-MM-DD` text,
 * timestamps split into UpdateDate and UpdateTime (UTC).
 */
/** The SqlCode of the batch stock query, as the guide names it and the adapter's tests configure it. */
export const BATCH_STOCK_QUERY = 'SELVEDGE_BATCHSTOCK';

export async function loadFromDemoErp(db: DemoDb): Promise<EntityStore> {
  const store = new EntityStore();
  const rows = async <Row>(query: string): Promise<Row[]> =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;

  await loadReferenceData(store, rows);
  const vatRates = new Map(
    (
      await rows<{ Code: string; Rate: number }>(
        `select "Code", "Rate"::float8 as "Rate" from demo_erp."VatGroups"`,
      )
    ).map((r) => [r.Code, r.Rate]),
  );
  await loadBusinessPartners(store, rows);
  const itemNames = await loadItems(store, rows);
  await loadProductTrees(store, rows, itemNames);
  await loadDocuments(store, rows, vatRates);
  await loadIncomingPayments(store, rows);
  await loadPurchaseOrders(store, rows, itemNames);
  return store;
}

type Rows = <Row>(query: string) => Promise<Row[]>;

/**
 * The company's currencies, as CompanyService_GetAdminInfo answers them: the demo ERP's home currency is
 * EUR (price list 1), so the fake's company keeps its books in EUR.
 */
export const LOCAL_CURRENCY = 'EUR';

/** CompanyService_GetAdminInfo's answer: the company's settings the adapter reads (its currencies). */
export const ADMIN_INFO = {
  Code: 1,
  CompanyName: 'Selvedge Demo B.V.',
  Country: 'NL',
  LocalCurrency: LOCAL_CURRENCY,
  SystemCurrency: LOCAL_CURRENCY,
} as const;

/**
 * SAP's rate of a foreign currency (DocRate: local units per foreign unit). The demo's GBP prices are the
 * EUR prices × 0.86 (docs/erp-demo.md), so a pound is 1 / 0.86 ≈ 1.1628 euro, as SAP keeps it (4 decimals).
 */
export const EXCHANGE_RATES: Readonly<Record<string, string>> = { GBP: '1.1628' };

/**
 * Partners whose Currency is "##" (all currencies) on this system: SAP posts their documents in the local
 * currency. The demo ERP has no such notion; C10002 (an EUR customer whose documents are all in EUR)
 * stands for one, so both adapters still show the same data.
 */
export const ALL_CURRENCIES_PARTNERS: ReadonlySet<string> = new Set(['C10002']);

/** The exchange rate of a document's currency; 1 for the local currency (and one the fake has no rate for). */
export function rateOf(currency: unknown): string {
  return (typeof currency === 'string' && EXCHANGE_RATES[currency]) || '1';
}

/** A foreign amount in the local currency: the exact product with the rate, rounded once to cents. */
export function toLocal(foreign: number, rate: string): number {
  return amountFromCents(lineTotalCents(roundToCents(foreign), rate));
}

/** `to_char` of a timestamptz in UTC: the date and the time of day SAP keeps in two columns. */
const updateStamp = (column: string) =>
  `to_char("${column}" at time zone 'UTC', 'YYYY-MM-DD') as "UpdateDate", to_char("${column}" at time zone 'UTC', 'HH24:MI:SS') as "UpdateTime"`;

function groupBy<Row, K>(list: readonly Row[], keyOf: (row: Row) => K): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of list) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

async function loadReferenceData(store: EntityStore, rows: Rows): Promise<void> {
  for (const row of await rows<Entity>(`select "Code", "Name", "Type" from demo_erp."BusinessPartnerGroups"`))
    store.put('BusinessPartnerGroups', row);
  for (const row of await rows<Entity>(`select "Code", "Name", "Website" from demo_erp."ShippingTypes"`))
    store.put('ShippingTypes', row);
  for (const row of await rows<Entity>(`select "Number", "GroupName" from demo_erp."ItemGroups"`))
    store.put('ItemGroups', row);
  for (const row of await rows<Entity>(`select "Code", "Name" from demo_erp."Countries"`))
    store.put('Countries', row);
  for (const row of await rows<Entity>(`select "WarehouseCode", "WarehouseName" from demo_erp."Warehouses"`))
    store.put('Warehouses', row);
  for (const row of await rows<Entity>(
    `select "PriceListNo", "PriceListName", "DefaultPrimeCurrency" from demo_erp."PriceLists"`,
  ))
    store.put('PriceLists', row);
  // SAP keeps dated rates in VatGroups_Lines; the demo has one current rate, shown as one line.
  for (const row of await rows<{ Code: string; Name: string; Rate: number }>(
    `select "Code", "Name", "Rate"::float8 as "Rate" from demo_erp."VatGroups"`,
  )) {
    store.put('VatGroups', {
      Code: row.Code,
      Name: row.Name,
      Category: 'bovcOutputTax',
      Inactive: 'tNO',
      VatGroups_Lines: [{ Effectivefrom: '2000-01-01', Rate: row.Rate, EqualizationTax: 0 }],
    });
  }
}

/** The demo keeps the portal language as text; SAP's LanguageCode is a BoSuppLangs number. */
const LANGUAGE_CODES: Record<string, number> = { en: 3, nl: 16, de: 9, fr: 22 };

interface AddressRow {
  BPCode: string;
  AddressName: string;
  AddressType: string;
  Street: string;
  StreetNo: string | null;
  Block: string | null;
  ZipCode: string;
  City: string;
  Country: string;
  RowNum: number;
}

interface ContactRow {
  CardCode: string;
  Name: string;
  E_Mail: string | null;
  InternalCode: number;
  Active: string;
  FirstName: string | null;
  LastName: string | null;
}

async function loadBusinessPartners(store: EntityStore, rows: Rows): Promise<void> {
  const addresses = groupBy(
    await rows<AddressRow>(`select * from demo_erp."BPAddresses" order by "BPCode", "RowNum"`),
    (a) => a.BPCode,
  );
  const contacts = groupBy(
    await rows<ContactRow>(
      `select "CardCode", "Name", "E_Mail", "InternalCode", "Active", "FirstName", "LastName"
       from demo_erp."ContactEmployees" order by "CardCode", "InternalCode"`,
    ),
    (c) => c.CardCode,
  );
  const partners = await rows<
    Entity & { CardCode: string; LanguageCode: string; BilltoDefault: string | null }
  >(
    `select "CardCode", "CardName", "CardType", "GroupCode", "Currency", "VatGroup", "ShippingType", "LanguageCode",
      "PriceListNum", "DiscountPercent"::float8 as "DiscountPercent", "EmailAddress", "Valid", "ShipToDefault",
      "BilltoDefault", "U_DBS_EXPORTKLANT", "U_EIJFF_PORTAL_ADRESBOEK", "U_EIJFF_PORTAL_ANDERLAND",
      ${updateStamp('UpdateDate')}
     from demo_erp."BusinessPartners"`,
  );
  for (const partner of partners) {
    const own = addresses.get(partner.CardCode) ?? [];
    const billTo = own.find((a) => a.AddressName === partner.BilltoDefault && a.AddressType === 'bo_BillTo');
    store.put('BusinessPartners', {
      ...partner,
      Currency: ALL_CURRENCIES_PARTNERS.has(partner.CardCode) ? '##' : partner.Currency,
      LanguageCode: LANGUAGE_CODES[partner.LanguageCode] ?? 16,
      Frozen: 'tNO',
      // The header's address fields mirror the default bill-to address, as SAP fills them.
      Address: billTo?.Street ?? null,
      ZipCode: billTo?.ZipCode ?? null,
      City: billTo?.City ?? null,
      Country: billTo?.Country ?? null,
      CreateDate: partner.UpdateDate,
      DataVersion: 1,
      BPAddresses: own.map((a) => ({
        AddressName: a.AddressName,
        Street: a.Street,
        StreetNo: a.StreetNo,
        Block: a.Block,
        ZipCode: a.ZipCode,
        City: a.City,
        Country: a.Country,
        AddressType: a.AddressType,
        BPCode: a.BPCode,
        RowNum: a.RowNum,
        CreateDate: partner.UpdateDate,
      })),
      ContactEmployees: (contacts.get(partner.CardCode) ?? []).map((c) => ({
        ...c,
        Position: null,
        MiddleName: null,
      })),
    });
  }
}

async function loadItems(store: EntityStore, rows: Rows): Promise<Map<string, string>> {
  const prices = groupBy(
    await rows<{ ItemCode: string; PriceList: number; Price: number; Currency: string }>(
      `select "ItemCode", "PriceList", "Price"::float8 as "Price", "Currency" from demo_erp."ItemPrices" order by "PriceList"`,
    ),
    (p) => p.ItemCode,
  );
  const stock = groupBy(
    await rows<{
      ItemCode: string;
      WarehouseCode: string;
      InStock: number;
      Committed: number;
      Ordered: number;
    }>(
      `select "ItemCode", "WarehouseCode", "InStock"::float8 as "InStock", "Committed"::float8 as "Committed",
        "Ordered"::float8 as "Ordered" from demo_erp."ItemWarehouseInfo" order by "WarehouseCode"`,
    ),
    (s) => s.ItemCode,
  );
  // SAP bumps the item's UpdateDate when the item changes; the demo also tracks stock changes apart. The
  // later of the two is served, so a delta read of Items sees stock changes (QuantityOnStock is on Item).
  const items = await rows<Entity & { ItemCode: string; ItemName: string; TreeType: string }>(
    `select "ItemCode", "ItemName", "ItemsGroupCode", "SalesUnit", "SalesVATGroup", "Valid", "Picture", "TreeType",
      "U_DBS_COLLECTIE", "U_DBS_PATROON"::float8 as "U_DBS_PATROON", "U_DBS_VERSPRINGEND", "U_DBS_STUKSCONTR",
      "U_DBS_UITLOPEND", "U_DBS_STAALCODE",
      ${updateStamp('Changed')}
     from (select *, greatest("UpdateDate", "StockUpdateDate") as "Changed" from demo_erp."Items") i`,
  );
  const names = new Map<string, string>();
  for (const item of items) {
    names.set(item.ItemCode, item.ItemName);
    const warehouses = stock.get(item.ItemCode) ?? [];
    const sum = (field: 'InStock' | 'Committed' | 'Ordered') => warehouses.reduce((t, w) => t + w[field], 0);
    const isTree = item.TreeType === 'iSalesTree';
    store.put('Items', {
      ...item,
      SalesItem: 'tYES',
      // A sales BOM parent is not kept in stock: its components are (D17).
      InventoryItem: isTree ? 'tNO' : 'tYES',
      ManageBatchNumbers: isTree ? 'tNO' : 'tYES',
      Frozen: 'tNO',
      QuantityOnStock: sum('InStock'),
      QuantityOrderedFromVendors: sum('Ordered'),
      QuantityOrderedByCustomers: sum('Committed'),
      DefaultWarehouse: warehouses[0]?.WarehouseCode ?? '01',
      DataVersion: 1,
      ItemPrices: (prices.get(item.ItemCode) ?? []).map((p) => ({
        PriceList: p.PriceList,
        Price: p.Price,
        Currency: p.Currency,
        BasePriceList: p.PriceList,
        Factor: 1,
      })),
      ItemWarehouseInfoCollection: warehouses.map((w) => ({
        ItemCode: w.ItemCode,
        WarehouseCode: w.WarehouseCode,
        InStock: w.InStock,
        Committed: w.Committed,
        Ordered: w.Ordered,
        Locked: 'tNO',
      })),
    });
  }

  const partners = new Map(store.all('BusinessPartners').map((bp) => [bp.CardCode as string, bp] as const));
  const listPrices = new Map(
    store
      .all('Items')
      .flatMap((i) =>
        (i.ItemPrices as { PriceList: number; Price: number; Currency: string }[]).map(
          (p) => [`${i.ItemCode}|${p.PriceList}`, p] as const,
        ),
      ),
  );
  // SpecialPrices: the demo keeps only the discount; SAP also shows the resulting price in the partner's list.
  for (const special of await rows<{ CardCode: string; ItemCode: string; DiscountPercent: number }>(
    `select "CardCode", "ItemCode", "DiscountPercent"::float8 as "DiscountPercent" from demo_erp."SpecialPrices"`,
  )) {
    const priceListNum = (partners.get(special.CardCode)?.PriceListNum as number | undefined) ?? 1;
    const list = listPrices.get(`${special.ItemCode}|${priceListNum}`);
    store.put('SpecialPrices', {
      CardCode: special.CardCode,
      ItemCode: special.ItemCode,
      PriceListNum: priceListNum,
      Price: list ? Math.round(list.Price * (100 - special.DiscountPercent)) / 100 : 0,
      Currency: list?.Currency ?? null,
      DiscountPercent: special.DiscountPercent,
      Valid: 'tYES',
    });
  }

  // BatchNumberDetails is SAP's batch master (one row per item and batch; quantities per warehouse are
  // not part of it), keyed by its own DocEntry.
  const batches = await rows<{ ItemCode: string; Batch: string; AdmissionDate: string }>(
    `select "ItemCode", "Batch", min("AdmissionDate")::text as "AdmissionDate" from demo_erp."BatchNumberDetails"
     group by "ItemCode", "Batch" order by min("AdmissionDate"), "ItemCode", "Batch"`,
  );
  // The stored query the connection guide asks for (docs/connect-sap-b1.md, 2.8): stock per batch and
  // warehouse, OBTQ joined with OBTN's batch number.
  store.sqlQueries.set(
    BATCH_STOCK_QUERY,
    await rows<Entity>(
      `select "ItemCode", "Batch" as "BatchNumber", "WarehouseCode", "Quantity"::float8 as "Quantity"
       from demo_erp."BatchNumberDetails" where "Quantity" > 0 order by "ItemCode", "Batch", "WarehouseCode"`,
    ),
  );
  batches.forEach((batch, index) => {
    store.put('BatchNumberDetails', {
      DocEntry: index + 1,
      ItemCode: batch.ItemCode,
      ItemDescription: names.get(batch.ItemCode) ?? null,
      Batch: batch.Batch,
      Status: 'bdsStatus_Released',
      AdmissionDate: batch.AdmissionDate,
    });
  });
  return names;
}

async function loadProductTrees(
  store: EntityStore,
  rows: Rows,
  itemNames: Map<string, string>,
): Promise<void> {
  const lines = groupBy(
    await rows<{ Father: string; ChildNum: number; ItemCode: string; Quantity: number }>(
      `select "Father", "ChildNum", "ItemCode", "Quantity"::float8 as "Quantity" from demo_erp."ProductTreeLines"
       order by "Father", "ChildNum"`,
    ),
    (l) => l.Father,
  );
  for (const tree of await rows<{ TreeCode: string; TreeType: string; Quantity: number }>(
    `select "TreeCode", "TreeType", "Quantity"::float8 as "Quantity" from demo_erp."ProductTrees"`,
  )) {
    store.put('ProductTrees', {
      ...tree,
      ProductTreeLines: (lines.get(tree.TreeCode) ?? []).map((l) => ({
        ChildNum: l.ChildNum,
        ItemCode: l.ItemCode,
        ItemName: itemNames.get(l.ItemCode) ?? null,
        Quantity: l.Quantity,
        ParentItem: tree.TreeCode,
      })),
    });
  }
}

interface DocumentRow {
  ObjType: number;
  DocEntry: number;
  DocNum: number;
  CardCode: string;
  CardName: string;
  DocDate: string;
  DocDueDate: string | null;
  NumAtCard: string | null;
  ContactPersonCode: number | null;
  DocumentStatus: string;
  Cancelled: string;
  Confirmed: string;
  DocCurrency: string;
  DocTotal: number;
  VatSum: number;
  PaidToDate: number;
  ShipToCode: string | null;
  ShipToName: string | null;
  ShipToStreet: string | null;
  ShipToZipCode: string | null;
  ShipToCity: string | null;
  ShipToCountry: string | null;
  PayToCode: string | null;
  BillToStreet: string | null;
  BillToZipCode: string | null;
  BillToCity: string | null;
  BillToCountry: string | null;
  TransportationCode: number | null;
  U_DBS_OrderType: string;
  U_DBS_PORTALKEY: string | null;
  U_DBS_PARTIALSUPPLY: string;
  U_DBS_EMAIL: string | null;
  U_AantalPackages: number | null;
  UpdateDate: string;
  UpdateTime: string;
}

interface LineRow {
  ObjType: number;
  DocEntry: number;
  LineNum: number;
  ItemCode: string;
  ItemDescription: string;
  Quantity: number;
  UoMCode: string;
  UnitPrice: number;
  DiscountPercent: number;
  Price: number;
  LineTotal: number;
  VatGroup: string;
  TaxPercentagePerRow: number;
  WarehouseCode: string | null;
  ShipDate: string | null;
  LineStatus: string;
  RemainingOpenQuantity: number;
  TreeType: string;
  BaseType: number;
  BaseEntry: number | null;
  BaseLine: number | null;
  BatchNumbers: string[];
  U_DBS_CUSTREF: string | null;
  U_DBS_BATCH: string | null;
  U_DBS_RETURNREMARK: string | null;
  U_PMX_LOCO: string | null;
  U_PMX_QYSC: string | null;
}

/** SAP's formatted address text (Address, Address2): the lines joined with CR LF. */
export function addressText(parts: readonly (string | null | undefined)[]): string | null {
  const lines = parts.filter((p): p is string => Boolean(p));
  return lines.length > 0 ? lines.join('\r\n') : null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A demo line as SAP keeps it. The demo's amounts are in the document's currency; SAP's LineTotal and
 * OpenAmount are in the local one, with the document currency's figures in RowTotalFC and OpenAmountFC
 * (0 on a document in the local currency). Price and PriceAfterVAT stay in the document's currency.
 */
export function documentLineFromRow(row: LineRow, currency: string, vatRates: Map<string, number>) {
  const rate = row.TaxPercentagePerRow ?? vatRates.get(row.VatGroup) ?? 0;
  const exchangeRate = rateOf(currency);
  const isForeign = currency !== LOCAL_CURRENCY;
  const openAmount = round2(row.RemainingOpenQuantity * row.Price);
  const taxTotal = round2((row.LineTotal * rate) / 100);
  return {
    LineNum: row.LineNum,
    DocEntry: row.DocEntry,
    ItemCode: row.ItemCode,
    ItemDescription: row.ItemDescription,
    Quantity: row.Quantity,
    UnitPrice: row.UnitPrice,
    DiscountPercent: row.DiscountPercent,
    Price: row.Price,
    PriceAfterVAT: round2(row.Price * (1 + rate / 100)),
    Currency: currency,
    LineTotal: isForeign ? toLocal(row.LineTotal, exchangeRate) : row.LineTotal,
    RowTotalFC: isForeign ? row.LineTotal : 0,
    OpenAmount: isForeign ? toLocal(openAmount, exchangeRate) : openAmount,
    OpenAmountFC: isForeign ? openAmount : 0,
    VatGroup: row.VatGroup,
    TaxCode: null,
    TaxPercentagePerRow: rate,
    TaxTotal: isForeign ? toLocal(taxTotal, exchangeRate) : taxTotal,
    WarehouseCode: row.WarehouseCode,
    ShipDate: row.ShipDate,
    LineStatus: row.LineStatus,
    RemainingOpenQuantity: row.RemainingOpenQuantity,
    TreeType: row.TreeType,
    BaseType: row.BaseType,
    BaseEntry: row.BaseEntry,
    BaseLine: row.BaseLine,
    UoMCode: row.UoMCode,
    InventoryQuantity: row.Quantity,
    FreeText: null,
    U_DBS_CUSTREF: row.U_DBS_CUSTREF,
    U_DBS_BATCH: row.U_DBS_BATCH,
    U_DBS_RETURNREMARK: row.U_DBS_RETURNREMARK,
    U_PMX_LOCO: row.U_PMX_LOCO,
    U_PMX_QYSC: row.U_PMX_QYSC,
    BatchNumbers: row.BatchNumbers.map((batch) => ({
      BatchNumberProperty: batch,
      // The demo keeps a line's dye lots without their split; a single lot carries the whole quantity.
      Quantity: row.BatchNumbers.length === 1 ? row.Quantity : null,
      ItemCode: row.ItemCode,
      BaseLineNumber: row.LineNum,
    })),
  };
}

async function loadDocuments(store: EntityStore, rows: Rows, vatRates: Map<string, number>): Promise<void> {
  const numeric = (c: string) => `"${c}"::float8 as "${c}"`;
  const lines = groupBy(
    await rows<LineRow>(
      `select "ObjType", "DocEntry", "LineNum", "ItemCode", "ItemDescription", ${numeric('Quantity')}, "UoMCode",
        ${numeric('UnitPrice')}, ${numeric('DiscountPercent')}, ${numeric('Price')}, ${numeric('LineTotal')}, "VatGroup",
        ${numeric('TaxPercentagePerRow')}, "WarehouseCode", "ShipDate"::text as "ShipDate", "LineStatus",
        ${numeric('RemainingOpenQuantity')}, "TreeType", "BaseType", "BaseEntry", "BaseLine",
        to_json("BatchNumbers") as "BatchNumbers", "U_DBS_CUSTREF", "U_DBS_BATCH", "U_DBS_RETURNREMARK", "U_PMX_LOCO", "U_PMX_QYSC"
       from demo_erp."DocumentLines" order by "ObjType", "DocEntry", "LineNum"`,
    ),
    (l) => `${l.ObjType}:${l.DocEntry}`,
  );
  const packages = groupBy(
    await rows<{ ObjType: number; DocEntry: number; Number: number; U_DBS_TRACKURL: string | null }>(
      `select "ObjType", "DocEntry", "Number", "U_DBS_TRACKURL" from demo_erp."DocumentPackages"
       order by "ObjType", "DocEntry", "Number"`,
    ),
    (p) => `${p.ObjType}:${p.DocEntry}`,
  );
  const documents = await rows<DocumentRow>(
    `select "ObjType", "DocEntry", "DocNum", "CardCode", "CardName", "DocDate"::text as "DocDate",
      "DocDueDate"::text as "DocDueDate", "NumAtCard", "ContactPersonCode", "DocumentStatus", "Cancelled", "Confirmed", "DocCurrency",
      ${numeric('DocTotal')}, ${numeric('VatSum')}, ${numeric('PaidToDate')}, "ShipToCode", "ShipToName", "ShipToStreet",
      "ShipToZipCode", "ShipToCity", "ShipToCountry", "PayToCode", "BillToStreet", "BillToZipCode", "BillToCity",
      "BillToCountry", "TransportationCode", "U_DBS_OrderType", "U_DBS_PORTALKEY", "U_DBS_PARTIALSUPPLY",
      "U_DBS_EMAIL", "U_AantalPackages", ${updateStamp('UpdateDate')}
     from demo_erp."Documents"`,
  );
  for (const row of documents) {
    const setName = documentSetOfObjType(row.ObjType);
    if (!setName || !isDocumentSet(setName)) continue;
    const own = packages.get(`${row.ObjType}:${row.DocEntry}`) ?? [];
    // The demo's totals are in the document's currency: SAP's FC figures when that is not the local one.
    const exchangeRate = rateOf(row.DocCurrency);
    const isForeign = row.DocCurrency !== LOCAL_CURRENCY;
    const local = (amount: number) => (isForeign ? toLocal(amount, exchangeRate) : amount);
    const foreign = (amount: number) => (isForeign ? amount : 0);
    store.put(setName, {
      DocEntry: row.DocEntry,
      DocNum: row.DocNum,
      DocType: 'dDocument_Items',
      DocObjectCode: DOCUMENT_SETS[setName].objectCode,
      Series: null,
      DocDate: row.DocDate,
      DocDueDate: row.DocDueDate,
      TaxDate: row.DocDate,
      CreationDate: row.DocDate,
      UpdateDate: row.UpdateDate,
      UpdateTime: row.UpdateTime,
      CardCode: row.CardCode,
      CardName: row.CardName,
      NumAtCard: row.NumAtCard,
      ContactPersonCode: row.ContactPersonCode,
      Comments: null,
      // SAP fills Reference1 with the document number; partial supply follows the partner (tYES by default).
      Reference1: String(row.DocNum),
      PartialSupply: 'tYES',
      DocCurrency: row.DocCurrency,
      DocRate: Number(exchangeRate),
      DocTotal: local(row.DocTotal),
      VatSum: local(row.VatSum),
      PaidToDate: local(row.PaidToDate),
      DocTotalFc: foreign(row.DocTotal),
      VatSumFc: foreign(row.VatSum),
      PaidToDateFC: foreign(row.PaidToDate),
      DiscountPercent: 0,
      TotalDiscount: 0,
      DocumentStatus: row.DocumentStatus,
      Cancelled: row.Cancelled,
      // SAP marks a cancelled document csYes (its cancellation document, when there is one, csCancellation).
      CancelStatus: row.Cancelled === 'tYES' ? 'csYes' : 'csNo',
      Confirmed: row.Confirmed,
      ShipToCode: row.ShipToCode,
      PayToCode: row.PayToCode,
      Address: addressText([
        row.CardName,
        row.BillToStreet,
        row.BillToZipCode,
        row.BillToCity,
        row.BillToCountry,
      ]),
      Address2: addressText([
        row.ShipToName,
        row.ShipToStreet,
        row.ShipToZipCode,
        row.ShipToCity,
        row.ShipToCountry,
      ]),
      TransportationCode: row.TransportationCode,
      SalesPersonCode: -1,
      TrackingNumber: null,
      DataVersion: 1,
      U_DBS_OrderType: row.U_DBS_OrderType,
      U_DBS_PORTALKEY: row.U_DBS_PORTALKEY,
      U_DBS_PARTIALSUPPLY: row.U_DBS_PARTIALSUPPLY,
      U_DBS_EMAIL: row.U_DBS_EMAIL,
      U_AantalPackages: row.U_AantalPackages,
      AddressExtension: {
        ShipToStreet: row.ShipToStreet,
        ShipToZipCode: row.ShipToZipCode,
        ShipToCity: row.ShipToCity,
        ShipToCountry: row.ShipToCountry,
        BillToStreet: row.BillToStreet,
        BillToZipCode: row.BillToZipCode,
        BillToCity: row.BillToCity,
        BillToCountry: row.BillToCountry,
      },
      DocumentLines: (lines.get(`${row.ObjType}:${row.DocEntry}`) ?? []).map((line) =>
        documentLineFromRow(line, row.DocCurrency, vatRates),
      ),
      DocumentAdditionalExpenses: [],
      DocumentPackages: own.map((p) => ({ Number: p.Number, Type: null, U_DBS_TRACKURL: p.U_DBS_TRACKURL })),
    });
  }
}

/**
 * The demo keeps open purchase order lines one per row (its own DocEntry each): served as purchase orders of
 * one line, dated by the item's stock change (the demo has no PO date), for the expected-supply reads.
 */
async function loadPurchaseOrders(
  store: EntityStore,
  rows: Rows,
  itemNames: Map<string, string>,
): Promise<void> {
  const orders = await rows<{
    DocEntry: number;
    DocNum: number;
    CardCode: string;
    ItemCode: string;
    Quantity: number;
    RemainingOpenQuantity: number;
    ShipDate: string;
    LineStatus: string;
    UpdateDate: string;
    UpdateTime: string;
  }>(
    `select p."DocEntry", p."DocNum", p."CardCode", p."ItemCode", p."Quantity"::float8 as "Quantity",
      p."RemainingOpenQuantity"::float8 as "RemainingOpenQuantity", p."ShipDate"::text as "ShipDate", p."LineStatus",
      to_char(i."StockUpdateDate" at time zone 'UTC', 'YYYY-MM-DD') as "UpdateDate",
      to_char(i."StockUpdateDate" at time zone 'UTC', 'HH24:MI:SS') as "UpdateTime"
     from demo_erp."PurchaseOrders" p join demo_erp."Items" i on i."ItemCode" = p."ItemCode"`,
  );
  for (const po of orders) {
    const open = po.LineStatus === 'bost_Open';
    store.put('PurchaseOrders', {
      DocEntry: po.DocEntry,
      DocNum: po.DocNum,
      DocType: 'dDocument_Items',
      DocObjectCode: 'oPurchaseOrders',
      DocDate: po.UpdateDate,
      DocDueDate: po.ShipDate,
      TaxDate: po.UpdateDate,
      CreationDate: po.UpdateDate,
      UpdateDate: po.UpdateDate,
      UpdateTime: po.UpdateTime,
      CardCode: po.CardCode,
      CardName: po.CardCode,
      DocCurrency: 'EUR',
      DocRate: 1,
      DocumentStatus: open ? 'bost_Open' : 'bost_Close',
      Cancelled: 'tNO',
      CancelStatus: 'csNo',
      Confirmed: 'tYES',
      DataVersion: 1,
      DocumentLines: [
        {
          LineNum: 0,
          DocEntry: po.DocEntry,
          ItemCode: po.ItemCode,
          ItemDescription: itemNames.get(po.ItemCode) ?? null,
          Quantity: po.Quantity,
          RemainingOpenQuantity: po.RemainingOpenQuantity,
          ShipDate: po.ShipDate,
          LineStatus: po.LineStatus,
          TreeType: 'iNotATree',
          BaseType: -1,
          InventoryQuantity: po.Quantity,
          BatchNumbers: [],
        },
      ],
      DocumentAdditionalExpenses: [],
      DocumentPackages: [],
    });
  }
}

/**
 * IncomingPayments: the demo ERP pays an invoice in full on its pay date (packages/demo-erp payments.ts),
 * so each paid invoice is one bank transfer of its total in its currency, numbered as the demo numbers it.
 * As SAP keeps them: TransferSum in the payment's currency, SumApplied in the local currency and AppliedFC
 * in a foreign invoice's own.
 */
async function loadIncomingPayments(store: EntityStore, rows: Rows): Promise<void> {
  const paid = await rows<{
    DocEntry: number;
    DocNum: number;
    CardCode: string;
    CardName: string;
    DocCurrency: string;
    DocTotal: number;
    PayDate: string;
  }>(
    `select "DocEntry", "DocNum", "CardCode", "CardName", "DocCurrency", "DocTotal"::float8 as "DocTotal",
       "U_DEMO_PAYDATE"::text as "PayDate"
     from demo_erp."Documents"
     where "ObjType" = ${DOCUMENT_SETS.Invoices.objType} and "Cancelled" = 'tNO' and "U_DEMO_PAYDATE" is not null
       and "PaidToDate" = "DocTotal" and "DocTotal" > 0`,
  );
  for (const invoice of paid) {
    const rate = rateOf(invoice.DocCurrency);
    const isForeign = invoice.DocCurrency !== LOCAL_CURRENCY;
    store.put('IncomingPayments', {
      DocEntry: invoice.DocEntry,
      DocNum: PAYMENT_NUMBER_BASE + invoice.DocEntry,
      DocType: 'rCustomer',
      DocDate: invoice.PayDate,
      CardCode: invoice.CardCode,
      CardName: invoice.CardName,
      DocCurrency: invoice.DocCurrency,
      DocRate: Number(rate),
      CashSum: 0,
      TransferSum: invoice.DocTotal,
      TransferDate: invoice.PayDate,
      Cancelled: 'tNO',
      PaymentChecks: [],
      PaymentCreditCards: [],
      PaymentInvoices: [
        {
          LineNum: 0,
          DocEntry: invoice.DocEntry,
          DocNum: invoice.DocNum,
          SumApplied: isForeign ? toLocal(invoice.DocTotal, rate) : invoice.DocTotal,
          AppliedFC: isForeign ? invoice.DocTotal : 0,
          InvoiceType: 'it_Invoice',
        },
      ],
    });
  }
}
