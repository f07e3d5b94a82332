import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Storage of the embedded demo ERP, in its own schema so it never mixes with the portal's tables.
 * Table and column names follow the SAP Business One Service Layer metadata (BusinessPartners,
 * BPAddresses, Items, DocumentLines, CardCode, DocEntry, U_DBS_…), so whoever knows SAP finds their
 * way, and the demo adapter's mapping resembles the SAP adapter's. Deliberate simplifications:
 * - the six sales document sets (Orders, DeliveryNotes, Invoices, CreditNotes, Returns, ReturnRequest)
 *   share one Documents table keyed by ObjType, as SAP's Drafts table does (one feed, one query);
 * - a line's batches are a text array instead of a BatchNumbers collection (cheap at millions of lines);
 * - purchase orders are stored one line per row (only the open quantity and due date matter here).
 * Every entity carries ChangeSeq (from one sequence) and UpdateDate so feeds can page and resume.
 */
export const demoErp = pgSchema('demo_erp');

export const changeSeq = demoErp.sequence('change_seq');

const nextChangeSeq = sql`nextval('demo_erp.change_seq')`;
const changeSeqColumn = () => bigint('ChangeSeq', { mode: 'number' }).notNull().default(nextChangeSeq);
const updateDateColumn = () => timestamp('UpdateDate', { withTimezone: true, mode: 'date' }).notNull();
const amount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' });

/** SAP object types (BoObjectTypes) of the documents the demo keeps. */
export const OBJ_TYPE = {
  order: 17,
  delivery: 15,
  invoice: 13,
  creditNote: 14,
  return: 16,
  returnRequest: 234000031,
  purchaseOrder: 22,
  /** An incoming payment (SAP ORCT, oIncomingPayments): kept as a header row with its portal key. */
  incomingPayment: 24,
} as const;

export const businessPartnerGroups = demoErp.table('BusinessPartnerGroups', {
  Code: integer('Code').primaryKey(),
  Name: text('Name').notNull(),
  Type: text('Type').notNull().default('bbpgt_CustomerGroup'),
  ChangeSeq: changeSeqColumn(),
});

export const shippingTypes = demoErp.table('ShippingTypes', {
  Code: integer('Code').primaryKey(),
  Name: text('Name').notNull(),
  Website: text('Website'),
  ChangeSeq: changeSeqColumn(),
});

/** VatGroups with their current rate (SAP keeps dated VatGroups_Lines; the demo has one rate). */
export const vatGroups = demoErp.table('VatGroups', {
  Code: text('Code').primaryKey(),
  Name: text('Name').notNull(),
  Rate: percent('Rate').notNull(),
  ChangeSeq: changeSeqColumn(),
});

export const itemGroups = demoErp.table('ItemGroups', {
  Number: integer('Number').primaryKey(),
  GroupName: text('GroupName').notNull(),
  ChangeSeq: changeSeqColumn(),
});

export const countries = demoErp.table('Countries', {
  Code: text('Code').primaryKey(),
  Name: text('Name').notNull(),
  ChangeSeq: changeSeqColumn(),
});

export const warehouses = demoErp.table('Warehouses', {
  WarehouseCode: text('WarehouseCode').primaryKey(),
  WarehouseName: text('WarehouseName').notNull(),
});

export const priceLists = demoErp.table('PriceLists', {
  PriceListNo: integer('PriceListNo').primaryKey(),
  PriceListName: text('PriceListName').notNull(),
  DefaultPrimeCurrency: text('DefaultPrimeCurrency').notNull(),
});

export const businessPartners = demoErp.table(
  'BusinessPartners',
  {
    CardCode: text('CardCode').primaryKey(),
    CardName: text('CardName').notNull(),
    CardType: text('CardType').notNull().default('cCustomer'),
    GroupCode: integer('GroupCode').notNull(),
    Currency: text('Currency').notNull(),
    VatGroup: text('VatGroup'),
    ShippingType: integer('ShippingType'),
    /** Portal language code en/nl/de/fr (SAP keeps a number; the adapter would map it). */
    LanguageCode: text('LanguageCode').notNull(),
    PriceListNum: integer('PriceListNum').notNull(),
    /** The customer's general discount on the price list. */
    DiscountPercent: percent('DiscountPercent').notNull().default(0),
    EmailAddress: text('EmailAddress'),
    Valid: text('Valid').notNull().default('tYES'),
    ShipToDefault: text('ShipToDefault'),
    BilltoDefault: text('BilltoDefault'),
    U_DBS_EXPORTKLANT: text('U_DBS_EXPORTKLANT').notNull().default('N'),
    U_EIJFF_PORTAL_ADRESBOEK: text('U_EIJFF_PORTAL_ADRESBOEK').notNull().default('N'),
    U_EIJFF_PORTAL_ANDERLAND: text('U_EIJFF_PORTAL_ANDERLAND').notNull().default('N'),
    ChangeSeq: changeSeqColumn(),
    UpdateDate: updateDateColumn(),
  },
  (t) => [index('BusinessPartners_ChangeSeq_idx').on(t.ChangeSeq)],
);

export const bpAddresses = demoErp.table(
  'BPAddresses',
  {
    BPCode: text('BPCode').notNull(),
    AddressName: text('AddressName').notNull(),
    /** bo_BillTo | bo_ShipTo */
    AddressType: text('AddressType').notNull(),
    Street: text('Street').notNull(),
    StreetNo: text('StreetNo'),
    Block: text('Block'),
    ZipCode: text('ZipCode').notNull(),
    City: text('City').notNull(),
    Country: text('Country').notNull(),
    RowNum: integer('RowNum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.BPCode, t.AddressType, t.AddressName] })],
);

/**
 * A customer's contact persons (SAP: BusinessPartners.ContactEmployees, table OCPR). InternalCode is unique
 * over all partners, as SAP's CntctCode; a document names its contact by it (ContactPersonCode).
 */
export const contactEmployees = demoErp.table(
  'ContactEmployees',
  {
    InternalCode: integer('InternalCode').primaryKey(),
    CardCode: text('CardCode').notNull(),
    /** SAP's contact ID, which users see; the demo keeps the full name in it. */
    Name: text('Name').notNull(),
    FirstName: text('FirstName'),
    LastName: text('LastName'),
    E_Mail: text('E_Mail'),
    Active: text('Active').notNull().default('tYES'),
  },
  (t) => [index('ContactEmployees_CardCode_idx').on(t.CardCode)],
);

export const items = demoErp.table(
  'Items',
  {
    ItemCode: text('ItemCode').primaryKey(),
    ItemName: text('ItemName').notNull(),
    ItemsGroupCode: integer('ItemsGroupCode').notNull(),
    SalesUnit: text('SalesUnit').notNull(),
    SalesVATGroup: text('SalesVATGroup').notNull(),
    Valid: text('Valid').notNull().default('tYES'),
    Picture: text('Picture'),
    /** iNotATree | iSalesTree (a sales bill of materials parent) */
    TreeType: text('TreeType').notNull().default('iNotATree'),
    U_DBS_COLLECTIE: text('U_DBS_COLLECTIE'),
    /** Pattern repeat in cm. */
    U_DBS_PATROON: numeric('U_DBS_PATROON', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    U_DBS_VERSPRINGEND: text('U_DBS_VERSPRINGEND').notNull().default('N'),
    U_DBS_STUKSCONTR: text('U_DBS_STUKSCONTR').notNull().default('N'),
    /** Y: discontinued, sold while stock lasts. */
    U_DBS_UITLOPEND: text('U_DBS_UITLOPEND').notNull().default('N'),
    /** The item's sample code (S prefix). */
    U_DBS_STAALCODE: text('U_DBS_STAALCODE'),
    ChangeSeq: changeSeqColumn(),
    UpdateDate: updateDateColumn(),
    /** Bumped whenever stock, batches or purchase orders of the item change (the stock feed). */
    StockChangeSeq: bigint('StockChangeSeq', { mode: 'number' }).notNull().default(nextChangeSeq),
    StockUpdateDate: timestamp('StockUpdateDate', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('Items_ChangeSeq_idx').on(t.ChangeSeq),
    index('Items_StockChangeSeq_idx').on(t.StockChangeSeq),
  ],
);

export const itemPrices = demoErp.table(
  'ItemPrices',
  {
    ItemCode: text('ItemCode').notNull(),
    PriceList: integer('PriceList').notNull(),
    Price: amount('Price').notNull(),
    Currency: text('Currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ItemCode, t.PriceList] })],
);

/** A customer's own discount on one item, winning over the customer's general discount. */
export const specialPrices = demoErp.table(
  'SpecialPrices',
  {
    CardCode: text('CardCode').notNull(),
    ItemCode: text('ItemCode').notNull(),
    DiscountPercent: percent('DiscountPercent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.CardCode, t.ItemCode] })],
);

export const itemWarehouseInfo = demoErp.table(
  'ItemWarehouseInfo',
  {
    ItemCode: text('ItemCode').notNull(),
    WarehouseCode: text('WarehouseCode').notNull(),
    InStock: quantity('InStock').notNull().default(0),
    Committed: quantity('Committed').notNull().default(0),
    Ordered: quantity('Ordered').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ItemCode, t.WarehouseCode] })],
);

/** Stock per dye lot (batch) and warehouse. */
export const batchNumberDetails = demoErp.table(
  'BatchNumberDetails',
  {
    ItemCode: text('ItemCode').notNull(),
    Batch: text('Batch').notNull(),
    WarehouseCode: text('WarehouseCode').notNull(),
    Quantity: quantity('Quantity').notNull(),
    AdmissionDate: date('AdmissionDate', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ItemCode, t.Batch, t.WarehouseCode] })],
);

/** Open purchase order lines: the expected supply of the delivery week rule. */
export const purchaseOrders = demoErp.table(
  'PurchaseOrders',
  {
    DocEntry: integer('DocEntry').primaryKey(),
    DocNum: integer('DocNum').notNull(),
    CardCode: text('CardCode').notNull(),
    ItemCode: text('ItemCode').notNull(),
    Quantity: quantity('Quantity').notNull(),
    RemainingOpenQuantity: quantity('RemainingOpenQuantity').notNull(),
    ShipDate: date('ShipDate', { mode: 'string' }).notNull(),
    /** bost_Open | bost_Close */
    LineStatus: text('LineStatus').notNull().default('bost_Open'),
  },
  (t) => [index('PurchaseOrders_ItemCode_idx').on(t.ItemCode)],
);

export const productTrees = demoErp.table('ProductTrees', {
  TreeCode: text('TreeCode').primaryKey(),
  /** iSalesTree: the parent is sold, the components are shipped (D17). */
  TreeType: text('TreeType').notNull().default('iSalesTree'),
  Quantity: quantity('Quantity').notNull().default(1),
});

export const productTreeLines = demoErp.table(
  'ProductTreeLines',
  {
    Father: text('Father').notNull(),
    ChildNum: integer('ChildNum').notNull(),
    ItemCode: text('ItemCode').notNull(),
    Quantity: quantity('Quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.Father, t.ChildNum] })],
);

/** Next DocEntry and DocNum per object type; `update … returning` hands them out without races. */
export const documentSeries = demoErp.table('DocumentSeries', {
  ObjectCode: integer('ObjectCode').primaryKey(),
  NextEntry: integer('NextEntry').notNull(),
  NextNumber: integer('NextNumber').notNull(),
});

export const documents = demoErp.table(
  'Documents',
  {
    ObjType: integer('ObjType').notNull(),
    DocEntry: integer('DocEntry').notNull(),
    DocNum: integer('DocNum').notNull(),
    CardCode: text('CardCode').notNull(),
    CardName: text('CardName').notNull(),
    DocDate: date('DocDate', { mode: 'string' }).notNull(),
    DocDueDate: date('DocDueDate', { mode: 'string' }),
    NumAtCard: text('NumAtCard'),
    /** The customer's contact person of the document (ContactEmployees.InternalCode). */
    ContactPersonCode: integer('ContactPersonCode'),
    /** bost_Open | bost_Close */
    DocumentStatus: text('DocumentStatus').notNull(),
    Cancelled: text('Cancelled').notNull().default('tNO'),
    /** Orders: confirmed by the supplier (the first step of the demo's order life). */
    Confirmed: text('Confirmed').notNull().default('tYES'),
    DocCurrency: text('DocCurrency').notNull(),
    /** Gross total (net + VAT), as SAP's DocTotal. */
    DocTotal: amount('DocTotal').notNull(),
    VatSum: amount('VatSum').notNull(),
    PaidToDate: amount('PaidToDate').notNull().default(0),
    ShipToCode: text('ShipToCode'),
    ShipToName: text('ShipToName'),
    ShipToStreet: text('ShipToStreet'),
    ShipToZipCode: text('ShipToZipCode'),
    ShipToCity: text('ShipToCity'),
    ShipToCountry: text('ShipToCountry'),
    PayToCode: text('PayToCode'),
    BillToStreet: text('BillToStreet'),
    BillToZipCode: text('BillToZipCode'),
    BillToCity: text('BillToCity'),
    BillToCountry: text('BillToCountry'),
    TransportationCode: integer('TransportationCode'),
    U_DBS_OrderType: text('U_DBS_OrderType').notNull().default('B2B'),
    /** The portal's idempotency key of the order or return request (D24). */
    U_DBS_PORTALKEY: text('U_DBS_PORTALKEY'),
    U_DBS_PARTIALSUPPLY: text('U_DBS_PARTIALSUPPLY').notNull().default('N'),
    U_DBS_EMAIL: text('U_DBS_EMAIL'),
    U_AantalPackages: integer('U_AantalPackages'),
    /** Simulation only: the day the customer pays this invoice; null never (it stays overdue). */
    U_DEMO_PAYDATE: date('U_DEMO_PAYDATE', { mode: 'string' }),
    ChangeSeq: changeSeqColumn(),
    UpdateDate: updateDateColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.ObjType, t.DocEntry] }),
    uniqueIndex('Documents_DocNum_idx').on(t.ObjType, t.DocNum),
    uniqueIndex('Documents_PortalKey_idx').on(t.ObjType, t.U_DBS_PORTALKEY),
    index('Documents_ChangeSeq_idx').on(t.ChangeSeq),
    index('Documents_CardCode_idx').on(t.CardCode),
    index('Documents_Open_idx').on(t.ObjType, t.DocumentStatus),
  ],
);

export const documentLines = demoErp.table(
  'DocumentLines',
  {
    ObjType: integer('ObjType').notNull(),
    DocEntry: integer('DocEntry').notNull(),
    LineNum: integer('LineNum').notNull(),
    ItemCode: text('ItemCode').notNull(),
    ItemDescription: text('ItemDescription').notNull(),
    Quantity: quantity('Quantity').notNull(),
    UoMCode: text('UoMCode').notNull(),
    UnitPrice: amount('UnitPrice').notNull(),
    DiscountPercent: percent('DiscountPercent').notNull().default(0),
    Price: amount('Price').notNull(),
    LineTotal: amount('LineTotal').notNull(),
    VatGroup: text('VatGroup').notNull(),
    TaxPercentagePerRow: percent('TaxPercentagePerRow').notNull(),
    WarehouseCode: text('WarehouseCode'),
    ShipDate: date('ShipDate', { mode: 'string' }),
    LineStatus: text('LineStatus').notNull(),
    RemainingOpenQuantity: quantity('RemainingOpenQuantity').notNull(),
    /** iNotATree | iSalesTree (parent) | iIngredient (component) */
    TreeType: text('TreeType').notNull().default('iNotATree'),
    BaseType: integer('BaseType').notNull().default(-1),
    BaseEntry: integer('BaseEntry'),
    BaseLine: integer('BaseLine'),
    BatchNumbers: text('BatchNumbers').array().notNull().default(sql`'{}'::text[]`),
    U_DBS_CUSTREF: text('U_DBS_CUSTREF'),
    /** The dye lot the customer asked for on an order line (the SAP adapter's fields.requestedBatch). */
    U_DBS_BATCH: text('U_DBS_BATCH'),
    U_DBS_RETURNREMARK: text('U_DBS_RETURNREMARK'),
    U_PMX_LOCO: text('U_PMX_LOCO'),
    U_PMX_QYSC: text('U_PMX_QYSC'),
  },
  (t) => [
    primaryKey({ columns: [t.ObjType, t.DocEntry, t.LineNum] }),
    index('DocumentLines_Base_idx').on(t.BaseType, t.BaseEntry),
  ],
);

/**
 * A document's freight, handling and surcharges (SAP: DocumentAdditionalExpenses, table RDR3 of an
 * order): each with its own VAT, part of the document's DocTotal and VatSum.
 */
export const documentAdditionalExpenses = demoErp.table(
  'DocumentAdditionalExpenses',
  {
    ObjType: integer('ObjType').notNull(),
    DocEntry: integer('DocEntry').notNull(),
    LineNum: integer('LineNum').notNull(),
    ExpenseCode: integer('ExpenseCode').notNull(),
    LineTotal: amount('LineTotal').notNull(),
    VatGroup: text('VatGroup').notNull(),
    TaxPercent: percent('TaxPercent').notNull(),
    TaxSum: amount('TaxSum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ObjType, t.DocEntry, t.LineNum] })],
);

/** Packages of a delivery, each with the carrier's track-and-trace link. */
export const documentPackages = demoErp.table(
  'DocumentPackages',
  {
    ObjType: integer('ObjType').notNull(),
    DocEntry: integer('DocEntry').notNull(),
    Number: integer('Number').notNull(),
    U_DBS_TRACKURL: text('U_DBS_TRACKURL'),
  },
  (t) => [primaryKey({ columns: [t.ObjType, t.DocEntry, t.Number] })],
);
