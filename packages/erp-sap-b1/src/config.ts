import { SAMPLE_VAT_PERCENT, VAT_ROUNDINGS, type VatRounding } from '@selvedge/contracts';
import type { ErpLanguage, SalesDocumentKind } from '@selvedge/erp';
import { isTimeZone } from './time-zone.js';

/**
 * The adapter's settings. SAP Business One leaves much to each installation: the names of the
 * user-defined fields, the price list, the freight rules, the print layouts. Every default matches the
 * demo ERP's data (docs/erp-demo.md), so an installation that copied the demo's names needs only the
 * connection settings.
 */

/** The user-defined fields the portal reads and writes, by their role; the value is the customer's name. */
export interface SapB1FieldNames {
  // Document header (Orders, ReturnRequest …)
  /** The portal's idempotency key (D24); required: without it an order could be placed twice. */
  portalKey: string;
  /** B2B or SAMPLE (D26). */
  orderType: string | null;
  /** Y/N: the export customer allows partial deliveries. */
  partialSupply: string | null;
  /** The e-mail address for the order confirmation. */
  orderEmail: string | null;
  /** Return requests: number of packages to pick up (D30). */
  packages: string | null;
  // Document line
  /** The customer's line reference (commission). */
  lineReference: string | null;
  /** Order lines: the dye lot (batch) the customer asked for, for the planner who allocates the batch. */
  requestedBatch: string | null;
  /** Return request lines: the customer's remark. */
  returnRemark: string | null;
  /** Produmex storage location of a return line (RETOURVERK, D30). */
  storageLocation: string | null;
  /** Produmex quality status of a return line (RELEASED, D30). */
  qualityStatus: string | null;
  // Document package
  /** The carrier's track-and-trace link of a package. */
  trackingUrl: string | null;
  // Business partner
  exportCustomer: string | null;
  addressBook: string | null;
  otherCountry: string | null;
  // Item
  collection: string | null;
  /** Pattern repeat in centimetres (D25). */
  patternRepeat: string | null;
  staggered: string | null;
  patternRequired: string | null;
  /** Y: discontinued, sold while stock lasts (D27). */
  discontinued: string | null;
  sampleCode: string | null;
}

export const DEFAULT_FIELD_NAMES: SapB1FieldNames = {
  portalKey: 'U_DBS_PORTALKEY',
  orderType: 'U_DBS_OrderType',
  partialSupply: 'U_DBS_PARTIALSUPPLY',
  orderEmail: 'U_DBS_EMAIL',
  packages: 'U_AantalPackages',
  lineReference: 'U_DBS_CUSTREF',
  requestedBatch: 'U_DBS_BATCH',
  returnRemark: 'U_DBS_RETURNREMARK',
  storageLocation: 'U_PMX_LOCO',
  qualityStatus: 'U_PMX_QYSC',
  trackingUrl: 'U_DBS_TRACKURL',
  exportCustomer: 'U_DBS_EXPORTKLANT',
  addressBook: 'U_EIJFF_PORTAL_ADRESBOEK',
  otherCountry: 'U_EIJFF_PORTAL_ANDERLAND',
  collection: 'U_DBS_COLLECTIE',
  patternRepeat: 'U_DBS_PATROON',
  staggered: 'U_DBS_VERSPRINGEND',
  patternRequired: 'U_DBS_STUKSCONTR',
  discontinued: 'U_DBS_UITLOPEND',
  sampleCode: 'U_DBS_STAALCODE',
};

/** The six sales document headers and their lines (Orders … ReturnRequest), as SAP's tables. */
const HEADER_TABLES = ['ORDR', 'ODLN', 'OINV', 'ORIN', 'ORDN', 'ORRR'] as const;
const LINE_TABLES = ['RDR1', 'DLN1', 'INV1', 'RIN1', 'RDN1', 'RRR1'] as const;
const ON_CUSTOMERS = { tables: ['OCRD'], use: 'read on customers' } as const;
const ON_ITEMS = { tables: ['OITM'], use: 'read on items' } as const;

/**
 * Where each role's field must exist, as SAP's tables (UserFieldsMD's TableName), and what the portal does
 * with it there: `npm run erp:check` looks every configured field up on each of its tables, and the guide's
 * table (docs/connect-sap-b1.md, 2.6) says the same. A field read through `$select` on every sales document
 * (portalKey, orderType, packages) must exist on all six headers, or the documents feed fails; a field only
 * written (partialSupply, orderEmail) fails every order that carries it.
 */
export const FIELD_TABLES: Record<keyof SapB1FieldNames, { tables: readonly string[]; use: string }> = {
  portalKey: {
    tables: HEADER_TABLES,
    use: 'written on orders and return requests, read on every sales document',
  },
  orderType: { tables: HEADER_TABLES, use: 'written on orders, read on every sales document' },
  partialSupply: { tables: ['ORDR'], use: 'written on orders' },
  orderEmail: { tables: ['ORDR'], use: 'written on orders' },
  packages: { tables: HEADER_TABLES, use: 'written on return requests, read on every sales document' },
  lineReference: {
    tables: LINE_TABLES,
    use: 'written on order and return request lines, read on every document line',
  },
  requestedBatch: { tables: ['RDR1'], use: 'written on order lines' },
  returnRemark: { tables: ['RRR1'], use: 'written on return request lines and read back' },
  storageLocation: { tables: ['RRR1'], use: 'written on return request lines' },
  qualityStatus: { tables: ['RRR1'], use: 'written on return request lines' },
  trackingUrl: { tables: ['DLN7'], use: "read on deliveries' packages" },
  exportCustomer: ON_CUSTOMERS,
  addressBook: ON_CUSTOMERS,
  otherCountry: ON_CUSTOMERS,
  collection: ON_ITEMS,
  patternRepeat: ON_ITEMS,
  staggered: ON_ITEMS,
  patternRequired: ON_ITEMS,
  discontinued: ON_ITEMS,
  sampleCode: ON_ITEMS,
};

/** Roles whose field must be numeric: the portal writes or computes with a number. */
export const NUMERIC_FIELDS: readonly (keyof SapB1FieldNames)[] = ['packages', 'patternRepeat'];

/** A freight tariff in one currency: free from an order value, else a fixed charge (D28). */
export interface FreightTariff {
  freeFrom: number;
  freight: number;
}

/**
 * D28: SAP Business One adds freight to a document but does not decide it; the old portal's middleware
 * did. The adapter applies these rules (the demo ERP's, documented in docs/erp-demo.md).
 */
export interface SapB1ExpenseRules {
  /** Per currency; a currency not listed uses EUR's. */
  tariffs: Record<string, { domestic: FreightTariff; abroad: FreightTariff }>;
  /** Ship-to countries with the domestic tariff. */
  domesticCountries: string[];
  sampleHandling: number;
  expressSurcharge: number;
  /** Shipping type (ShippingTypes.Code) of express delivery: surcharge on top of freight. */
  expressShippingType: string;
  /** Shipping type of collection at the warehouse: no freight. */
  pickUpShippingType: string;
  /** AdditionalExpenses.ExpensCode and the name the portal shows, per charge. */
  freight: { code: string; name: string };
  handling: { code: string; name: string };
  express: { code: string; name: string };
}

export const DEFAULT_EXPENSE_RULES: SapB1ExpenseRules = {
  tariffs: {
    EUR: { domestic: { freeFrom: 250, freight: 17.5 }, abroad: { freeFrom: 500, freight: 45 } },
    GBP: { domestic: { freeFrom: 220, freight: 15 }, abroad: { freeFrom: 450, freight: 39 } },
  },
  domesticCountries: ['NL', 'BE', 'LU', 'DE', 'FR'],
  sampleHandling: 7.5,
  expressSurcharge: 25,
  expressShippingType: '4',
  pickUpShippingType: '3',
  freight: { code: '1', name: 'Freight' },
  handling: { code: '2', name: 'Handling' },
  express: { code: '3', name: 'Express surcharge' },
};

export interface SapB1PdfConfig {
  /** The API Gateway's address, e.g. https://sap.example.com:60000 (the adapter adds /login, /rs/v1/…). */
  gatewayUrl: string;
  /** Crystal layout code (Print Layout Designer's "Layout ID") per document kind, e.g. RDR20001. */
  layouts: Partial<Record<SalesDocumentKind, string>>;
}

export interface SapB1Config {
  /** e.g. https://sap.example.com:50000 — the adapter adds /b1s/v1 or /b1s/v2. */
  serviceLayerUrl: string;
  version: 'v1' | 'v2';
  companyDb: string;
  userName: string;
  password: string;
  /** Accept a self-signed certificate (test systems only). Default false. */
  allowSelfSignedCertificate?: boolean;
  /** Sessions kept (default 2) and calls in flight towards the Service Layer (default 8). */
  sessionPoolSize?: number;
  maxConcurrentCalls?: number;
  /** The customer's names of the user-defined fields; null leaves a field out (neither read nor written). */
  fields?: Partial<SapB1FieldNames>;
  /** API Gateway for PDFs; null or absent: getDocumentPdf answers "PDF unavailable" (D18). */
  pdf?: SapB1PdfConfig | null;
  /** Rows per Service Layer page (Prefer: odata.maxpagesize). Default 100. */
  pageSize?: number;
  /**
   * A guard against a socket that never answers, per HTTP request. The port's withResilience sets the
   * time-outs callers wait for; this only frees the connection. Default 60 s.
   */
  requestTimeoutMs?: number;
  /**
   * How long a login may take (a real Service Layer: 3-8 s). A call that needs a session waits for it
   * outside the live calls' own time-out, so the first call after a session expired does not fail while
   * SAP logs in. Default 15 s.
   */
  loginTimeoutMs?: number;
  /**
   * The IANA time zone of the company's SAP server ("Europe/Amsterdam"): SAP keeps UpdateDate/UpdateTime
   * as its wall-clock time. Default UTC: what the portal assumed before the setting, and the zone the fake
   * Service Layer and the demo data keep; a Dutch installation sets "Europe/Amsterdam".
   */
  timeZone?: string;
  /** Also treat 403 as an expired session (one public report of a load balancer doing so). Default false. */
  reloginOn403?: boolean;
  /** Business partner LanguageCode (BoSuppLangs) → portal language. Default: 3/8 en, 16 nl, 9 de, 22 fr. */
  languages?: Record<number, ErpLanguage>;
  /** A customer without a price list (PriceListNum) uses this one. Default 1. */
  defaultPriceList?: number;
  /**
   * The warehouses whose stock the portal sells from (stock feed, delivery week). Default: every warehouse
   * of the item (the demo: 01 main, 02 fabrics); an installation with a returns or quarantine warehouse
   * lists the others here.
   */
  stockWarehouses?: string[] | null;
  /**
   * The SqlCode of the stored SQL query (SQLQueries) that lists stock per batch and warehouse (OBTQ with
   * OBTN's batch number; docs/connect-sap-b1.md, 2.8). The Service Layer has no entity with it. Default
   * null: no batch stock, and a reorder says the stock of the batch is not known.
   */
  batchStockQuery?: string | null;
  /** D26: the VAT group of sample order lines (21 %). Default V21. */
  sampleVatGroup?: string;
  /** D30: fixed values of return request lines. */
  returnStorageLocation?: string;
  returnQualityStatus?: string;
  /** D28 freight and handling. */
  expenses?: Partial<SapB1ExpenseRules>;
  /**
   * How the company's SAP rounds a document's VAT: per line ("line", SAP's default) or per document
   * ("document"). The portal's approved totals follow it, so SAP's order total equals them.
   */
  vatRounding?: VatRounding;
  /** The longest street the installation keeps in BPAddresses (the demo: 40). */
  maxStreetLength?: number;
  /**
   * Document sets whose changes tell the stock feed which items' stock or supply moved (beside the items'
   * own UpdateDate). Default PurchaseOrders, Orders, DeliveryNotes, Returns; an installation may add
   * PurchaseDeliveryNotes, InventoryGenEntries, InventoryGenExits, StockTransfers.
   */
  stockDocumentSets?: string[];
  /**
   * The G/L account (TransferAccount) of the online payments' bank transfers: the payment provider's
   * clearing account (docs/connect-sap-b1.md). Null or absent: postIncomingPayment is refused.
   */
  incomingPaymentAccount?: string | null;
}

/** The configuration with every default filled in: what the modules read. */
export interface ResolvedConfig {
  serviceRoot: string;
  version: 'v1' | 'v2';
  companyDb: string;
  userName: string;
  password: string;
  allowSelfSignedCertificate: boolean;
  sessionPoolSize: number;
  maxConcurrentCalls: number;
  fields: SapB1FieldNames;
  pdf: SapB1PdfConfig | null;
  pageSize: number;
  requestTimeoutMs: number;
  loginTimeoutMs: number;
  timeZone: string;
  reloginOn403: boolean;
  languages: Record<number, ErpLanguage>;
  defaultPriceList: number;
  stockWarehouses: string[] | null;
  batchStockQuery: string | null;
  sampleVatGroup: string;
  sampleVatPercent: number;
  returnStorageLocation: string;
  returnQualityStatus: string;
  expenses: SapB1ExpenseRules;
  vatRounding: VatRounding;
  maxStreetLength: number;
  stockDocumentSets: string[];
  incomingPaymentAccount: string | null;
}

export const DEFAULT_LANGUAGES: Record<number, ErpLanguage> = {
  3: 'en',
  8: 'en',
  16: 'nl',
  9: 'de',
  22: 'fr',
};

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < 1)
    throw new Error(`SAP B1 config: ${name} must be a positive integer`);
  return result;
}

function vatRoundingOf(value: VatRounding | undefined): VatRounding {
  if (value === undefined) return 'line';
  if (!VAT_ROUNDINGS.includes(value))
    throw new Error(`SAP B1 config: vatRounding must be "line" or "document", not ${JSON.stringify(value)}`);
  return value;
}

function timeZoneOf(value: string | undefined): string {
  const zone = value ?? 'UTC';
  if (!isTimeZone(zone))
    throw new Error(
      `SAP B1 config: timeZone must be an IANA time zone such as "Europe/Amsterdam", not ${JSON.stringify(value)}`,
    );
  return zone;
}

/** Fills defaults and checks what would otherwise fail later with a less clear message. */
export function resolveConfig(config: SapB1Config): ResolvedConfig {
  const missing = (['serviceLayerUrl', 'companyDb', 'userName', 'password'] as const).filter(
    (key) => typeof config[key] !== 'string' || config[key].trim() === '',
  );
  if (missing.length > 0) throw new Error(`SAP B1 config: missing ${missing.join(', ')}`);
  if (config.version !== 'v1' && config.version !== 'v2')
    throw new Error(`SAP B1 config: version must be v1 or v2, not ${String(config.version)}`);
  const base = new URL(config.serviceLayerUrl);
  // Accept the URL with or without /b1s/vN: the version setting decides.
  const path = base.pathname.replace(/\/+$/, '').replace(/\/b1s(\/v\d)?$/, '');
  const fields = { ...DEFAULT_FIELD_NAMES, ...config.fields };
  if (!fields.portalKey) throw new Error('SAP B1 config: fields.portalKey is required (D24)');
  return {
    serviceRoot: `${base.origin}${path}/b1s/${config.version}`,
    version: config.version,
    companyDb: config.companyDb,
    userName: config.userName,
    password: config.password,
    allowSelfSignedCertificate: config.allowSelfSignedCertificate ?? false,
    sessionPoolSize: positiveInteger(config.sessionPoolSize, 2, 'sessionPoolSize'),
    maxConcurrentCalls: positiveInteger(config.maxConcurrentCalls, 8, 'maxConcurrentCalls'),
    fields,
    pdf: config.pdf ?? null,
    pageSize: positiveInteger(config.pageSize, 100, 'pageSize'),
    requestTimeoutMs: positiveInteger(config.requestTimeoutMs, 60_000, 'requestTimeoutMs'),
    loginTimeoutMs: positiveInteger(config.loginTimeoutMs, 15_000, 'loginTimeoutMs'),
    timeZone: timeZoneOf(config.timeZone),
    reloginOn403: config.reloginOn403 ?? false,
    languages: config.languages ?? DEFAULT_LANGUAGES,
    defaultPriceList: config.defaultPriceList ?? 1,
    stockWarehouses: config.stockWarehouses?.length ? config.stockWarehouses : null,
    batchStockQuery: config.batchStockQuery?.trim() || null,
    incomingPaymentAccount: config.incomingPaymentAccount?.trim() || null,
    sampleVatGroup: config.sampleVatGroup ?? 'V21',
    sampleVatPercent: SAMPLE_VAT_PERCENT,
    returnStorageLocation: config.returnStorageLocation ?? 'RETOURVERK',
    returnQualityStatus: config.returnQualityStatus ?? 'RELEASED',
    expenses: { ...DEFAULT_EXPENSE_RULES, ...config.expenses },
    vatRounding: vatRoundingOf(config.vatRounding),
    maxStreetLength: positiveInteger(config.maxStreetLength, 40, 'maxStreetLength'),
    stockDocumentSets: config.stockDocumentSets ?? ['PurchaseOrders', 'Orders', 'DeliveryNotes', 'Returns'],
  };
}
