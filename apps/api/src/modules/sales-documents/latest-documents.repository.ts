import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CustomerScope } from '../../shared/context.js';
import { salesDocumentLines, salesDocuments } from './sales-documents.tables.js';

export type DocumentKind = (typeof salesDocuments.$inferSelect)['kind'];

const d = salesDocuments;
const l = salesDocumentLines;

/**
 * The lines the lists show of a document: no BOM components (D17). Written out with the outer table's
 * name: drizzle leaves the columns of a one-table select unqualified, which the subquery would rebind.
 */
const shownLines = sql<number>`(select count(*)::int from ${l} as shown where shown.kind = "sales_documents"."kind" and shown.document_id = "sales_documents"."id" and shown.bom_role <> 'component')`;

export interface LatestDocumentRow {
  kind: DocumentKind;
  documentId: number;
  number: number;
  date: string;
  reference: string | null;
  lineCount: number;
  currency: string;
  total: number;
}

/**
 * The newest documents of a kind, each once (D16), in the order of the lists (date, then id,
 * newest first) and scoped like them (D2): a document the lists show no line of is not among them.
 */
export async function findLatestDocuments(
  db: Db,
  scope: CustomerScope,
  kind: DocumentKind,
  limit: number,
): Promise<LatestDocumentRow[]> {
  const rows = await db
    .select({
      kind: d.kind,
      documentId: d.id,
      number: d.number,
      date: d.date,
      reference: d.reference,
      lineCount: shownLines,
      currency: d.currency,
      total: d.totalGross,
    })
    .from(d)
    .where(
      and(
        eq(d.customerCode, scope.customerCode),
        eq(d.kind, kind),
        scope.shipToId ? eq(d.shipToId, scope.shipToId) : undefined,
        ne(d.status, 'cancelled'),
        sql`${shownLines} > 0`,
      ),
    )
    .orderBy(desc(d.date), desc(d.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, lineCount: Number(row.lineCount) }));
}

/** How many lines the lists show of each of these documents (the ids come from rows already scoped). */
export async function countShownLines(
  db: Db,
  refs: readonly { kind: DocumentKind; documentId: number }[],
): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ kind: l.kind, documentId: l.documentId, count: sql<number>`count(*)::int` })
    .from(l)
    .where(
      and(
        inArray(l.kind, [...new Set(refs.map((ref) => ref.kind))]),
        inArray(l.documentId, [...new Set(refs.map((ref) => ref.documentId))]),
        ne(l.bomRole, 'component'),
      ),
    )
    .groupBy(l.kind, l.documentId);
  return new Map(rows.map((row) => [`${row.kind}:${row.documentId}`, Number(row.count)]));
}
