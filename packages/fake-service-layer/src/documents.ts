import {
  amountFromCents,
  type Cents,
  type DocumentLineAmount,
  documentTotalsCents,
  lineTotalCents,
  roundToCents,
  thousandthsFromQuantity,
  type VatRounding,
  vatCents,
} from '@selvedge/contracts';
import { addressText, LOCAL_CURRENCY, rateOf, toLocal } from './demo-mapping.js';
import { DOCUMENT_SETS, type DocumentSetName, documentSetOfObjType } from './entity-schemas.js';
import { type Entity, type EntityStore, stamp, touch } from './entity-store.js';
import { businessError, SlError } from './sl-error.js';

/**
 * POST of a marketing document (Orders, ReturnRequest…): SAP's checks and the fields SAP fills itself.
 * Faithful where an adapter can go wrong: the partner and each item must exist, quantities be positive, a
 * line copied from a base document must point at a real line of the same customer; SAP picks the price
 * from the partner's price list less its special price or discount when the line brings none, explodes a
 * sales BOM into its iIngredient components, numbers the lines from 0, and commits an order's stock.
 * Not the point here: exact prices (the demo ERP's rules are richer), tax rules beyond one rate per
 * VAT group. And, as on SAP, nothing is de-duplicated: the same body twice makes two documents.
 */

type Line = Entity;

const SALES_CARD_TYPE = 'cCustomer';
const PURCHASE_SETS: readonly DocumentSetName[] = ['PurchaseOrders', 'GoodsReturnRequest'];

/** UDF defaults of this customer's system (the demo ERP's column defaults mirror them). */
const HEADER_UDF_DEFAULTS = { U_DBS_OrderType: 'B2B', U_DBS_PARTIALSUPPLY: 'N' };

function headerTable(setName: DocumentSetName): string {
  return `O${DOCUMENT_SETS[setName].table}`;
}

function lineTable(setName: DocumentSetName): string {
  return `${DOCUMENT_SETS[setName].table}1`;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function money(cents: Cents): number {
  return amountFromCents(cents);
}

function vatRate(store: EntityStore, vatGroup: string | null): number | null {
  if (!vatGroup) return 0;
  const group = store.get('VatGroups', [vatGroup]);
  if (!group) return null;
  const lines = (group.VatGroups_Lines as { Rate: number }[] | undefined) ?? [];
  return lines.at(-1)?.Rate ?? 0;
}

interface Pricing {
  partner: Entity;
  priceList: number;
  discount: number;
}

function listPrice(item: Entity, priceList: number): number {
  const prices = (item.ItemPrices as { PriceList: number; Price: number }[] | undefined) ?? [];
  return prices.find((p) => p.PriceList === priceList)?.Price ?? 0;
}

function specialDiscount(store: EntityStore, cardCode: string, itemCode: string): number | null {
  const special = store.get('SpecialPrices', [itemCode, cardCode]);
  return special ? (special.DiscountPercent as number) : null;
}

/** Net price after the line discount, rounded to cents once. */
function priceAfterDiscount(unitPrice: number, discount: number): number {
  return money(roundToCents((unitPrice * (100 - discount)) / 100));
}

function findBaseLine(
  store: EntityStore,
  cardCode: string,
  line: Line,
  lineNo: number,
): { base: Entity; baseLine: Line } | null {
  const baseType = line.BaseType as number | null | undefined;
  if (baseType === undefined || baseType === null || baseType === -1) return null;
  const baseSet = documentSetOfObjType(baseType);
  const baseEntry = line.BaseEntry as number | null | undefined;
  const base = baseSet && typeof baseEntry === 'number' ? store.get(baseSet, [baseEntry]) : undefined;
  if (!base)
    throw businessError(
      `Base document [BaseType ${baseType}, BaseEntry ${baseEntry}] does not exist [line: ${lineNo}]`,
    );
  if (base.CardCode !== cardCode)
    throw businessError('Base document card and target document card do not match.');
  const baseLine = ((base.DocumentLines as Line[]) ?? []).find((l) => l.LineNum === line.BaseLine);
  if (!baseLine)
    throw businessError(
      `Base line ${String(line.BaseLine)} of the base document does not exist [line: ${lineNo}]`,
    );
  return { base, baseLine };
}

function buildLine(
  store: EntityStore,
  setName: DocumentSetName,
  sent: Line,
  lineNo: number,
  pricing: Pricing,
  header: Entity,
): Line {
  const table = lineTable(setName);
  const copied = findBaseLine(store, pricing.partner.CardCode as string, sent, lineNo);
  const baseLine = copied?.baseLine;
  const itemCode = (sent.ItemCode as string | null | undefined) ?? (baseLine?.ItemCode as string | undefined);
  if (!itemCode)
    throw businessError(
      `Item number is missing; specify an item number [DocumentLines.ItemCode][line: ${lineNo}]`,
    );
  if (baseLine && baseLine.ItemCode !== itemCode)
    throw businessError(
      `Item '${itemCode}' differs from the item of its base line [${table}.ItemCode][line: ${lineNo}]`,
    );
  const item = store.get('Items', [itemCode]);
  if (!item) throw businessError(`Invalid item code [${table}.ItemCode][line: ${lineNo}] , '${itemCode}'`);
  if (item.Valid !== 'tYES')
    throw businessError(`Item '${itemCode}' is inactive [${table}.ItemCode][line: ${lineNo}]`);
  const quantity = round3((sent.Quantity as number | null | undefined) ?? 1);
  if (!(quantity > 0))
    throw businessError(`Quantity must be greater than zero [${table}.Quantity][line: ${lineNo}]`);

  const sentUnitPrice = sent.UnitPrice as number | null | undefined;
  const sentPrice = sent.Price as number | null | undefined;
  const unitPrice =
    sentUnitPrice ??
    (baseLine?.UnitPrice as number | undefined) ??
    sentPrice ??
    listPrice(item, pricing.priceList);
  const discount =
    (sent.DiscountPercent as number | null | undefined) ??
    (baseLine?.DiscountPercent as number | undefined) ??
    (sentUnitPrice === undefined && sentPrice !== undefined && sentPrice !== null
      ? 0
      : (specialDiscount(store, pricing.partner.CardCode as string, itemCode) ?? pricing.discount));
  const price = priceAfterDiscount(unitPrice, discount);
  const vatGroup =
    (sent.VatGroup as string | null | undefined) ??
    (baseLine?.VatGroup as string | undefined) ??
    (pricing.partner.VatGroup as string | null) ??
    (item.SalesVATGroup as string);
  const rate = vatRate(store, vatGroup);
  if (rate === null)
    throw businessError(`Invalid tax code '${vatGroup}' [${table}.VatGroup][line: ${lineNo}]`);
  const lineTotal = lineTotalCents(roundToCents(price), thousandthsFromQuantity(quantity));
  const tax = vatCents(lineTotal, rate);
  return {
    ...sent,
    ItemCode: itemCode,
    ItemDescription: (sent.ItemDescription as string | undefined) ?? item.ItemName,
    Quantity: quantity,
    UnitPrice: unitPrice,
    DiscountPercent: discount,
    Price: price,
    PriceAfterVAT: money(roundToCents((price * (100 + rate)) / 100)),
    Currency: header.DocCurrency,
    LineTotal: money(lineTotal),
    OpenAmount: money(lineTotal),
    VatGroup: vatGroup,
    TaxPercentagePerRow: rate,
    TaxTotal: money(tax),
    WarehouseCode:
      (sent.WarehouseCode as string | undefined) ?? baseLine?.WarehouseCode ?? item.DefaultWarehouse,
    ShipDate: (sent.ShipDate as string | undefined) ?? header.DocDueDate,
    LineStatus: 'bost_Open',
    RemainingOpenQuantity: quantity,
    TreeType: item.TreeType === 'iSalesTree' ? 'iSalesTree' : 'iNotATree',
    BaseType: (sent.BaseType as number | undefined) ?? -1,
    BaseEntry: (sent.BaseEntry as number | undefined) ?? null,
    BaseLine: (sent.BaseLine as number | undefined) ?? null,
    UoMCode: (sent.UoMCode as string | undefined) ?? baseLine?.UoMCode ?? item.SalesUnit,
    InventoryQuantity: quantity,
    BatchNumbers: (sent.BatchNumbers as Entity[] | undefined) ?? [],
  };
}

/** SAP adds a sales BOM's components below the parent line, at price 0 (D17). */
function components(store: EntityStore, parent: Line): Line[] {
  if (parent.TreeType !== 'iSalesTree') return [];
  const tree = store.get('ProductTrees', [parent.ItemCode as string]);
  const treeLines = (tree?.ProductTreeLines as Entity[] | undefined) ?? [];
  return treeLines.map((component) => {
    const item = store.get('Items', [component.ItemCode as string]);
    const quantity = round3((parent.Quantity as number) * (component.Quantity as number));
    return {
      ItemCode: component.ItemCode,
      ItemDescription: item?.ItemName ?? null,
      Quantity: quantity,
      UnitPrice: 0,
      DiscountPercent: 0,
      Price: 0,
      PriceAfterVAT: 0,
      Currency: parent.Currency,
      LineTotal: 0,
      OpenAmount: 0,
      VatGroup: parent.VatGroup,
      TaxPercentagePerRow: parent.TaxPercentagePerRow,
      TaxTotal: 0,
      WarehouseCode: item?.DefaultWarehouse ?? parent.WarehouseCode,
      ShipDate: parent.ShipDate,
      LineStatus: 'bost_Open',
      RemainingOpenQuantity: quantity,
      TreeType: 'iIngredient',
      BaseType: -1,
      BaseEntry: null,
      BaseLine: null,
      UoMCode: item?.SalesUnit ?? null,
      InventoryQuantity: quantity,
      BatchNumbers: [],
    };
  });
}

function addressOf(partner: Entity, name: unknown, type: string): Entity | undefined {
  return ((partner.BPAddresses as Entity[]) ?? []).find(
    (a) => a.AddressName === name && a.AddressType === type,
  );
}

/** An order reserves its items: ItemWarehouseInfo.Committed and the item's QuantityOrderedByCustomers. */
function commitStock(store: EntityStore, lines: readonly Line[], now: Date): void {
  for (const line of lines) {
    const item = store.get('Items', [line.ItemCode as string]);
    if (!item || item.InventoryItem !== 'tYES') continue;
    const warehouses = (item.ItemWarehouseInfoCollection as Entity[]) ?? [];
    const warehouse = warehouses.find((w) => w.WarehouseCode === line.WarehouseCode) ?? warehouses[0];
    if (warehouse) warehouse.Committed = round3((warehouse.Committed as number) + (line.Quantity as number));
    item.QuantityOrderedByCustomers = round3(
      (item.QuantityOrderedByCustomers as number) + (line.Quantity as number),
    );
    touch(item, now);
  }
}

/** The company's settings that change how SAP computes a document. */
export interface CompanySettings {
  /** VAT rounded per line (SAP's default) or once per VAT group of the document. */
  vatRounding: VatRounding;
}

export const DEFAULT_COMPANY_SETTINGS: CompanySettings = { vatRounding: 'line' };

/** A local amount in a foreign currency at `rate` (local units per foreign unit), rounded once to cents. */
function fromLocal(localCents: Cents, rate: string): Cents {
  const [whole = '0', fraction = ''] = rate.split('.');
  const rateUnits = BigInt(whole + fraction);
  const numerator = BigInt(localCents) * 10n ** BigInt(fraction.length);
  const quotient = numerator / rateUnits;
  const isHalfOrMore = (numerator % rateUnits) * 2n >= rateUnits;
  return Number(isHalfOrMore ? quotient + 1n : quotient) as Cents;
}

/** The parts of an address that a document's AddressExtension copies, each as <prefix><part>. */
const EXTENSION_PARTS = ['Street', 'StreetNo', 'Block', 'ZipCode', 'City', 'Country'] as const;

/** One address in the AddressExtension's names (ShipToStreet, BillToCity…); null parts without it. */
function extensionFields(prefix: 'ShipTo' | 'BillTo', address: Entity | undefined): Entity {
  return Object.fromEntries(EXTENSION_PARTS.map((part) => [`${prefix}${part}`, address?.[part] ?? null]));
}

export function createDocument(
  store: EntityStore,
  setName: DocumentSetName,
  body: Entity,
  now: Date,
  company: CompanySettings = DEFAULT_COMPANY_SETTINGS,
): Entity {
  const today = now.toISOString().slice(0, 10);
  const cardCode = body.CardCode as string | undefined;
  const partner = cardCode ? store.get('BusinessPartners', [cardCode]) : undefined;
  const cardType = PURCHASE_SETS.includes(setName) ? 'cSupplier' : SALES_CARD_TYPE;
  if (!partner || partner.CardType !== cardType)
    throw businessError(`Invalid BP code [${headerTable(setName)}.CardCode] , '${cardCode ?? ''}'`);
  if (partner.Valid !== 'tYES' || partner.Frozen === 'tYES')
    throw businessError(`Business partner '${cardCode}' is inactive [${headerTable(setName)}.CardCode]`);
  const sentLines = (body.DocumentLines as Line[] | undefined) ?? [];
  if (sentLines.length === 0)
    throw businessError(`Cannot add a document without rows [${lineTable(setName)}]`);

  const docDate = (body.DocDate as string | undefined) ?? today;
  const shipToCode = (body.ShipToCode as string | undefined) ?? (partner.ShipToDefault as string | null);
  const payToCode = (body.PayToCode as string | undefined) ?? (partner.BilltoDefault as string | null);
  const shipTo = addressOf(partner, shipToCode, 'bo_ShipTo');
  const billTo = addressOf(partner, payToCode, 'bo_BillTo');
  const sentExtension = (body.AddressExtension as Entity | null | undefined) ?? {};
  const header: Entity = {
    ...HEADER_UDF_DEFAULTS,
    ...body,
    DocEntry: store.nextNumber(setName, 'DocEntry'),
    DocNum: store.nextNumber(setName, 'DocNum'),
    PartialSupply: (body.PartialSupply as string | undefined) ?? 'tYES',
    DocType: 'dDocument_Items',
    DocObjectCode: DOCUMENT_SETS[setName].objectCode,
    DocDate: docDate,
    DocDueDate: (body.DocDueDate as string | undefined) ?? docDate,
    TaxDate: (body.TaxDate as string | undefined) ?? docDate,
    CreationDate: today,
    ...stamp(now),
    CardName: (body.CardName as string | undefined) ?? partner.CardName,
    // A partner in all currencies ("##") gets the document in the local currency unless the body names one.
    DocCurrency:
      (body.DocCurrency as string | undefined) ??
      (partner.Currency === '##' ? LOCAL_CURRENCY : partner.Currency),
    PaidToDate: 0,
    DiscountPercent: 0,
    TotalDiscount: 0,
    DocumentStatus: 'bost_Open',
    Cancelled: 'tNO',
    CancelStatus: 'csNo',
    Confirmed: 'tYES',
    ShipToCode: shipToCode,
    PayToCode: payToCode,
    TransportationCode: (body.TransportationCode as number | undefined) ?? partner.ShippingType ?? null,
    SalesPersonCode: (body.SalesPersonCode as number | undefined) ?? -1,
    DataVersion: 1,
    AddressExtension: {
      ...extensionFields('ShipTo', shipTo),
      ...extensionFields('BillTo', billTo),
      ...sentExtension,
    },
  };
  const extension = header.AddressExtension as Entity;
  header.Address ??= addressText([
    partner.CardName as string,
    extension.BillToStreet as string,
    extension.BillToZipCode as string,
    extension.BillToCity as string,
    extension.BillToCountry as string,
  ]);
  header.Address2 ??= addressText([
    partner.CardName as string,
    extension.ShipToStreet as string,
    extension.ShipToZipCode as string,
    extension.ShipToCity as string,
    extension.ShipToCountry as string,
  ]);

  const pricing: Pricing = {
    partner,
    priceList: partner.PriceListNum as number,
    discount: (partner.DiscountPercent as number | null) ?? 0,
  };
  const lines: Line[] = [];
  sentLines.forEach((sent, index) => {
    const line = buildLine(store, setName, sent, index + 1, pricing, header);
    lines.push(line, ...components(store, line));
  });
  lines.forEach((line, index) => {
    line.LineNum = index;
    line.DocEntry = header.DocEntry;
  });
  header.DocumentLines = lines;
  header.Reference1 ??= String(header.DocNum);

  // An expense's own figure: LineTotal on a document in the local currency; LineTotalFC on one in another
  // currency, where LineTotal is local (converted at the document's rate when only that is sent).
  const isForeign = header.DocCurrency !== LOCAL_CURRENCY;
  const docRate = rateOf(header.DocCurrency);
  const local = (cents: Cents) => (isForeign ? toLocal(money(cents), docRate) : money(cents));
  const foreign = (cents: Cents) => (isForeign ? money(cents) : 0);
  const expenseAmounts: DocumentLineAmount[] = [];
  const expenses = ((body.DocumentAdditionalExpenses as Entity[] | undefined) ?? []).map((sent, index) => {
    if (typeof sent.ExpenseCode !== 'number')
      throw businessError(
        `Enter a freight code [${DOCUMENT_SETS[setName].table}3.ExpnsCode][line: ${index + 1}]`,
      );
    const vatGroup = (sent.VatGroup as string | undefined) ?? (partner.VatGroup as string | null);
    const rate = vatRate(store, vatGroup);
    if (rate === null)
      throw businessError(`Invalid tax code '${vatGroup}' [${DOCUMENT_SETS[setName].table}3.VatGroup]`);
    const sentLocal = (sent.LineTotal as number | undefined) ?? 0;
    const sentForeign = sent.LineTotalFC as number | undefined;
    const net = !isForeign
      ? roundToCents(sentLocal)
      : sentForeign !== undefined
        ? roundToCents(sentForeign)
        : fromLocal(roundToCents(sentLocal), docRate);
    const tax = vatCents(net, rate);
    expenseAmounts.push({ net, vatPercent: rate, ...(vatGroup ? { vatGroup } : {}) });
    return {
      ...sent,
      LineNum: index,
      LineTotal: local(net),
      LineTotalFC: foreign(net),
      VatGroup: vatGroup,
      TaxPercent: rate,
      TaxSum: local(tax),
      TaxSumFC: foreign(tax),
    };
  });
  header.DocumentAdditionalExpenses = expenses;
  header.DocumentPackages = (body.DocumentPackages as Entity[] | undefined) ?? [];

  // Lines and expenses in the document's currency; VAT rounded the way the company is set up.
  const totals = documentTotalsCents(
    [
      ...lines.map((l) => ({
        net: roundToCents(l.LineTotal as number),
        vatPercent: l.TaxPercentagePerRow as number,
        vatGroup: l.VatGroup as string,
      })),
      ...expenseAmounts,
    ],
    company.vatRounding,
  );
  header.VatSum = money(totals.vat);
  header.DocTotal = money(totals.gross);
  inLocalCurrency(header, lines);

  if (setName === 'Orders') commitStock(store, lines, now);
  store.put(setName, header);
  return header;
}

/**
 * The amounts above are in the document's currency. SAP keeps DocTotal, VatSum, LineTotal, OpenAmount and
 * TaxTotal in the local currency and a foreign document's own figures in the FC fields (0 otherwise).
 */
function inLocalCurrency(header: Entity, lines: readonly Line[]): void {
  const rate = rateOf(header.DocCurrency);
  header.DocRate = Number(rate);
  const isForeign = header.DocCurrency !== LOCAL_CURRENCY;
  const convert = (entity: Entity, field: string, fcField: string) => {
    const amount = (entity[field] as number | undefined) ?? 0;
    entity[fcField] = isForeign ? amount : 0;
    if (isForeign) entity[field] = toLocal(amount, rate);
  };
  convert(header, 'DocTotal', 'DocTotalFc');
  convert(header, 'VatSum', 'VatSumFc');
  convert(header, 'PaidToDate', 'PaidToDateFC');
  for (const line of lines) {
    convert(line, 'LineTotal', 'RowTotalFC');
    convert(line, 'OpenAmount', 'OpenAmountFC');
    if (isForeign) line.TaxTotal = toLocal((line.TaxTotal as number | undefined) ?? 0, rate);
  }
}

/** The bound actions Close and Cancel of a document (POST Orders(5)/Close). */
export function closeOrCancel(document: Entity, action: 'Close' | 'Cancel', now: Date): void {
  if (document.DocumentStatus !== 'bost_Open')
    throw new SlError(400, -5006, 'The requested action is not supported for this object.');
  document.DocumentStatus = 'bost_Close';
  if (action === 'Cancel') {
    document.Cancelled = 'tYES';
    document.CancelStatus = 'csYes';
  }
  for (const line of (document.DocumentLines as Line[]) ?? []) line.LineStatus = 'bost_Close';
  touch(document, now);
}

/** CompanyService_GetItemPrice: the partner's price of an item (list price less its discount). */
export function itemPrice(store: EntityStore, params: Entity): Entity {
  const itemCode = params.ItemCode as string | undefined;
  const cardCode = params.CardCode as string | undefined;
  const item = itemCode ? store.get('Items', [itemCode]) : undefined;
  if (!item) throw businessError(`Invalid item code '${itemCode ?? ''}'`);
  const partner = cardCode ? store.get('BusinessPartners', [cardCode]) : undefined;
  if (cardCode && !partner) throw businessError(`Invalid BP code '${cardCode}'`);
  const priceList =
    (params.PriceList as number | undefined) ?? (partner?.PriceListNum as number | undefined) ?? 1;
  const prices = (item.ItemPrices as { PriceList: number; Price: number; Currency: string }[]) ?? [];
  const list = prices.find((p) => p.PriceList === priceList);
  const discount = partner
    ? (specialDiscount(store, cardCode as string, itemCode as string) ??
      ((partner.DiscountPercent as number) || 0))
    : 0;
  return {
    Price: priceAfterDiscount(list?.Price ?? 0, discount),
    Currency: list?.Currency ?? (partner?.Currency as string | undefined) ?? null,
    Discount: discount,
  };
}
