import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { CustomerScope } from '../../shared/context.js';
import { containsPattern } from '../../shared/filter-query.js';
import type { PageRequest } from './sales-documents.repository.js';
import { type SalesDocumentLineRow, salesDocumentLines } from './sales-documents.tables.js';

/**
 * The customer's delivered lines a return can be requested for (D30), with what the ERP's return
 * requests already ask back of each. Scoped like every list (customer, and the chosen ship-to of an
 * export customer, D2); BOM components and cancelled documents never show (D17).
 */

const l = salesDocumentLines;

export interface DeliveredLine extends SalesDocumentLineRow {
  /** The quantity of this line that the ERP's (not cancelled) return requests ask back. */
  requested: number;
}

/** A delivered line by its document and line number. */
export interface DeliveryLineRef {
  deliveryId: number;
  lineNumber: number;
}

const r = alias(salesDocumentLines, 'requested_lines');

/** What the customer's return requests in the ERP ask back, per delivery line. */
function requestedBack(db: Db, customerCode: string) {
  return db
    .select({
      deliveryId: sql<number>`${r.baseDocumentId}`.as('delivery_id'),
      lineNumber: sql<number>`${r.baseLineNumber}`.as('base_line'),
      quantity: sql<number>`sum(${r.quantity})::float`.as('requested'),
    })
    .from(r)
    .where(
      and(
        eq(r.customerCode, customerCode),
        eq(r.kind, 'returnRequest'),
        sql`${r.bomRole} <> 'component' and ${r.status} <> 'cancelled'`,
        eq(r.baseKind, 'delivery'),
      ),
    )
    .groupBy(r.baseDocumentId, r.baseLineNumber)
    .as('requested_back');
}

/** Delivered lines with what is requested back of each (0 when nothing). */
function selectDelivered(db: Db, customerCode: string, where: SQL) {
  const requested = requestedBack(db, customerCode);
  return db
    .select({ line: l, requested: sql<number>`coalesce(${requested.quantity}, 0)::float` })
    .from(l)
    .leftJoin(requested, and(eq(requested.deliveryId, l.documentId), eq(requested.lineNumber, l.lineNumber)))
    .where(where);
}

function deliveredWhere(scope: CustomerScope, extra: SQL | undefined): SQL {
  return and(
    eq(l.customerCode, scope.customerCode),
    eq(l.kind, 'delivery'),
    scope.shipToId ? eq(l.shipToId, scope.shipToId) : undefined,
    // The predicate of the partial list indexes, written out so the planner can use them.
    sql`${l.bomRole} <> 'component' and ${l.status} <> 'cancelled'`,
    extra,
  ) as SQL;
}

/** A page of delivered lines, newest first, and how many there are (the selection modal, D17). */
export async function findDeliveredLinePage(
  db: Db,
  scope: CustomerScope,
  request: PageRequest,
): Promise<{ rows: DeliveredLine[]; total: number }> {
  const where = deliveredWhere(
    scope,
    request.search ? ilike(l.searchText, containsPattern(request.search)) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectDelivered(db, scope.customerCode, where)
      .orderBy(desc(l.documentDate), desc(l.documentId), asc(l.lineNumber))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(l).where(where),
  ]);
  return { rows: rows.map(({ line, requested }) => ({ ...line, requested })), total: count?.total ?? 0 };
}

/** These delivered lines of the customer (and ship-to); a line that is not theirs is left out. */
export async function findDeliveredLines(
  db: Db,
  scope: CustomerScope,
  refs: readonly DeliveryLineRef[],
): Promise<DeliveredLine[]> {
  if (refs.length === 0) return [];
  const rows = await selectDelivered(
    db,
    scope.customerCode,
    deliveredWhere(
      scope,
      or(...refs.map((ref) => and(eq(l.documentId, ref.deliveryId), eq(l.lineNumber, ref.lineNumber)))),
    ),
  );
  return rows.map(({ line, requested }) => ({ ...line, requested }));
}
