/**
 * The entity shapes the fake serves: every set, its SAPB1 type, key and the properties it carries, with
 * their kind. Names and types are copied from the $metadata of a real 10.0 system
 * (its excerpt src/metadata/sap-b1-metadata-v4.trimmed.xml) and checked against it by metadata.test.ts, so a
 * name cannot drift from SAP's. `U_…` properties are this customer's user-defined fields (docs/research/sap-business-one.md §1.8):
 * they exist on the customer's system, not in that metadata file, and the test checks them by prefix.
 *
 * The schema drives everything that depends on a property's kind: the wire format of dates (v1 vs v2),
 * which literals a $filter may compare with it, $select/$orderby validation, and which body properties a
 * POST or PATCH may send (an unknown one is refused, as SAP refuses it).
 */

/** Edm.String, Edm.Int32, Edm.Double, Edm.DateTimeOffset (a date), Edm.TimeOfDay, or an SAPB1 enum. */
export type ScalarKind = 'string' | 'int' | 'double' | 'date' | 'time' | `enum:${string}`;

export interface StructuredType {
  /** The SAPB1 type name in $metadata (Document, DocumentLine, BPAddress…). */
  name: string;
  kind: 'EntityType' | 'ComplexType';
  scalars: Record<string, ScalarKind>;
  /** Collection(SAPB1.X) properties: DocumentLines, BPAddresses… */
  collections: Record<string, StructuredType>;
  /** Single complex properties: AddressExtension. */
  complex: Record<string, StructuredType>;
  /** How a PATCH recognises an existing member of a collection of this type (LineNum, RowNum…). */
  memberKey?: readonly string[];
}

export interface EntitySetSchema {
  name: string;
  type: StructuredType;
  key: readonly string[];
  /** Sets with the OptimisticConcurrency annotation (DataVersion) answer ETags and honour If-Match. */
  etag: boolean;
  /** Properties a PATCH silently ignores (SAP: read-only properties are ignored on update, §1.4). */
  readOnly?: readonly string[];
}

function structured(
  name: string,
  kind: StructuredType['kind'],
  scalars: Record<string, ScalarKind>,
  more: Partial<Pick<StructuredType, 'collections' | 'complex' | 'memberKey'>> = {},
): StructuredType {
  return { name, kind, scalars, collections: more.collections ?? {}, complex: more.complex ?? {}, ...more };
}

const YES_NO = 'enum:BoYesNoEnum';

// --- Documents ------------------------------------------------------------------------------------

const batchNumber = structured('BatchNumber', 'ComplexType', {
  BatchNumberProperty: 'string',
  Quantity: 'double',
  ItemCode: 'string',
  BaseLineNumber: 'int',
});

export const documentLine = structured(
  'DocumentLine',
  'ComplexType',
  {
    LineNum: 'int',
    DocEntry: 'int',
    ItemCode: 'string',
    ItemDescription: 'string',
    Quantity: 'double',
    UnitPrice: 'double',
    DiscountPercent: 'double',
    Price: 'double',
    PriceAfterVAT: 'double',
    Currency: 'string',
    LineTotal: 'double',
    RowTotalFC: 'double',
    OpenAmount: 'double',
    OpenAmountFC: 'double',
    VatGroup: 'string',
    TaxCode: 'string',
    TaxPercentagePerRow: 'double',
    TaxTotal: 'double',
    WarehouseCode: 'string',
    ShipDate: 'date',
    LineStatus: 'enum:BoStatus',
    RemainingOpenQuantity: 'double',
    TreeType: 'enum:BoItemTreeTypes',
    BaseType: 'int',
    BaseEntry: 'int',
    BaseLine: 'int',
    UoMCode: 'string',
    InventoryQuantity: 'double',
    FreeText: 'string',
    U_DBS_CUSTREF: 'string',
    U_DBS_BATCH: 'string',
    U_DBS_RETURNREMARK: 'string',
    U_PMX_LOCO: 'string',
    U_PMX_QYSC: 'string',
  },
  { collections: { BatchNumbers: batchNumber }, memberKey: ['LineNum'] },
);

const addressExtension = structured('AddressExtension', 'ComplexType', {
  ShipToStreet: 'string',
  ShipToStreetNo: 'string',
  ShipToBlock: 'string',
  ShipToZipCode: 'string',
  ShipToCity: 'string',
  ShipToCountry: 'string',
  BillToStreet: 'string',
  BillToStreetNo: 'string',
  BillToBlock: 'string',
  BillToZipCode: 'string',
  BillToCity: 'string',
  BillToCountry: 'string',
});

const additionalExpense = structured(
  'DocumentAdditionalExpense',
  'ComplexType',
  {
    LineNum: 'int',
    ExpenseCode: 'int',
    LineTotal: 'double',
    LineTotalFC: 'double',
    VatGroup: 'string',
    TaxPercent: 'double',
    TaxSum: 'double',
    TaxSumFC: 'double',
    Remarks: 'string',
  },
  { memberKey: ['LineNum'] },
);

const documentPackage = structured(
  'DocumentPackage',
  'ComplexType',
  { Number: 'int', Type: 'string', U_DBS_TRACKURL: 'string' },
  { memberKey: ['Number'] },
);

export const document = structured(
  'Document',
  'EntityType',
  {
    DocEntry: 'int',
    DocNum: 'int',
    DocType: 'enum:BoDocumentTypes',
    DocObjectCode: 'enum:BoObjectTypes',
    Series: 'int',
    DocDate: 'date',
    DocDueDate: 'date',
    TaxDate: 'date',
    CreationDate: 'date',
    UpdateDate: 'date',
    UpdateTime: 'time',
    CardCode: 'string',
    CardName: 'string',
    NumAtCard: 'string',
    Comments: 'string',
    JournalMemo: 'string',
    Reference1: 'string',
    Reference2: 'string',
    Project: 'string',
    PaymentGroupCode: 'int',
    ContactPersonCode: 'int',
    PartialSupply: YES_NO,
    DocCurrency: 'string',
    DocRate: 'double',
    DocTotal: 'double',
    VatSum: 'double',
    PaidToDate: 'double',
    DocTotalFc: 'double',
    VatSumFc: 'double',
    PaidToDateFC: 'double',
    DiscountPercent: 'double',
    TotalDiscount: 'double',
    DocumentStatus: 'enum:BoStatus',
    Cancelled: YES_NO,
    CancelStatus: 'enum:CancelStatusEnum',
    Confirmed: YES_NO,
    ShipToCode: 'string',
    PayToCode: 'string',
    Address: 'string',
    Address2: 'string',
    TransportationCode: 'int',
    SalesPersonCode: 'int',
    TrackingNumber: 'string',
    DataVersion: 'int',
    U_DBS_OrderType: 'string',
    U_DBS_PORTALKEY: 'string',
    U_DBS_PARTIALSUPPLY: 'string',
    U_DBS_EMAIL: 'string',
    U_AantalPackages: 'int',
  },
  {
    complex: { AddressExtension: addressExtension },
    collections: {
      DocumentLines: documentLine,
      DocumentAdditionalExpenses: additionalExpense,
      DocumentPackages: documentPackage,
    },
  },
);

// --- Business partners -----------------------------------------------------------------------------

/** A partner's contact person (OCPR); documents name one by InternalCode (ContactPersonCode). */
export const contactEmployee = structured(
  'ContactEmployee',
  'ComplexType',
  {
    CardCode: 'string',
    Name: 'string',
    Position: 'string',
    E_Mail: 'string',
    InternalCode: 'int',
    Active: YES_NO,
    FirstName: 'string',
    MiddleName: 'string',
    LastName: 'string',
  },
  { memberKey: ['InternalCode'] },
);

export const bpAddress = structured(
  'BPAddress',
  'ComplexType',
  {
    AddressName: 'string',
    AddressName2: 'string',
    AddressName3: 'string',
    Street: 'string',
    StreetNo: 'string',
    Block: 'string',
    BuildingFloorRoom: 'string',
    ZipCode: 'string',
    City: 'string',
    County: 'string',
    State: 'string',
    Country: 'string',
    AddressType: 'enum:BoAddressType',
    BPCode: 'string',
    RowNum: 'int',
    CreateDate: 'date',
  },
  // The identifier set a 2511 system needs to update a member in place (research §1.4, [S5] Q2).
  { memberKey: ['BPCode', 'AddressName', 'AddressType', 'RowNum'] },
);

export const businessPartner = structured(
  'BusinessPartner',
  'EntityType',
  {
    CardCode: 'string',
    CardName: 'string',
    CardType: 'enum:BoCardTypes',
    GroupCode: 'int',
    Currency: 'string',
    PriceListNum: 'int',
    DiscountPercent: 'double',
    VatGroup: 'string',
    ShippingType: 'int',
    LanguageCode: 'int',
    EmailAddress: 'string',
    Address: 'string',
    ZipCode: 'string',
    City: 'string',
    Country: 'string',
    Valid: YES_NO,
    Frozen: YES_NO,
    ShipToDefault: 'string',
    BilltoDefault: 'string',
    CreateDate: 'date',
    UpdateDate: 'date',
    UpdateTime: 'time',
    DataVersion: 'int',
    U_DBS_EXPORTKLANT: 'string',
    U_EIJFF_PORTAL_ADRESBOEK: 'string',
    U_EIJFF_PORTAL_ANDERLAND: 'string',
  },
  { collections: { BPAddresses: bpAddress, ContactEmployees: contactEmployee } },
);

// --- Items ----------------------------------------------------------------------------------------

const itemPrice = structured(
  'ItemPrice',
  'ComplexType',
  { PriceList: 'int', Price: 'double', Currency: 'string', BasePriceList: 'int', Factor: 'double' },
  { memberKey: ['PriceList'] },
);

const itemWarehouseInfo = structured(
  'ItemWarehouseInfo',
  'ComplexType',
  {
    ItemCode: 'string',
    WarehouseCode: 'string',
    InStock: 'double',
    Committed: 'double',
    Ordered: 'double',
    Locked: YES_NO,
  },
  { memberKey: ['WarehouseCode'] },
);

export const item = structured(
  'Item',
  'EntityType',
  {
    ItemCode: 'string',
    ItemName: 'string',
    ItemsGroupCode: 'int',
    SalesUnit: 'string',
    SalesVATGroup: 'string',
    SalesItem: YES_NO,
    InventoryItem: YES_NO,
    ManageBatchNumbers: YES_NO,
    Valid: YES_NO,
    Frozen: YES_NO,
    Picture: 'string',
    TreeType: 'enum:BoItemTreeTypes',
    QuantityOnStock: 'double',
    QuantityOrderedFromVendors: 'double',
    QuantityOrderedByCustomers: 'double',
    DefaultWarehouse: 'string',
    UpdateDate: 'date',
    UpdateTime: 'time',
    DataVersion: 'int',
    U_DBS_COLLECTIE: 'string',
    U_DBS_PATROON: 'double',
    U_DBS_VERSPRINGEND: 'string',
    U_DBS_STUKSCONTR: 'string',
    U_DBS_UITLOPEND: 'string',
    U_DBS_STAALCODE: 'string',
  },
  { collections: { ItemPrices: itemPrice, ItemWarehouseInfoCollection: itemWarehouseInfo } },
);

const productTreeLine = structured(
  'ProductTreeLine',
  'ComplexType',
  { ChildNum: 'int', ItemCode: 'string', ItemName: 'string', Quantity: 'double', ParentItem: 'string' },
  { memberKey: ['ChildNum'] },
);

export const productTree = structured(
  'ProductTree',
  'EntityType',
  { TreeCode: 'string', TreeType: 'enum:BoItemTreeTypes', Quantity: 'double' },
  { collections: { ProductTreeLines: productTreeLine } },
);

const specialPrice = structured('SpecialPrice', 'EntityType', {
  CardCode: 'string',
  ItemCode: 'string',
  PriceListNum: 'int',
  Price: 'double',
  Currency: 'string',
  DiscountPercent: 'double',
  Valid: YES_NO,
});

const batchNumberDetail = structured('BatchNumberDetail', 'EntityType', {
  DocEntry: 'int',
  ItemCode: 'string',
  ItemDescription: 'string',
  Batch: 'string',
  Status: 'enum:BatchDetailServiceStatusEnum',
  AdmissionDate: 'date',
});

// --- Incoming payments ----------------------------------------------------------------------------

const paymentInvoice = structured('PaymentInvoice', 'ComplexType', {
  LineNum: 'int',
  DocEntry: 'int',
  DocNum: 'int',
  SumApplied: 'double',
  AppliedFC: 'double',
  InvoiceType: 'enum:BoRcptInvTypes',
});
const paymentCheck = structured('PaymentCheck', 'ComplexType', { CheckSum: 'double', Currency: 'string' });
const paymentCreditCard = structured('PaymentCreditCard', 'ComplexType', {
  CreditSum: 'double',
  CreditCur: 'string',
});

const payment = structured(
  'Payment',
  'EntityType',
  {
    DocEntry: 'int',
    DocNum: 'int',
    DocType: 'enum:BoRcptTypes',
    DocDate: 'date',
    CardCode: 'string',
    CardName: 'string',
    DocCurrency: 'string',
    DocRate: 'double',
    CashSum: 'double',
    TransferSum: 'double',
    TransferDate: 'date',
    TransferAccount: 'string',
    TransferReference: 'string',
    Remarks: 'string',
    Cancelled: YES_NO,
    U_DBS_PORTALKEY: 'string',
  },
  {
    collections: {
      PaymentInvoices: paymentInvoice,
      PaymentChecks: paymentCheck,
      PaymentCreditCards: paymentCreditCard,
    },
  },
);

// --- Reference data -------------------------------------------------------------------------------

const vatGroupLine = structured('VatGroups_Line', 'ComplexType', {
  Effectivefrom: 'date',
  Rate: 'double',
  EqualizationTax: 'double',
});

const vatGroup = structured(
  'VatGroup',
  'EntityType',
  { Code: 'string', Name: 'string', Category: 'enum:BoVatCategoryEnum', Inactive: YES_NO },
  { collections: { VatGroups_Lines: vatGroupLine } },
);

const shippingType = structured('ShippingType', 'EntityType', {
  Code: 'int',
  Name: 'string',
  Website: 'string',
});
const itemGroups = structured('ItemGroups', 'EntityType', { Number: 'int', GroupName: 'string' });
const businessPartnerGroup = structured('BusinessPartnerGroup', 'EntityType', {
  Code: 'int',
  Name: 'string',
  Type: 'enum:BoBusinessPartnerGroupTypes',
});
const country = structured('Country', 'EntityType', { Code: 'string', Name: 'string' });
const warehouse = structured('Warehouse', 'EntityType', { WarehouseCode: 'string', WarehouseName: 'string' });
const priceList = structured('PriceList', 'EntityType', {
  PriceListNo: 'int',
  PriceListName: 'string',
  DefaultPrimeCurrency: 'string',
});

// --- The sets ---------------------------------------------------------------------------------------

/**
 * UserFieldsMD: the user-defined fields per SAP table (ORDR, RDR1, OCRD…), `Name` without SAP's `U_`. The
 * fake lists the `U_…` properties of its own schemas (user-fields.ts), so what it lists is what it accepts.
 */
const userFieldMD = structured('UserFieldMD', 'EntityType', {
  Name: 'string',
  Type: 'enum:BoFieldTypes',
  Size: 'int',
  Description: 'string',
  TableName: 'string',
  FieldID: 'int',
  EditSize: 'int',
});

const documentSet = (name: string): EntitySetSchema => ({
  name,
  type: document,
  key: ['DocEntry'],
  etag: true,
  readOnly: ['DocEntry', 'DocNum', 'CardCode', 'DocObjectCode', 'DataVersion'],
});

/**
 * Every set the fake serves. GoodsReturnRequest is the purchasing side (return to a vendor, research
 * §2): served empty so that an adapter posting a customer's return there fails as it would on SAP.
 */
export const ENTITY_SETS: readonly EntitySetSchema[] = [
  documentSet('Orders'),
  documentSet('DeliveryNotes'),
  documentSet('Invoices'),
  documentSet('CreditNotes'),
  documentSet('Returns'),
  documentSet('ReturnRequest'),
  documentSet('GoodsReturnRequest'),
  documentSet('PurchaseOrders'),
  {
    name: 'BusinessPartners',
    type: businessPartner,
    key: ['CardCode'],
    etag: true,
    readOnly: ['CardCode', 'DataVersion'],
  },
  { name: 'Items', type: item, key: ['ItemCode'], etag: true, readOnly: ['ItemCode', 'DataVersion'] },
  { name: 'ProductTrees', type: productTree, key: ['TreeCode'], etag: false },
  { name: 'SpecialPrices', type: specialPrice, key: ['ItemCode', 'CardCode'], etag: false },
  { name: 'BatchNumberDetails', type: batchNumberDetail, key: ['DocEntry'], etag: false },
  { name: 'IncomingPayments', type: payment, key: ['DocEntry'], etag: false },
  { name: 'VatGroups', type: vatGroup, key: ['Code'], etag: false },
  { name: 'ShippingTypes', type: shippingType, key: ['Code'], etag: false },
  { name: 'ItemGroups', type: itemGroups, key: ['Number'], etag: false },
  { name: 'BusinessPartnerGroups', type: businessPartnerGroup, key: ['Code'], etag: false },
  { name: 'Countries', type: country, key: ['Code'], etag: false },
  { name: 'Warehouses', type: warehouse, key: ['WarehouseCode'], etag: false },
  { name: 'PriceLists', type: priceList, key: ['PriceListNo'], etag: false },
  { name: 'UserFieldsMD', type: userFieldMD, key: ['TableName', 'FieldID'], etag: false },
];

const BY_NAME = new Map(ENTITY_SETS.map((set) => [set.name, set]));

export function entitySet(name: string): EntitySetSchema | undefined {
  return BY_NAME.get(name);
}

/** The sales document sets and their object type (BoObjectTypes), as the demo ERP's ObjType column. */
export const DOCUMENT_SETS = {
  Orders: { objType: 17, objectCode: 'oOrders', table: 'RDR' },
  DeliveryNotes: { objType: 15, objectCode: 'oDeliveryNotes', table: 'DLN' },
  Invoices: { objType: 13, objectCode: 'oInvoices', table: 'INV' },
  CreditNotes: { objType: 14, objectCode: 'oCreditNotes', table: 'RIN' },
  Returns: { objType: 16, objectCode: 'oReturns', table: 'RDN' },
  ReturnRequest: { objType: 234000031, objectCode: 'oReturnRequest', table: 'RRR' },
  GoodsReturnRequest: { objType: 234000032, objectCode: 'oGoodsReturnRequest', table: 'PRR' },
  PurchaseOrders: { objType: 22, objectCode: 'oPurchaseOrders', table: 'POR' },
} as const;

export type DocumentSetName = keyof typeof DOCUMENT_SETS;

export function isDocumentSet(name: string): name is DocumentSetName {
  return name in DOCUMENT_SETS;
}

export function documentSetOfObjType(objType: number): DocumentSetName | undefined {
  return (Object.keys(DOCUMENT_SETS) as DocumentSetName[]).find(
    (name) => DOCUMENT_SETS[name].objType === objType,
  );
}

/**
 * Enum members by their database code, which $filter accepts as well as the name: `CardType eq 'C'` is
 * `CardType eq 'cCustomer'` (research §1.3, [S1] §3.6.3). Only the enums the fake serves.
 */
export const ENUM_DB_CODES: Record<string, Record<string, string>> = {
  BoStatus: { O: 'bost_Open', C: 'bost_Close' },
  BoYesNoEnum: { Y: 'tYES', N: 'tNO' },
  BoCardTypes: { C: 'cCustomer', S: 'cSupplier', L: 'cLid' },
  BoAddressType: { S: 'bo_ShipTo', B: 'bo_BillTo' },
  BoItemTreeTypes: {
    N: 'iNotATree',
    A: 'iAssemblyTree',
    S: 'iSalesTree',
    P: 'iProductionTree',
    I: 'iIngredient',
  },
  BoBusinessPartnerGroupTypes: { C: 'bbpgt_CustomerGroup', S: 'bbpgt_VendorGroup' },
  CancelStatusEnum: { Y: 'csYes', N: 'csNo', C: 'csCancellation' },
  // CUFD.TypeID: A alphanumeric, M memo (text), N numeric (integer), D date, B units and totals (decimal).
  BoFieldTypes: { A: 'db_Alpha', M: 'db_Memo', N: 'db_Numeric', D: 'db_Date', B: 'db_Float' },
  BoDocumentTypes: { I: 'dDocument_Items', S: 'dDocument_Service' },
  BoRcptTypes: { C: 'rCustomer', S: 'rSupplier', A: 'rAccount' },
  BoRcptInvTypes: { '13': 'it_Invoice', '14': 'it_CredItnote' },
  BoVatCategoryEnum: { I: 'bovcInputTax', O: 'bovcOutputTax' },
  BatchDetailServiceStatusEnum: {
    '0': 'bdsStatus_Released',
    '1': 'bdsStatus_NotAccessible',
    '2': 'bdsStatus_Locked',
  },
  BoObjectTypes: Object.fromEntries(
    Object.values(DOCUMENT_SETS).map((set) => [String(set.objType), set.objectCode]),
  ) as Record<string, string>,
};

/** The member names of an enum the fake knows (the values of ENUM_DB_CODES). */
export function enumMembers(enumName: string): readonly string[] {
  return Object.values(ENUM_DB_CODES[enumName] ?? {});
}
