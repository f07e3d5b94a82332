import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { CustomerScope } from '../../shared/context.js';
import { type SalesDocumentRow, salesDocumentLines, salesDocuments } from './sales-documents.tables.js';

type SalesDocumentKind = SalesDocumentRow['kind'];

export interface DocumentRef {
  kind: SalesDocumentKind;
  id: number;
}

/** `(kind = k and id in (…)) or …`: one condition for a selection of documents, grouped by kind. */
function documentsAre(
  columns: { kind: AnyPgColumn; id: AnyPgColumn },
  refs: readonly DocumentRef[],
): SQL | undefined {
  const idsByKind = new Map<SalesDocumentKind, number[]>();
  for (const ref of refs) idsByKind.set(ref.kind, [...(idsByKind.get(ref.kind) ?? []), ref.id]);
  return or(...[...idsByKind].map(([kind, ids]) => and(eq(columns.kind, kind), inArray(columns.id, ids))));
}

/**
 * The documents of a selection that are the customer's (and ship-to's), in one statement; cancelled
 * documents are not found (D17). What is missing is another customer's, or nobody's.
 */
export async function findScopedDocuments(
  db: Db,
  scope: CustomerScope,
  refs: readonly DocumentRef[],
): Promise<SalesDocumentRow[]> {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(salesDocuments)
    .where(
      and(
        documentsAre({ kind: salesDocuments.kind, id: salesDocuments.id }, refs),
        eq(salesDocuments.customerCode, scope.customerCode),
        scope.shipToId ? eq(salesDocuments.shipToId, scope.shipToId) : undefined,
        ne(salesDocuments.status, 'cancelled'),
      ),
    );
}

/** The items of the shown lines (no BOM components) of these documents, as `kind:id:itemCode`. */
export async function findLineItemsOf(db: Db, refs: readonly DocumentRef[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectDistinct({
      kind: salesDocumentLines.kind,
      documentId: salesDocumentLines.documentId,
      itemCode: salesDocumentLines.itemCode,
    })
    .from(salesDocumentLines)
    .where(
      and(
        documentsAre({ kind: salesDocumentLines.kind, id: salesDocumentLines.documentId }, refs),
        ne(salesDocumentLines.bomRole, 'component'),
      ),
    );
  return new Set(rows.map((row) => `${row.kind}:${row.documentId}:${row.itemCode}`));
}
