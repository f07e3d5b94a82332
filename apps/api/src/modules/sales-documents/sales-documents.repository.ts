import { and, asc, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CustomerScope } from '../customers/customers.service.js';
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

/** `%` and `_` in the user's term match themselves, not any text (ILIKE's default escape is `\`). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const l = salesDocumentLines;

function lineWhere(scope: CustomerScope, kinds: readonly LineKind[], search: string | undefined): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(l.customerCode, scope.customerCode),
    kinds.length === 1 ? eq(l.kind, kinds[0] as LineKind) : inArray(l.kind, [...kinds]),
    scope.shipToId ? eq(l.shipToId, scope.shipToId) : undefined,
    // The predicate of the partial list indexes, repeated so the planner can use them.
    sql`${l.bomRole} <> 'component' and ${l.status} <> 'cancelled'`,
    search ? ilike(l.searchText, containsPattern(search)) : undefined,
  ];
  return and(...conditions) as SQL;
}

/** The lines of a list in the order of the list indexes: newest first. */
function orderedLines(db: Db, where: SQL, request: PageRequest) {
  return db
    .select()
    .from(l)
    .where(where)
    .orderBy(desc(l.documentDate), desc(l.documentId), asc(l.lineNumber))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
}

/** A page of list lines, newest first, in the order of the list indexes, and the total. */
export async function findLinePage(
  db: Db,
  scope: CustomerScope,
  kinds: readonly LineKind[],
  request: PageRequest,
): Promise<{ rows: SalesDocumentLineRow[]; total: number }> {
  const where = lineWhere(scope, kinds, request.search);
  const [rows, [count]] = await Promise.all([
    orderedLines(db, where, request),
    db.select({ total: sql<number>`count(*)::int` }).from(l).where(where),
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
  return orderedLines(db, lineWhere(scope, kinds, undefined), { page: 1, pageSize: limit });
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
