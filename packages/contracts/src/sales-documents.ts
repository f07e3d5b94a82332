import { z } from 'zod';
import { IntegerIdParam, IsoDate, UriReferenceText, UuidText } from './common.js';
import { NEWS_PICTURE_WIDTHS } from './news-pictures.js';

/**
 * The read-side lists and details of a customer (foundations 2, D17-D21). Every answer is scoped on the
 * server to the session's customer and, for export customers, the chosen ship-to (D2). Prices and amounts
 * are always in the answer; the SPA hides them when show-price is off (D12), so the API does not depend on it.
 */

/** Lists are 20 rows a page; only 20 is offered (foundations 9). */
export const LIST_PAGE_SIZE = 20;
/** The dashboard shows the latest 5 of each (D16). */
export const DASHBOARD_LATEST = 5;

export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Quick search over the visible text columns, applied on Enter (D17). */
  search: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const listPage = <Row extends z.ZodType>(row: Row) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** The ERP's sales document kinds, once: the API's tables and the SPA derive theirs from this list. */
export const DOCUMENT_KINDS = [
  'order',
  'delivery',
  'invoice',
  'creditNote',
  'return',
  'returnRequest',
] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** Invoices and credit notes share one list, one detail route and the open items (D19). */
export const InvoiceKind = DocumentKind.extract(['invoice', 'creditNote']);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

export const OrderType = z.enum(['B2B', 'SAMPLE']);
export type OrderType = z.infer<typeof OrderType>;

/**
 * What every document line shows of its item and quantity. A plain object the line schemas spread (see
 * ordering.ts, DraftAddressInput, for why not `.shape`).
 */
const lineItemFields = {
  itemCode: z.string(),
  description: z.string(),
  collection: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
};

/** What every line list shows of a document line (foundations 2 "Orders", 3 "Order line"). */
const LineBase = z.object({
  documentId: z.number().int(),
  lineNumber: z.number().int(),
  ...lineItemFields,
  /** The document's customer reference ("Reference header"). */
  reference: z.string().nullable(),
  /** The line's customer reference ("Commission"). */
  commission: z.string().nullable(),
  currency: z.string(),
  /** Net unit price after discount. */
  price: z.number(),
  lineTotal: z.number(),
  /** Dye lots, comma separated. */
  batch: z.string(),
  orderType: OrderType,
});

export const OrderLine = LineBase.extend({
  orderNumber: z.number().int(),
  orderDate: IsoDate,
  /** "Available": the expected delivery date of the line; null when unknown. */
  deliveryDate: IsoDate.nullable(),
  openQuantity: z.number(),
  status: z.enum(['open', 'closed']),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const DeliveryLine = LineBase.extend({
  deliveryNumber: z.number().int(),
  sentDate: IsoDate,
  /** The order the line was delivered from; null when the delivery was not copied from an order. */
  orderNumber: z.number().int().nullable(),
  orderDate: IsoDate.nullable(),
  /** The delivery's track-and-trace links, one per package; empty when the carrier gave none. */
  trackAndTrace: z.array(z.string()),
});
export type DeliveryLine = z.infer<typeof DeliveryLine>;

/** Sales invoices and credit notes in one list (D19); `kind` tells them apart. */
export const InvoiceLine = LineBase.extend({
  kind: InvoiceKind,
  invoiceNumber: z.number().int(),
  invoiceDate: IsoDate,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** Return requests (the portal's "returns"): status C = closed, anything else open (D20). */
export const ReturnLine = z.object({
  documentId: z.number().int(),
  lineNumber: z.number().int(),
  returnNumber: z.number().int(),
  ...lineItemFields,
  /** The line's reference text. */
  reference: z.string().nullable(),
  pickUpDate: IsoDate.nullable(),
  status: z.enum(['open', 'closed']),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

/** Open invoices and unsettled credit notes (foundations 2 "Open invoices"), newest first. */
export const OpenItem = z.object({
  kind: InvoiceKind,
  documentId: z.number().int(),
  documentNumber: z.number().int(),
  date: IsoDate,
  dueDate: IsoDate,
  /**
   * The ERP's own description ("Invoice 3000188 (Office 001-735)"), in the ERP's language: the SPA words
   * the line itself from kind, number and reference (D9) and keeps this for what quick search matches.
   */
  description: z.string(),
  /** The document's customer reference; null when it has none. */
  reference: z.string().nullable(),
  currency: z.string(),
  /** Negative for a credit note. */
  openAmount: z.number(),
  /** Days after the due date, today counted by the server; 0 when not yet due. */
  daysLate: z.number().int(),
});
export type OpenItem = z.infer<typeof OpenItem>;

/**
 * The orders the open items list offers besides its default, newest first: by due date, the one due
 * first (the most overdue) on top, or with a leading minus the one due last on top.
 */
export const OPEN_ITEM_SORTS = ['dueDate', '-dueDate'] as const;
export const OpenItemSort = z.enum(OPEN_ITEM_SORTS);
export type OpenItemSort = z.infer<typeof OpenItemSort>;

export const OpenItemQuery = ListQuery.extend({
  /** Absent: newest first (by document date). */
  sort: OpenItemSort.optional(),
});
export type OpenItemQuery = z.infer<typeof OpenItemQuery>;

/** What is open in one currency: the sum of the open amounts (credit notes count negative). */
export const OpenTotal = z.object({
  currency: z.string(),
  /** Summed in cents (ADR-014); 2 decimals, as every amount travels. */
  amount: z.number(),
});
export type OpenTotal = z.infer<typeof OpenTotal>;

export const OrderLinePage = listPage(OrderLine);
export const DeliveryLinePage = listPage(DeliveryLine);
export const InvoiceLinePage = listPage(InvoiceLine);
export const ReturnLinePage = listPage(ReturnLine);
/**
 * A page of open items with what is open in total per currency, over every open item the search
 * finds, not only the page's (the currencies in alphabetical order).
 */
// In two steps: the web build drops a schema no page uses only when each call is one it can see is pure
// (vite.config.ts, contractsWithoutSideEffects), and `listPage(…).extend(…)` is a method of a call's
// answer, which it cannot; a page that reads DOCUMENT_KINDS then fetched the whole of zod.
const OpenItemRows = listPage(OpenItem);
export const OpenItemPage = OpenItemRows.extend({ openTotals: z.array(OpenTotal) });
export interface OpenItemPage extends ListPage<OpenItem> {
  openTotals: OpenTotal[];
}

// A plain object both address schemas spread: the web build leaves out schemas only when none reads
// another's `.shape` (ordering.ts, DraftAddressInput).
const addressFields = {
  name: z.string(),
  street: z.string(),
  zipCode: z.string(),
  city: z.string(),
  country: z.string(),
};

export const DocumentAddress = z.object(addressFields);
export type DocumentAddress = z.infer<typeof DocumentAddress>;

export const DocumentDetailLine = z.object({
  lineNumber: z.number().int(),
  ...lineItemFields,
  price: z.number(),
  lineTotal: z.number(),
  openQuantity: z.number(),
  openAmount: z.number(),
  /** The line's customer reference (commission). */
  reference: z.string().nullable(),
  batch: z.string(),
  deliveryDate: IsoDate.nullable(),
  /** The item's picture, served by the portal; null when it has none. */
  imageUrl: UriReferenceText.nullable(),
  /** Return request lines: the customer's comment. */
  remark: z.string().nullable(),
});
export type DocumentDetailLine = z.infer<typeof DocumentDetailLine>;

/** The read-only detail of an order, delivery, invoice, credit note or return (foundations 2). */
export const DocumentDetail = z.object({
  kind: DocumentKind,
  id: z.number().int(),
  number: z.number().int(),
  date: IsoDate,
  dueDate: IsoDate.nullable(),
  reference: z.string().nullable(),
  customerCode: z.string(),
  customerName: z.string(),
  /** The customer's contact person named on the document; null when it names none. */
  contactPerson: z.string().nullable(),
  orderType: OrderType,
  status: z.enum(['open', 'closed']),
  currency: z.string(),
  billTo: DocumentAddress.nullable(),
  shipTo: DocumentAddress.nullable(),
  totals: z.object({ net: z.number(), vat: z.number(), gross: z.number() }),
  /** Order Total of open amounts (foundations 2 "Order detail"). */
  openTotal: z.number(),
  trackAndTrace: z.array(z.string()),
  packages: z.number().int().nullable(),
  /** BOM components are left out, as in the lists (D17). */
  lines: z.array(DocumentDetailLine),
});
export type DocumentDetail = z.infer<typeof DocumentDetail>;

export const DocumentIdParams = z.object({ id: IntegerIdParam });
export const InvoiceDetailQuery = z.object({ kind: InvoiceKind.default('invoice') });

/** GET /api/documents/:kind/:id/pdf: the PDF named per D18; itemCode names the file after a list line. */
export const PdfParams = z.object({
  kind: DocumentKind,
  id: IntegerIdParam,
});
export const PdfQuery = z.object({ itemCode: z.string().trim().max(50).optional() });

/**
 * A document on the dashboard (D16): each once, not one row per line, with how many lines the
 * lists show of it and its total (the SPA shows the total only when prices are shown, D12).
 */
export const DashboardDocument = z.object({
  kind: DocumentKind,
  documentId: z.number().int(),
  number: z.number().int(),
  date: IsoDate,
  reference: z.string().nullable(),
  /** The lines the lists show of it (BOM components left out, D17). */
  lineCount: z.number().int(),
  currency: z.string(),
  /** The document total including VAT. */
  total: z.number(),
});
export type DashboardDocument = z.infer<typeof DashboardDocument>;

/** An open item on the dashboard, with the number of lines of its invoice or credit note. */
export const DashboardOpenItem = OpenItem.extend({ lineCount: z.number().int() });
export type DashboardOpenItem = z.infer<typeof DashboardOpenItem>;

/** The customer's dashboard (D16): the latest 5 documents of each, newest first, each once. */
export const CustomerDashboard = z.object({
  latestOrders: z.array(DashboardDocument),
  latestDeliveries: z.array(DashboardDocument),
  latestOpenItems: z.array(DashboardOpenItem),
});
export type CustomerDashboard = z.infer<typeof CustomerDashboard>;

/** An ERP ship-to address a customer may scope the portal to (foundations 2, D2). */
export const ShipToAddress = z.object({ id: z.string(), ...addressFields });
export type ShipToAddress = z.infer<typeof ShipToAddress>;

export const ShipToChoice = z.object({
  addresses: z.array(ShipToAddress),
  /** The stored choice; null until the user picks one. */
  selectedId: z.string().nullable(),
});
export type ShipToChoice = z.infer<typeof ShipToChoice>;

export const ShipToSelection = z.strictObject({ addressId: z.string().trim().min(1).max(100) });
export type ShipToSelection = z.infer<typeof ShipToSelection>;

/** "Current information": a document the customer may see, opened in a new tab. */
export const CustomerDocument = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  /** The portal's file route for an upload or a demo file, else the document's external address. */
  url: UriReferenceText,
});
export type CustomerDocument = z.infer<typeof CustomerDocument>;
export const CustomerDocumentList = z.object({ documents: z.array(CustomerDocument) });

/** A news item on the dashboard, in the user's language (D16). */
export const NewsItem = z.object({
  id: UuidText,
  title: z.string(),
  subtitle: z.string().nullable(),
  text: z.string(),
  startDate: IsoDate,
  /** Primary first; only .jpg and .png. */
  images: z.array(z.object({ url: UriReferenceText, isPrimary: z.boolean() })),
});
export type NewsItem = z.infer<typeof NewsItem>;
export const NewsList = z.object({ news: z.array(NewsItem) });
/** The query of a news picture: one of its widths, or its original without one. */
export const NewsPictureQuery = z.object({
  width: z.coerce.number().pipe(z.literal(NEWS_PICTURE_WIDTHS)).optional(),
});
