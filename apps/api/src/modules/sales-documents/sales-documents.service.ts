import {
  amountFromCents,
  centsFromAmount,
  centsFromDecimal,
  type DeliveryLine,
  type DocumentAddress,
  type DocumentDetail,
  type InvoiceLine,
  LIST_PAGE_SIZE,
  type ListPage,
  type ListQuery,
  type OpenItem,
  type OpenItemPage,
  type OpenItemQuery,
  type OrderLine,
  type ReturnLine,
  sumCents,
} from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext, CustomerScope } from '../../shared/context.js';
import { daysBetween, todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import { findItemImages } from '../catalog/index.js';
import {
  countShownLines,
  type DocumentKind,
  findLatestDocuments,
  type LatestDocumentRow,
} from './latest-documents.repository.js';
import { type LabelColumn, labelMatches } from './list-search.js';
import {
  existingDocumentIds,
  findAllOpenItems,
  findDocumentLines,
  findHeaders,
  findLatestOpenItems,
  findLinePage,
  findOpenItemPage,
  findScopedDocument,
  type LineKind,
  type ListLineRow,
  type PageRequest,
  type SalesDocumentKind,
  scopedDocumentIds,
} from './sales-documents.repository.js';
import type { OpenItemRow, SalesDocumentRow } from './sales-documents.tables.js';

export { applyOpenItems, applySalesDocuments } from './sales-documents.sync.js';
export { existingDocumentIds, scopedDocumentIds };
export {
  type DeliveredLine,
  type DeliveryLineRef,
  findDeliveredLinePage,
  findDeliveredLines,
} from './returnable-lines.repository.js';

export type { CustomerScope, SalesDocumentKind };

const emptyPage = <Row>(page: number, pageSize: number): ListPage<Row> => ({
  rows: [],
  total: 0,
  page,
  pageSize,
});

/** Sums 2-decimal amounts in whole cents (ADR-014: never float arithmetic on money). */
const sumAmounts = (amounts: readonly number[]) => amountFromCents(sumCents(amounts.map(centsFromAmount)));

function lineBase(row: ListLineRow) {
  return {
    documentId: row.documentId,
    lineNumber: row.lineNumber,
    itemCode: row.itemCode,
    description: row.description,
    collection: row.collection,
    quantity: row.quantity,
    unit: row.unit,
    reference: row.documentReference,
    commission: row.lineReference,
    currency: row.currency,
    price: row.price,
    lineTotal: row.lineTotal,
    batch: row.batchNumbers,
    orderType: row.orderType,
  };
}

const openOrClosed = (status: SalesDocumentRow['status']): 'open' | 'closed' =>
  status === 'closed' ? 'closed' : 'open';

function toOrderLine(row: ListLineRow): OrderLine {
  return {
    ...lineBase(row),
    orderNumber: row.documentNumber,
    orderDate: row.documentDate,
    deliveryDate: row.deliveryDate,
    openQuantity: row.openQuantity,
    status: openOrClosed(row.status),
  };
}

function toInvoiceLine(row: ListLineRow): InvoiceLine {
  return {
    ...lineBase(row),
    kind: row.kind === 'creditNote' ? 'creditNote' : 'invoice',
    invoiceNumber: row.documentNumber,
    invoiceDate: row.documentDate,
  };
}

function toReturnLine(row: ListLineRow): ReturnLine {
  return {
    documentId: row.documentId,
    lineNumber: row.lineNumber,
    returnNumber: row.documentNumber,
    itemCode: row.itemCode,
    description: row.description,
    collection: row.collection,
    quantity: row.quantity,
    unit: row.unit,
    reference: row.lineReference,
    // A return request's due date is its pick-up date (erp.types SalesDocument.dueDate).
    pickUpDate: row.documentDueDate,
    status: openOrClosed(row.status),
  };
}

/** Delivery lines with the order they came from and the delivery's track-and-trace links. */
async function toDeliveryLines(db: Db, rows: ListLineRow[]): Promise<DeliveryLine[]> {
  const headers = await findHeaders(db, [
    ...rows.map((row) => ({ kind: 'delivery' as const, id: row.documentId })),
    ...rows.flatMap((row) =>
      row.baseKind === 'order' && row.baseDocumentId !== null
        ? [{ kind: 'order' as const, id: row.baseDocumentId }]
        : [],
    ),
  ]);
  const byKey = new Map(headers.map((header) => [`${header.kind}:${header.id}`, header]));
  return rows.map((row) => {
    const order = row.baseKind === 'order' ? byKey.get(`order:${row.baseDocumentId}`) : undefined;
    return {
      ...lineBase(row),
      deliveryNumber: row.documentNumber,
      sentDate: row.documentDate,
      orderNumber: order?.number ?? null,
      orderDate: order?.date ?? null,
      trackAndTrace: byKey.get(`delivery:${row.documentId}`)?.trackAndTrace ?? [],
    };
  });
}

function toOpenItem(row: OpenItemRow, today: string, reference: string | null): OpenItem {
  return {
    kind: row.kind === 'creditNote' ? 'creditNote' : 'invoice',
    documentId: row.documentId,
    documentNumber: row.documentNumber,
    date: row.date,
    dueDate: row.dueDate,
    description: row.description,
    reference,
    currency: row.currency,
    openAmount: row.openAmount,
    daysLate: Math.max(0, daysBetween(row.dueDate, today)),
  };
}

/**
 * Open items with their document's customer reference, so that the SPA words "Invoice 3000188
 * (Office 001-735)" in the reader's language (D9) instead of showing the ERP's English description.
 */
async function toOpenItems(deps: AppDeps, rows: OpenItemRow[]): Promise<OpenItem[]> {
  const headers = await findHeaders(
    deps.database.db,
    rows.map((row) => ({ kind: row.kind, id: row.documentId })),
  );
  const references = new Map(headers.map((header) => [`${header.kind}:${header.id}`, header.reference]));
  const today = todayOf(deps.clock);
  return rows.map((row) => toOpenItem(row, today, references.get(`${row.kind}:${row.documentId}`) ?? null));
}

async function linePage<Row>(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  kinds: readonly LineKind[],
  query: ListQuery,
  map: (rows: ListLineRow[]) => Row[] | Promise<Row[]>,
  /** The columns of translated labels the list shows; quick search matches them too (ADR-022). */
  labelColumns: readonly LabelColumn[] = [],
): Promise<ListPage<Row>> {
  const pageSize = LIST_PAGE_SIZE;
  const scope = ctx.scope;
  if (!scope) return emptyPage(query.page, pageSize);
  const search = query.search || undefined;
  const labelled = labelMatches(search, ctx.language, labelColumns);
  const request: PageRequest = { page: query.page, pageSize, search, labelled };
  const { rows, total } = await findLinePage(deps.database.db, scope, kinds, request);
  return { rows: await map(rows), total, page: query.page, pageSize };
}

export const listOrderLines = (deps: AppDeps, ctx: AuthenticatedContext, query: ListQuery) =>
  linePage(deps, ctx, ['order'], query, (rows) => rows.map(toOrderLine), ['orderType']);

export const listDeliveryLines = (deps: AppDeps, ctx: AuthenticatedContext, query: ListQuery) =>
  linePage(deps, ctx, ['delivery'], query, (rows) => toDeliveryLines(deps.database.db, rows), ['orderType']);

/** Invoices and credit notes in one list (D19). */
export const listInvoiceLines = (deps: AppDeps, ctx: AuthenticatedContext, query: ListQuery) =>
  linePage(deps, ctx, ['invoice', 'creditNote'], query, (rows) => rows.map(toInvoiceLine), ['documentType']);

/** The portal's "returns" are the customer's return requests (D20, D30). */
export const listReturnLines = (deps: AppDeps, ctx: AuthenticatedContext, query: ListQuery) =>
  linePage(deps, ctx, ['returnRequest'], query, (rows) => rows.map(toReturnLine), ['status']);

/**
 * A page of the open items, newest first or by due date, with what every item the search finds adds up
 * to per currency: the list's header shows what is open, not what the page shows.
 */
export async function listOpenItems(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  query: OpenItemQuery,
): Promise<OpenItemPage> {
  const pageSize = LIST_PAGE_SIZE;
  const scope = ctx.scope;
  if (!scope) return { ...emptyPage<OpenItem>(query.page, pageSize), openTotals: [] };
  const search = query.search || undefined;
  const { rows, total, sums } = await findOpenItemPage(deps.database.db, scope, {
    page: query.page,
    pageSize,
    search,
    labelled: labelMatches(search, ctx.language, ['documentType']),
    sort: query.sort,
  });
  const openTotals = sums.map(({ currency, sum }) => ({
    currency,
    amount: amountFromCents(centsFromDecimal(sum)),
  }));
  return { rows: await toOpenItems(deps, rows), total, page: query.page, pageSize, openTotals };
}

/** The newest open items of the customer (and ship-to), in the list's order (the dashboard, D16). */
export async function latestOpenItems(
  deps: AppDeps,
  scope: CustomerScope,
  limit: number,
): Promise<OpenItem[]> {
  return toOpenItems(deps, await findLatestOpenItems(deps.database.db, scope, limit));
}

/** An open item with its document's total, for the statement of account. */
export interface OpenItemWithTotal extends OpenItem {
  /** The document's total in its currency; negative for a credit note. */
  total: number;
}

/** Every open item of the customer (and ship-to), by currency and due date (the statement of account). */
export async function allOpenItems(deps: AppDeps, scope: CustomerScope): Promise<OpenItemWithTotal[]> {
  const rows = await findAllOpenItems(deps.database.db, scope);
  const items = await toOpenItems(deps, rows);
  return items.map((item, index) => ({ ...item, total: rows[index]?.total ?? item.openAmount }));
}

/**
 * The newest documents of a kind of the session's customer (and ship-to), each once with the number of
 * lines the lists show and its total (the dashboard, D16).
 */
export async function latestDocuments(
  deps: AppDeps,
  scope: CustomerScope,
  kind: DocumentKind,
  limit: number,
): Promise<LatestDocumentRow[]> {
  return findLatestDocuments(deps.database.db, scope, kind, limit);
}

/** How many lines the lists show of these documents, by `kind:documentId` (ids of rows already scoped). */
export async function shownLineCounts(
  deps: AppDeps,
  refs: readonly { kind: DocumentKind; documentId: number }[],
): Promise<Map<string, number>> {
  return countShownLines(deps.database.db, refs);
}

/** A document of the session's customer (and ship-to), or 404 NOT_FOUND: never another customer's (D2). */
export async function requireScopedDocument(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  kind: SalesDocumentKind,
  id: number,
): Promise<SalesDocumentRow> {
  const scope = ctx.scope;
  const document = scope ? await findScopedDocument(deps.database.db, scope, kind, id) : undefined;
  if (!document) throw notFound();
  return document;
}

/** Whether the document has a shown line (not a BOM component) with this item. */
export async function hasLineWithItem(
  deps: AppDeps,
  document: SalesDocumentRow,
  itemCode: string,
): Promise<boolean> {
  const lines = await findDocumentLines(deps.database.db, document.kind, document.id);
  return lines.some((line) => line.itemCode === itemCode);
}

const toAddress = (address: SalesDocumentRow['billTo']): DocumentAddress | null =>
  address
    ? {
        name: address.name,
        street: address.street,
        zipCode: address.zipCode,
        city: address.city,
        country: address.country,
      }
    : null;

/** The read-only detail of a document (foundations 2), from the read model. */
export async function getDocumentDetail(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  kind: SalesDocumentKind,
  id: number,
): Promise<DocumentDetail> {
  const document = await requireScopedDocument(deps, ctx, kind, id);
  const { db } = deps.database;
  const lines = await findDocumentLines(db, kind, id);
  const images = await findItemImages(
    db,
    lines.map((line) => line.itemCode),
  );
  return {
    kind: document.kind,
    id: document.id,
    number: document.number,
    date: document.date,
    dueDate: document.dueDate,
    reference: document.reference,
    customerCode: document.customerCode,
    customerName: document.customerName,
    contactPerson: document.contactPerson,
    orderType: document.orderType,
    status: openOrClosed(document.status),
    currency: document.currency,
    billTo: toAddress(document.billTo),
    shipTo: toAddress(document.shipTo),
    totals: { net: document.totalNet, vat: document.totalVat, gross: document.totalGross },
    openTotal: sumAmounts(lines.map((line) => line.openAmount)),
    trackAndTrace: document.trackAndTrace,
    packages: document.packages,
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      itemCode: line.itemCode,
      description: line.description,
      collection: line.collection,
      quantity: line.quantity,
      unit: line.unit,
      price: line.price,
      lineTotal: line.lineTotal,
      openQuantity: line.openQuantity,
      openAmount: line.openAmount,
      reference: line.lineReference,
      batch: line.batchNumbers,
      deliveryDate: line.deliveryDate,
      imageUrl: images.get(line.itemCode) ?? null,
      remark: line.remark,
    })),
  };
}
