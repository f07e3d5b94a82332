import type { VatRounding } from '@selvedge/contracts';
import type {
  Address,
  ChangeSet,
  CreateReturnRequestInput,
  DeliveryWeek,
  ErpLanguage,
  Expense,
  ExpensesRequest,
  FeedName,
  FeedRows,
  Health,
  IncomingPaymentInput,
  ObsoleteStatus,
  Payment,
  PaymentsRequest,
  Pdf,
  PdfOptions,
  PlacedDocument,
  PlaceOrderInput,
  PriceQuote,
  PriceRequest,
  PullOptions,
  SalesDocumentKind,
  SaveShipToAddressInput,
  StockRequest,
  Watermark,
} from './erp.types.js';

/**
 * The one way the portal talks to the ERP (D35). Implemented by the demo ERP and the SAP Business One
 * adapter; both pass erp.contract.ts. Every method rejects with an ErpError only.
 *
 * Feeds keep the portal's read model fresh; everything a list or dashboard shows comes from there.
 * Live calls answer what only the ERP can know now; wrap the port in withResilience (resilience.ts)
 * so they time out, retry when safe and fail fast while the ERP is down (D36).
 */
export interface ErpPort {
  /**
   * How this ERP rounds a document's VAT (per line or per document, a company setting of the ERP). The
   * portal computes the totals a customer approves the same way, so the order's total in the ERP is
   * the approved total to the cent. A setting, not a call: it never fails and never waits.
   */
  readonly vatRounding: VatRounding;

  /**
   * What changed after `since` (null: everything), at most `limit` rows, oldest change first.
   * The same watermark gives the same page while nothing changes, so a sync can resume after a crash.
   * With `customerCode` (CustomerFeedName feeds) only that customer's rows come, still ordered by the
   * feed's own positions: a pull from the stored watermark then sees what the next full sync will see.
   */
  pullChanges<F extends FeedName>(
    feed: F,
    since: Watermark | null,
    limit: number,
    options?: PullOptions,
  ): Promise<ChangeSet<FeedRows[F]>>;

  /** The customer's net unit price for a quantity, and when it can be delivered. */
  getPrice(request: PriceRequest): Promise<PriceQuote>;
  /** Stock check (D29): direct, an ISO week, or incourant. */
  getDeliveryWeek(request: StockRequest): Promise<DeliveryWeek>;
  /** D27: whether an order line may stay on the order. */
  getObsoleteStatus(request: StockRequest): Promise<ObsoleteStatus>;
  /** Freight and handling for an order before it is approved (D28). */
  getExpenses(request: ExpensesRequest): Promise<Expense[]>;
  /** Idempotent by portalKey (D24): a second call with the same key answers the first order. */
  placeOrder(input: PlaceOrderInput): Promise<PlacedDocument>;
  /**
   * The customer's order placed with this portal key, or null when there is none. Tells the portal
   * whether an attempt whose answer was lost created the order, before it lets the customer withdraw it.
   */
  findOrder(portalKey: string, customerCode: string): Promise<PlacedDocument | null>;
  /** Idempotent by portalKey; lines get location RETOURVERK and status RELEASED (D30). */
  createReturnRequest(input: CreateReturnRequestInput): Promise<PlacedDocument>;
  /**
   * Adds or changes a ship-to address of the customer (the portal's address book). Idempotent: adding
   * the same name with the same content again answers the stored address.
   */
  saveShipToAddress(input: SaveShipToAddressInput): Promise<Address>;
  /** The document's PDF, named per D18. The caller checks the document belongs to the customer. */
  getDocumentPdf(
    kind: SalesDocumentKind,
    id: number,
    language: ErpLanguage,
    options?: PdfOptions,
  ): Promise<Pdf>;
  /**
   * The customer's incoming payments dated from `request.from` up to today, newest first (the statement
   * of account). A live call: the statement asks for it only when a customer opens one.
   */
  getPayments(request: PaymentsRequest): Promise<Payment[]>;
  /**
   * Posts an incoming payment (SAP: IncomingPayments with PaymentInvoices) settling whole open invoices
   * of the customer in one currency. Idempotent by portalKey: a second call with the same key answers
   * the first payment. Refused (rejected) when an invoice is not the customer's, not open for exactly
   * that amount, or in another currency.
   */
  postIncomingPayment(input: IncomingPaymentInput): Promise<PlacedDocument>;
  /** Answers even while the ERP is down (isUp false); never throws for an outage. */
  health(): Promise<Health>;
}

/** The live calls, by name: what resilience.ts wraps and the contract suite exercises. */
export type ErpLiveCall = Exclude<keyof ErpPort, 'pullChanges' | 'vatRounding'>;
