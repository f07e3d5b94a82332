import { and, asc, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
}

const l = salesDocumentLines;

/** Which optional conditions a list query has; each combination is its own prepared statement. */
interface LineVariant {
  kinds: readonly LineKind[];
  hasShipTo: boolean;
  hasSearch: boolean;
}

function lineWhere({ kinds, hasShipTo, hasSearch }: LineVariant): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(l.customerCode, sql.placeholder('customerCode')),
    kinds.length === 1 ? eq(l.kind, kinds[0] as LineKind) : inArray(l.kind, [...kinds]),
    hasShipTo ? eq(l.shipToId, sql.placeholder('shipToId')) : undefined,
    // The predicate of the partial list indexes, written out so the planner can use them.
    sql`${l.bomRole} <> 'component' and ${l.status} <> 'cancelled'`,
    hasSearch ? ilike(l.searchText, sql.placeholder('pattern')) : undefined,
  ];
  return and(...conditions) as SQL;
}

function prepareLineQueries(variant: LineVariant) {
  const name = `lines_${variant.kinds.join('_')}${variant.hasShipTo ? '_shipto' : ''}${variant.hasSearch ? '_search' : ''}`;
  return preparedPer((db) => {
    const where = lineWhere(variant);
    return {
      page: db
        .select()
        .from(l)
        .where(where)
        .orderBy(desc(l.documentDate), desc(l.documentId), asc(l.lineNumber))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`${name}_page`),
      count: db.select({ total: sql<number>`count(*)::int` }).from(l).where(where).prepare(`${name}_count`),
    };
  });
}

const lineQueries = new Map<string, ReturnType<typeof prepareLineQueries>>();

function lineQueriesFor(
  db: Db,
  scope: CustomerScope,
  kinds: readonly LineKind[],
  search: string | undefined,
) {
  const variant = { kinds, hasShipTo: scope.shipToId !== null, hasSearch: Boolean(search) };
  const key = JSON.stringify(variant);
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
): Promise<{ rows: SalesDocumentLineRow[]; total: number }> {
  const { queries, values } = lineQueriesFor(db, scope, kinds, request.search);
  const [rows, [count]] = await Promise.all([
    queries.page.execute({
      ...values,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    }),
    queries.count.execute(values),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The newest lines of a list, without the count a page needs (the dashboard, D16). */
export function findLatestLines(
  db: Db,
  scope: CustomerScope,
  kinds: readonly LineKind[],
  limit: number,
): Promise<SalesDocumentLineRow[]> {
  const { queries, values } = lineQueriesFor(db, scope, kinds, undefined);
  return queries.page.execute({ ...values, limit, offset: 0 });
}

/** Headers of these documents (no scope: the ids come from rows already scoped). */
export async function findHeaders(
  db: Db,
  refs: readonly { kind: SalesDocumentKind; id: number }[],
): Promise<SalesDocumentRow[]> {
  const byKind = new Map<SalesDocumentKind, Set<number>>();
  for (const ref of refs) byKind.set(ref.kind, (byKind.get(ref.kind) ?? new Set()).add(ref.id));
  if (byKind.size === 0) return [];
  return db
    .select()
    .from(salesDocuments)
    .where(
      or(
        ...[...byKind].map(([kind, ids]) =>
          and(eq(salesDocuments.kind, kind), inArray(salesDocuments.id, [...ids])),
        ),
      ),
    );
}

/** One document of the customer (and ship-to); cancelled documents are not found. */
export async function findScopedDocument(
  db: Db,
  scope: CustomerScope,
  kind: SalesDocumentKind,
  id: number,
): Promise<SalesDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.kind, kind),
        eq(salesDocuments.id, id),
        eq(salesDocuments.customerCode, scope.customerCode),
        scope.shipToId ? eq(salesDocuments.shipToId, scope.shipToId) : undefined,
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row;
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

function openItemWhere(db: Db, scope: CustomerScope, search: string | undefined): SQL | undefined {
  return and(
    eq(openItems.customerCode, scope.customerCode),
    scope.shipToId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(salesDocuments)
            .where(
              and(
                eq(salesDocuments.kind, openItems.kind),
                eq(salesDocuments.id, openItems.documentId),
                eq(salesDocuments.shipToId, scope.shipToId),
              ),
            ),
        )
      : undefined,
    search ? ilike(openItems.searchText, containsPattern(search)) : undefined,
  );
}

function orderedOpenItems(db: Db, where: SQL | undefined, request: PageRequest) {
  return db
    .select()
    .from(openItems)
    .where(where)
    .orderBy(desc(openItems.date), desc(openItems.documentNumber))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
}

/** Open invoices and credit notes of the customer, newest first; with a ship-to, those of that ship-to. */
export async function findOpenItemPage(
  db: Db,
  scope: CustomerScope,
  request: PageRequest,
): Promise<{ rows: OpenItemRow[]; total: number }> {
  const where = openItemWhere(db, scope, request.search);
  const [rows, [count]] = await Promise.all([
    orderedOpenItems(db, where, request),
    db.select({ total: sql<number>`count(*)::int` }).from(openItems).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The newest open items, without the count a page needs (the dashboard, D16). */
export function findLatestOpenItems(db: Db, scope: CustomerScope, limit: number): Promise<OpenItemRow[]> {
  return orderedOpenItems(db, openItemWhere(db, scope, undefined), { page: 1, pageSize: limit });
}

/**
 * Which of these ERP document ids of a kind the read model has for the customer (an order or a return
 * request the portal placed, reaching the lists).
 */
export async function existingDocumentIds(
  db: Db,
  customerCode: string,
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
        eq(salesDocuments.customerCode, customerCode),
        inArray(salesDocuments.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
