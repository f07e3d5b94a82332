import type { OpenItemSort } from '@selvedge/contracts';
import { and, asc, type Column, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { preparedPer } from '../../db/prepared.js';
import type { CustomerScope } from '../../shared/context.js';
import { containsPattern } from '../../shared/filter-query.js';
import {
  type OpenItemRow,
  openItems,
  type SalesDocumentLineRow,
  type SalesDocumentRow,
  salesDocumentLines,
  salesDocuments,
} from './sales-documents.tables.js';

/**
 * Every query here is scoped to one customer and, for an export customer with a chosen ship-to, to that
 * ship-to (D2). Cancelled documents and BOM components are never read (D17).
 */
export type SalesDocumentKind = SalesDocumentRow['kind'];
export type LineKind = SalesDocumentKind;

export interface PageRequest {
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** What the search term also finds among the labels the list shows (list-search.ts). */
  labelled?: LabelMatches | undefined;
}

/** The values whose label, as the list shows it, contains the search term (list-search.ts). */
export interface LabelMatches {
  kinds?: readonly SalesDocumentKind[];
  orderTypes?: readonly SalesDocumentLineRow['orderType'][];
  statuses?: readonly ('open' | 'closed')[];
}

/** The matches in a fixed order, so that equal matches share a prepared statement and its name. */
function sortedLabels(labelled: LabelMatches | undefined) {
  return {
    kinds: [...(labelled?.kinds ?? [])].sort(),
    orderTypes: [...(labelled?.orderTypes ?? [])].sort(),
    statuses: [...(labelled?.statuses ?? [])].sort(),
  };
}

/** The conditions the label matches add to a search. */
function labelConditions(
  columns: { kind: Column; orderType?: Column; status?: Column },
  labelled: LabelMatches | undefined,
): SQL[] {
  const { kinds, orderTypes, statuses } = sortedLabels(labelled);
  return [
    kinds.length > 0 ? inArray(columns.kind, kinds) : undefined,
    orderTypes.length > 0 && columns.orderType ? inArray(columns.orderType, orderTypes) : undefined,
    statuses.length > 0 && columns.status ? inArray(columns.status, statuses) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
}

const l = salesDocumentLines;

/** Which optional conditions a list query has; each combination is its own prepared statement. */
interface LineVariant {
  kinds: readonly LineKind[];
  hasShipTo: boolean;
  hasSearch: boolean;
  /** With a search: the labels it matches (values are constants of the statement, few combinations). */
  labelled?: LabelMatches | undefined;
}

function lineWhere({ kinds, hasShipTo, hasSearch, labelled }: LineVariant): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(l.customerCode, sql.placeholder('customerCode')),
    kinds.length === 1 ? eq(l.kind, kinds[0] as LineKind) : inArray(l.kind, [...kinds]),
    hasShipTo ? eq(l.shipToId, sql.placeholder('shipToId')) : undefined,
    // The predicate of the partial list indexes, written out so the planner can use them.
    sql`${l.bomRole} <> 'component' and ${l.status} <> 'cancelled'`,
    // Every visible text column (D17): the ERP's texts, the currency, and the labels the list shows.
    hasSearch
      ? or(
          ilike(l.searchText, sql.placeholder('pattern')),
          ilike(l.currency, sql.placeholder('pattern')),
          ...labelConditions(l, labelled),
          kinds.includes('delivery') ? baseOrderNumberMatches() : undefined,
        )
      : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * The deliveries list shows the order a line came from: its number is searched too. It is the order's
 * (read at list time), so it is matched through the customer's orders rather than kept on the line.
 */
function baseOrderNumberMatches(): SQL {
  const o = salesDocuments;
  return sql`(${l.baseKind} = 'order' and ${l.baseDocumentId} in (select ${o.id} from ${o} where ${o.kind} = 'order' and ${o.customerCode} = ${sql.placeholder('customerCode')} and ${o.number}::text ilike ${sql.placeholder('pattern')}))`;
}

/**
 * What a list page reads of a line: what the lists show and what they need to show it (the kind, the
 * order a delivery came from). Not the search text, the scope, nor the amounts no list shows: every row
 * of every page would carry them to the portal only to be dropped there.
 */
const listColumns = {
  kind: l.kind,
  documentId: l.documentId,
  lineNumber: l.lineNumber,
  documentNumber: l.documentNumber,
  documentDate: l.documentDate,
  documentDueDate: l.documentDueDate,
  documentReference: l.documentReference,
  orderType: l.orderType,
  currency: l.currency,
  status: l.status,
  itemCode: l.itemCode,
  description: l.description,
  collection: l.collection,
  quantity: l.quantity,
  unit: l.unit,
  price: l.price,
  lineTotal: l.lineTotal,
  batchNumbers: l.batchNumbers,
  deliveryDate: l.deliveryDate,
  openQuantity: l.openQuantity,
  lineReference: l.lineReference,
  baseKind: l.baseKind,
  baseDocumentId: l.baseDocumentId,
};

/** A line as a list page reads it (listColumns). */
export type ListLineRow = Pick<SalesDocumentLineRow, keyof typeof listColumns>;

function prepareLineQueries(variant: LineVariant) {
  const labels = variant.hasSearch ? labelSuffix(variant.labelled) : '';
  const name = `lines_${variant.kinds.join('_')}${variant.hasShipTo ? '_shipto' : ''}${variant.hasSearch ? '_search' : ''}${labels}`;
  return preparedPer((db) => {
    const where = lineWhere(variant);
    const count = sql<number>`count(*)::int`;
    /**
     * A page and its total come in one statement, one round trip (ADR-009). Without a search the total
     * is a subquery, run once, that counts on the list index alone while the page stops after its rows.
     * A search reads every line of the customer's list to find its few matches (the newest-first index
     * cannot stop early), so its total is counted over that same reading (a window) instead of a second.
     */
    const total = variant.hasSearch
      ? sql<number>`(count(*) over ())::int`
      : sql<number>`(select ${count} from ${l} where ${where})`;
    return {
      pageWithTotal: db
        .select({ ...listColumns, total })
        .from(l)
        .where(where)
        .orderBy(desc(l.documentDate), desc(l.documentId), asc(l.lineNumber))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page_total`),
      /** The total alone, for a page past the end, which has no row to carry it. */
      count: db.select({ total: count }).from(l).where(where).prepare(`${name}_count`),
    };
  });
}

const lineQueries = new Map<string, ReturnType<typeof prepareLineQueries>>();

/** A statement name part per label combination: `_l_creditNote_SAMPLE`. */
function labelSuffix(labelled: LabelMatches | undefined): string {
  const { kinds, orderTypes, statuses } = sortedLabels(labelled);
  const values = [...kinds, ...orderTypes, ...statuses];
  return values.length > 0 ? `_l_${values.join('_')}` : '';
}

function lineQueriesFor(
  db: Db,
  scope: CustomerScope,
  kinds: readonly LineKind[],
  search: string | undefined,
  labelled?: LabelMatches,
) {
  const hasSearch = Boolean(search);
  const variant = {
    kinds,
    hasShipTo: scope.shipToId !== null,
    hasSearch,
    labelled: hasSearch ? labelled : undefined,
  };
  const key = `${kinds.join('_')}|${variant.hasShipTo}|${hasSearch}|${hasSearch ? labelSuffix(labelled) : ''}`;
  let prepared = lineQueries.get(key);
  if (!prepared) {
    prepared = prepareLineQueries(variant);
    lineQueries.set(key, prepared);
  }
  const values = {
    customerCode: scope.customerCode,
    shipToId: scope.shipToId,
    pattern: search ? containsPattern(search) : null,
  };
  return { queries: prepared(db), values };
}

/** A page of list lines, newest first, in the order of the list indexes, and the total. */
export async function findLinePage(
  db: Db,
  scope: CustomerScope,
  kinds: readonly LineKind[],
  request: PageRequest,
): Promise<{ rows: ListLineRow[]; total: number }> {
  const { queries, values } = lineQueriesFor(db, scope, kinds, request.search, request.labelled);
  const slice = { ...values, limit: request.pageSize, offset: (request.page - 1) * request.pageSize };
  const rows = await queries.pageWithTotal.execute(slice);
  const [first] = rows;
  if (first) return { rows, total: first.total };
  // No row on this page: none at all on the first, else a page past the end, whose total is counted.
  if (request.page === 1) return { rows: [], total: 0 };
  const [count] = await queries.count.execute(values);
  return { rows: [], total: count?.total ?? 0 };
}

/**
 * The headers a page of lines names, by kind: one prepared statement whatever the page holds (the ids as
 * arrays), as the list page's own statements are (db/prepared.ts).
 */
const headersByKind = preparedPer((db) =>
  db
    .select()
    .from(salesDocuments)
    .where(
      sql`(${salesDocuments.kind}, ${salesDocuments.id}) in (select * from unnest(${sql.placeholder('kinds')}::text[], ${sql.placeholder('ids')}::int[]))`,
    )
    .prepare('sales_document_headers'),
);

/** Headers of these documents (no scope: the ids come from rows already scoped). */
export async function findHeaders(
  db: Db,
  refs: readonly { kind: SalesDocumentKind; id: number }[],
): Promise<SalesDocumentRow[]> {
  if (refs.length === 0) return [];
  const unique = [...new Map(refs.map((ref) => [`${ref.kind}:${ref.id}`, ref])).values()];
  return headersByKind(db).execute({
    kinds: unique.map((ref) => ref.kind),
    ids: unique.map((ref) => ref.id),
  });
}

/** One document of the customer (and ship-to); cancelled documents are not found. */
export function findScopedDocument(
  db: Db,
  scope: CustomerScope,
  kind: SalesDocumentKind,
  id: number,
): Promise<SalesDocumentRow | undefined> {
  return firstRow(
    db,
    salesDocuments,
    and(
      eq(salesDocuments.kind, kind),
      eq(salesDocuments.id, id),
      eq(salesDocuments.customerCode, scope.customerCode),
      scope.shipToId ? eq(salesDocuments.shipToId, scope.shipToId) : undefined,
      ne(salesDocuments.status, 'cancelled'),
    ),
  );
}

/** The lines a detail view shows: no BOM components (D17). */
export async function findDocumentLines(
  db: Db,
  kind: SalesDocumentKind,
  id: number,
): Promise<SalesDocumentLineRow[]> {
  return db
    .select()
    .from(l)
    .where(and(eq(l.kind, kind), eq(l.documentId, id), ne(l.bomRole, 'component')))
    .orderBy(asc(l.lineNumber));
}

/** The open item's document meets the condition (its ship-to, its reference). */
function itemDocumentIs(db: Db, condition: SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(salesDocuments)
      .where(
        and(eq(salesDocuments.kind, openItems.kind), eq(salesDocuments.id, openItems.documentId), condition),
      ),
  );
}

function openItemWhere(
  db: Db,
  scope: CustomerScope,
  search: string | undefined,
  labelled?: LabelMatches,
): SQL | undefined {
  return and(
    eq(openItems.customerCode, scope.customerCode),
    scope.shipToId ? itemDocumentIs(db, eq(salesDocuments.shipToId, scope.shipToId)) : undefined,
    search
      ? or(
          ilike(openItems.searchText, containsPattern(search)),
          ...labelConditions(openItems, labelled),
          // The list words an item from its kind, number and the document's customer reference
          // ("Factuur 3000188 (Kantoor 001-735)"): the reference is searched on the document.
          itemDocumentIs(db, ilike(salesDocuments.reference, containsPattern(search))),
        )
      : undefined,
  );
}

/**
 * The orders of the open items list, each the order of an index on (customer, ...): newest first, or by
 * due date either way (the id last, so that items due the same day keep their place between pages).
 */
function openItemOrder(sort: OpenItemSort | undefined): SQL[] {
  if (sort === 'dueDate') return [asc(openItems.dueDate), asc(openItems.documentNumber), asc(openItems.id)];
  if (sort === '-dueDate') {
    return [desc(openItems.dueDate), desc(openItems.documentNumber), desc(openItems.id)];
  }
  return [desc(openItems.date), desc(openItems.documentNumber)];
}

function orderedOpenItems(
  db: Db,
  where: SQL | undefined,
  request: PageRequest,
  sort?: OpenItemSort | undefined,
) {
  return db
    .select()
    .from(openItems)
    .where(where)
    .orderBy(...openItemOrder(sort))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
}

/** What is open per currency, summed exactly by the database (numeric) and read back as text. */
export interface OpenSum {
  currency: string;
  /** The exact decimal sum, "1234.56". */
  sum: string;
}

/**
 * Open invoices and credit notes of the customer, newest first or by due date; with a ship-to, those of
 * that ship-to. Beside the page: how many the search finds and what they add up to per currency.
 */
export async function findOpenItemPage(
  db: Db,
  scope: CustomerScope,
  request: PageRequest & { sort?: OpenItemSort | undefined },
): Promise<{ rows: OpenItemRow[]; total: number; sums: OpenSum[] }> {
  const where = openItemWhere(db, scope, request.search, request.labelled);
  const [rows, sums] = await Promise.all([
    orderedOpenItems(db, where, request, request.sort),
    db
      .select({
        currency: openItems.currency,
        count: sql<number>`count(*)::int`,
        sum: sql<string>`sum(${openItems.openAmount})::text`,
      })
      .from(openItems)
      .where(where)
      .groupBy(openItems.currency)
      .orderBy(asc(openItems.currency)),
  ]);
  return {
    rows,
    total: sums.reduce((total, row) => total + row.count, 0),
    sums: sums.map(({ currency, sum }) => ({ currency, sum })),
  };
}

/** The newest open items, without the count a page needs (the dashboard, D16). */
export function findLatestOpenItems(db: Db, scope: CustomerScope, limit: number): Promise<OpenItemRow[]> {
  return orderedOpenItems(db, openItemWhere(db, scope, undefined), { page: 1, pageSize: limit });
}

/**
 * Every open item of the customer (and ship-to) by currency and due date, the oldest due first: the
 * statement of account lists them all (a customer's open items are tens, not thousands).
 */
export function findAllOpenItems(db: Db, scope: CustomerScope): Promise<OpenItemRow[]> {
  return db
    .select()
    .from(openItems)
    .where(openItemWhere(db, scope, undefined))
    .orderBy(
      asc(openItems.currency),
      asc(openItems.dueDate),
      asc(openItems.documentNumber),
      asc(openItems.id),
    );
}

/**
 * The open items of these invoices that the scope sees (online payments, ADR-037: what is open to pay,
 * and whether a paid invoice has left the ERP's open items).
 */
export function findOpenInvoices(
  db: Db,
  scope: CustomerScope,
  ids: readonly number[],
): Promise<OpenItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(openItems)
    .where(
      and(
        openItemWhere(db, scope, undefined),
        eq(openItems.kind, 'invoice'),
        inArray(openItems.documentId, [...ids]),
      ),
    );
}

/** Which of these documents of a kind the scope sees: the customer's and, with a ship-to, that ship-to's. */
export async function scopedDocumentIds(
  db: Db,
  scope: CustomerScope,
  kind: SalesDocumentKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.kind, kind),
        eq(salesDocuments.customerCode, scope.customerCode),
        scope.shipToId ? eq(salesDocuments.shipToId, scope.shipToId) : undefined,
        inArray(salesDocuments.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Which of these ERP document ids of a kind the read model has for the customer, whatever its ship-to
 * (an order or a return request the portal placed, reaching the lists).
 */
export function existingDocumentIds(
  db: Db,
  customerCode: string,
  kind: SalesDocumentKind,
  ids: readonly number[],
): Promise<Set<number>> {
  return scopedDocumentIds(db, { customerCode, shipToId: null }, kind, ids);
}
