/**
 * The portal's own vocabulary for what the ERP knows (architecture: "The ERP port and the read model").
 * No SAP names here: CardCode, DocEntry, U_ fields… are translated at each adapter's edge.
 *
 * Conventions of every type in this file:
 * - Dates are ISO calendar dates `YYYY-MM-DD` (IsoDate); instants are ISO timestamps (Timestamp).
 * - Amounts are in the document's or customer's currency, already rounded to cents (two decimals).
 *   Do arithmetic in integer cents through the money module of @selvedge/contracts (ADR-014):
 *   `centsFromAmount` reads an amount through its decimal text (never scaling the float) and throws
 *   on a third decimal; `lineTotalCents`, `vatCents`, `documentTotalsCents` round once, half away
 *   from zero; `amountFromCents` gives the 2-decimal number back. Never compute on the floats.
 * - Quantities carry at most three decimals (fabric by the metre, sample cuts of 0.3).
 * - Codes are strings even where the ERP uses integers (item groups 106/107, shipping types), so a
 *   second ERP never changes the portal's types.
 */

import { DOCUMENT_KINDS, type DocumentKind } from '@selvedge/contracts';

export type IsoDate = string;
export type Timestamp = string;
export type Money = number;
export type ErpLanguage = 'en' | 'nl' | 'de' | 'fr';
export type CurrencyCode = string;

// ---------------------------------------------------------------------------------------------------
// Business partners

export type AddressKind = 'billTo' | 'shipTo';

export interface Address {
  /** The ERP's address name, unique per customer and kind; a chosen ship-to is stored by it (D2). */
  id: string;
  kind: AddressKind;
  name: string;
  street: string;
  streetNo: string | null;
  zipCode: string;
  city: string;
  /** ISO 3166 alpha-2 (NL, BE, DE, FR, GB). */
  country: string;
  block: string | null;
}

export interface BusinessPartner {
  code: string;
  name: string;
  groupCode: string;
  currency: CurrencyCode;
  vatGroup: string | null;
  shippingTypeCode: string | null;
  language: ErpLanguage;
  email: string | null;
  /** Export customer: shipping type choice, partial supply, ship-to selection (ordering 1). */
  isExport: boolean;
  /** May store shipping addresses in the portal's address book. */
  hasAddressBook: boolean;
  /** May choose another country in the shipping address form. */
  isOtherCountry: boolean;
  billTo: Address | null;
  shipTo: Address[];
  defaultShipToId: string | null;
  isActive: boolean;
  updatedAt: Timestamp;
}

// ---------------------------------------------------------------------------------------------------
// Items, stock

/** Sample items: group 106 is a fixed 0.3 cut, group 107 a sample book of 1 to 5 (D26). */
export {
  SAMPLE_BOOK_GROUP_CODE as SAMPLE_BOOK_GROUP,
  SAMPLE_CUT_GROUP_CODE as SAMPLE_CUT_GROUP,
} from '@selvedge/contracts';

export interface SalesBomComponent {
  itemCode: string;
  /** Quantity of the component per one parent. */
  quantity: number;
}

export interface Item {
  code: string;
  name: string;
  collection: string | null;
  groupCode: string;
  /** Unit the item is sold in: 'roll', 'm', 'piece', 'book'. */
  salesUnit: string;
  /** Pattern repeat in centimetres; 0 means no pattern (D25). */
  patternRepeatCm: number;
  /** Staggered (offset) pattern: pattern type V instead of R (D25). */
  isStaggered: boolean;
  /** A pattern calculation is required before the line can be ordered (ordering 4 step 4). */
  isPatternRequired: boolean;
  vatGroup: string;
  imageUrl: string | null;
  /** Discontinued: sold while stock lasts, no replenishment (D27). */
  isDiscontinued: boolean;
  /** The item's sample, with the S prefix, or null when it has none. */
  sampleCode: string | null;
  /** A sales bill of materials: ordered as the parent, shipped as the components (D17). */
  salesBom: { components: SalesBomComponent[] } | null;
  isActive: boolean;
  updatedAt: Timestamp;
}

export interface WarehouseStock {
  warehouseCode: string;
  inStock: number;
  /** Reserved by open customer orders. */
  committed: number;
  /** Ordered from suppliers, not yet received. */
  ordered: number;
}

/** One dye lot of an item in a warehouse; lines of one order ship from the same lot when possible. */
export interface BatchStock {
  batchNumber: string;
  warehouseCode: string;
  quantity: number;
}

export interface ExpectedSupply {
  /** The purchase order's number, as the ERP shows it. */
  reference: string;
  dueDate: IsoDate;
  quantity: number;
}

export interface StockLevel {
  itemCode: string;
  warehouses: WarehouseStock[];
  batches: BatchStock[];
  /** Open purchase order lines, earliest first. */
  expectedSupply: ExpectedSupply[];
  /** In stock less committed, over all warehouses. */
  available: number;
  updatedAt: Timestamp;
}

// ---------------------------------------------------------------------------------------------------
// Sales documents

/** The kinds of sales document: the contracts' one list of them. */
export type SalesDocumentKind = DocumentKind;
export const SALES_DOCUMENT_KINDS: readonly SalesDocumentKind[] = DOCUMENT_KINDS;

export type DocumentStatus = 'open' | 'closed' | 'cancelled';
export type OrderType = 'B2B' | 'SAMPLE';

/** How a line relates to a sales bill of materials; list screens show parents, hide components (D17). */
export type BomRole = 'none' | 'parent' | 'component';

export interface DocumentRef {
  kind: SalesDocumentKind;
  id: number;
}

export interface DocumentLineRef extends DocumentRef {
  lineNumber: number;
}

export interface DocumentAddress {
  /** The customer's address id (ship-to name), when the address came from the address list. */
  id: string | null;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface Totals {
  net: Money;
  vat: Money;
  gross: Money;
}

export interface SalesDocumentLine {
  lineNumber: number;
  itemCode: string;
  description: string;
  collection: string | null;
  quantity: number;
  unit: string;
  /** Price before the line discount. */
  unitPrice: Money;
  discountPercent: number;
  /** Price after the line discount. */
  price: Money;
  lineTotal: Money;
  vatGroup: string;
  vatPercent: number;
  batchNumbers: string[];
  deliveryDate: IsoDate | null;
  /** Quantity not yet delivered (orders) or not yet invoiced/returned; 0 on closed lines. */
  openQuantity: number;
  openAmount: Money;
  /** The customer's line reference (commission). */
  reference: string | null;
  bomRole: BomRole;
  /** The order line a delivery line came from, the delivery line an invoice line came from… */
  base: DocumentLineRef | null;
  /** Return request lines: the customer's comment. */
  remark: string | null;
}

export interface SalesDocument {
  kind: SalesDocumentKind;
  /** The ERP's internal key; unique together with kind. */
  id: number;
  /** The number users see (order number, invoice number…). */
  number: number;
  customerCode: string;
  customerName: string;
  orderType: OrderType;
  date: IsoDate;
  /** Due date (invoices), requested delivery date (orders), pick-up date (return requests). */
  dueDate: IsoDate | null;
  /** The customer's reference for the whole document. */
  reference: string | null;
  /** The customer's contact person on the document, by name; null when the document names none. */
  contactPerson: string | null;
  status: DocumentStatus;
  currency: CurrencyCode;
  billTo: DocumentAddress | null;
  shipTo: DocumentAddress | null;
  totals: Totals;
  /** Invoices and credit notes: what has been paid (or settled) so far. */
  paidToDate: Money;
  /** Deliveries: one link per package; empty when the carrier gave none. */
  trackAndTrace: string[];
  /** Return requests: number of packages to pick up. */
  packages: number | null;
  /** The documents this one was copied from (an invoice's deliveries, a delivery's orders). */
  baseDocuments: DocumentRef[];
  /** Orders placed through the portal carry its idempotency key. */
  portalKey: string | null;
  lines: SalesDocumentLine[];
  updatedAt: Timestamp;
}

/** Stable string id of a sales document (feeds' deleted ids, caches). */
export function salesDocumentKey(kind: SalesDocumentKind, id: number): string {
  return `${kind}:${id}`;
}

/** An open invoice or an unsettled credit note (foundations: outstanding invoices). */
export interface OpenItem {
  /** salesDocumentKey of the document. */
  id: string;
  document: DocumentRef;
  documentNumber: number;
  customerCode: string;
  description: string;
  date: IsoDate;
  dueDate: IsoDate;
  currency: CurrencyCode;
  total: Money;
  /** Negative for a credit note. */
  openAmount: Money;
  updatedAt: Timestamp;
}

// ---------------------------------------------------------------------------------------------------
// Reference data

export interface ItemGroup {
  code: string;
  name: string;
}

export interface CustomerGroup {
  code: string;
  name: string;
}

export interface ShippingType {
  code: string;
  name: string;
  /** The label shown on the website (ordering: placeholder Standard forwarder). */
  websiteLabel: string | null;
}

export interface VatGroup {
  code: string;
  name: string;
  rate: number;
}

export interface Country {
  code: string;
  name: string;
}

export type ReferenceDataRow =
  | { type: 'itemGroup'; value: ItemGroup }
  | { type: 'customerGroup'; value: CustomerGroup }
  | { type: 'shippingType'; value: ShippingType }
  | { type: 'vatGroup'; value: VatGroup }
  | { type: 'country'; value: Country };

export type ReferenceDataType = ReferenceDataRow['type'];

/** Stable string id of a reference data row: `vatGroup:V21`. */
export function referenceDataKey(type: ReferenceDataType, code: string): string {
  return `${type}:${code}`;
}

// ---------------------------------------------------------------------------------------------------
// Feeds

/** Opaque position in a feed; `null` means from the beginning. Store it as the adapter returned it. */
export type Watermark = string;

export interface FeedRows {
  businessPartners: BusinessPartner;
  items: Item;
  stock: StockLevel;
  salesDocuments: SalesDocument;
  openItems: OpenItem;
  referenceData: ReferenceDataRow;
}

export type FeedName = keyof FeedRows;

/** The feeds that can be narrowed to one customer (a sync of one customer after an order or return). */
export type CustomerFeedName = 'businessPartners' | 'salesDocuments' | 'openItems';
export const CUSTOMER_FEED_NAMES: readonly CustomerFeedName[] = [
  'businessPartners',
  'salesDocuments',
  'openItems',
];

export interface PullOptions {
  /** Only the rows of this customer (CustomerFeedName feeds only); the watermark keeps its meaning. */
  customerCode?: string;
}
export const FEED_NAMES: readonly FeedName[] = [
  'businessPartners',
  'items',
  'stock',
  'salesDocuments',
  'openItems',
  'referenceData',
];

/**
 * One page of a feed. Rows are the current state of what changed after `since`; deletedIds name what
 * disappeared (a paid invoice leaves openItems). Ids: customer code, item code, salesDocumentKey,
 * OpenItem.id, referenceDataKey. Pull again from nextWatermark while hasMore.
 */
export interface ChangeSet<Row> {
  rows: Row[];
  deletedIds: string[];
  nextWatermark: Watermark | null;
  hasMore: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Live calls

export interface PriceRequest {
  customerCode: string;
  itemCode: string;
  quantity: number;
  /** Price date; today when absent. */
  date?: IsoDate;
}

export interface PriceQuote {
  itemCode: string;
  currency: CurrencyCode;
  /** The customer's net unit price: list price less discount, rounded to cents. */
  unitPrice: Money;
  listPrice: Money;
  discountPercent: number;
  /** Expected delivery date for this quantity; null when the item will not come back. */
  deliveryDate: IsoDate | null;
}

export interface StockRequest {
  itemCode: string;
  quantity: number;
}

/** D21: Direct and Incourant get their own labels; anything else is an ISO week. */
export type DeliveryWeek =
  | { kind: 'direct' }
  | { kind: 'week'; isoYear: number; week: number }
  | { kind: 'incourant' };

/** ErpPort.getPayments: the customer's incoming payments dated `from` up to today. */
export interface PaymentsRequest {
  customerCode: string;
  from: IsoDate;
}

/** What one payment settled of one document, in that document's currency. */
export interface PaymentApplication {
  document: DocumentRef;
  documentNumber: number;
  amount: Money;
}

/**
 * An incoming payment of a customer (SAP: IncomingPayments), in its own currency: the sum of its means
 * (cash, transfer, cheques, cards). Cancelled payments are not listed.
 */
export interface Payment {
  id: number;
  number: number;
  customerCode: string;
  date: IsoDate;
  currency: CurrencyCode;
  amount: Money;
  /** The invoices (and credit notes) it settled; empty for a payment on account. */
  appliedTo: PaymentApplication[];
}

/** D27 / ordering 4 step 5. */
export type ObsoleteStatus = 'notObsolete' | 'obsoleteWithStock' | 'obsoleteWithoutStock';

export interface OrderLineInput {
  itemCode: string;
  quantity: number;
  /** The customer's line reference (commission). */
  reference?: string | null;
  /** The dye lot (batch) the buyer asks for, as delivered before; the ERP's planner picks it if it can. */
  requestedBatch?: string | null;
}

export interface ExpensesRequest {
  customerCode: string;
  orderType: OrderType;
  shippingTypeCode?: string | null;
  /** Country of the ship-to address. */
  country?: string | null;
  currency?: CurrencyCode;
  lines: OrderLineInput[];
}

/** What an expense is for, whatever code the ERP keeps it under: the portal names it in the reader's words. */
export type ExpenseKind = 'freight' | 'handling' | 'expressSurcharge';

export interface Expense {
  code: string;
  /** The ERP's own name: shown only when the kind is unknown. */
  name: string;
  /** Absent when the ERP's expense is none of the portal's kinds. */
  kind?: ExpenseKind;
  amount: Money;
  vatGroup: string;
  vatRate: number;
}

/**
 * An expense the customer approved with the order (D28): one of getExpenses' answers, in the order's
 * currency. The ERP posts it as an additional expense of the order under its code.
 */
export interface ApprovedExpense {
  code: string;
  amount: Money;
  /** The VAT group getExpenses named; the ERP's own choice when absent. */
  vatGroup?: string | null;
}

/** A ship-to: one of the customer's addresses by id, or an address typed for this order. */
export type ShipToInput = { addressId: string } | { address: Omit<DocumentAddress, 'id'> };

export interface PlaceOrderInput {
  /** The portal's idempotency key (one per draft, D24): the same key never makes a second order. */
  portalKey: string;
  customerCode: string;
  orderType: OrderType;
  reference: string;
  shipTo: ShipToInput;
  shippingTypeCode?: string | null;
  /** Export customers may allow partial deliveries. */
  partialSupply?: boolean;
  email?: string | null;
  language: ErpLanguage;
  /** Requested delivery date; the ERP plans when absent. */
  requestedDate?: IsoDate | null;
  lines: OrderLineInput[];
  /** D28: freight and handling as approved; the order carries them, so its total is the approved one. */
  expenses?: readonly ApprovedExpense[];
  /**
   * The totals the customer approved (lines and expenses, VAT by the port's vatRounding), in the
   * order's currency: an adapter compares its document with them and says so when they differ.
   */
  approvedTotals?: Totals | null;
}

export interface PlacedDocument {
  docEntry: number;
  documentNumber: number;
}

export interface ReturnLineInput {
  itemCode: string;
  quantity: number;
  /** Commission, or null (sent as 0 to the ERP). */
  reference?: string | null;
  /** The customer's comment (required by the screen). */
  remark: string;
  /** The delivery line the goods came from, when chosen from the delivered lines (D30). */
  base?: DocumentLineRef | null;
}

export interface CreateReturnRequestInput {
  portalKey: string;
  customerCode: string;
  pickUpDate: IsoDate;
  /** 1 to 10 (D30). */
  packages: number;
  lines: ReturnLineInput[];
}

/** One invoice an incoming payment settles, in full: its open amount in its own currency. */
export interface IncomingPaymentInvoice {
  /** The invoice's DocEntry (DocumentRef id of kind invoice). */
  id: number;
  amount: Money;
}

/**
 * ErpPort.postIncomingPayment: a bank transfer the customer paid online (the portal's payment provider),
 * settling whole invoices of the customer in one currency. Idempotent by portalKey, as orders are (D24).
 */
export interface IncomingPaymentInput {
  portalKey: string;
  customerCode: string;
  currency: CurrencyCode;
  /** The sum of the invoices' amounts: what the provider received. */
  amount: Money;
  /** The provider's payment id (Mollie tr_…), kept by the ERP as the payment's reference. */
  reference: string;
  invoices: readonly IncomingPaymentInvoice[];
}

export interface SaveShipToAddressInput {
  customerCode: string;
  /** The existing address to change (its id, the ERP's AddressName); absent or null: add a new one. */
  id?: string | null;
  /** The address name; it is the address's id in the ERP (unique per customer among its ship-tos). */
  name: string;
  street: string;
  zipCode: string;
  city: string;
  /** ISO 3166 alpha-2 */
  country: string;
}

export interface Pdf {
  fileName: string;
  bytes: Uint8Array;
}

export interface PdfOptions {
  /** Names the file after the list line it was asked from (D18). */
  itemCode?: string;
}

export interface Health {
  isUp: boolean;
  latencyMs: number;
  detail?: string;
}
