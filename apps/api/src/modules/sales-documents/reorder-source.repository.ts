import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { salesDocumentLines as l, type SalesDocumentLineRow } from './sales-documents.tables.js';

export type LineKey = Pick<SalesDocumentLineRow, 'kind' | 'documentId' | 'lineNumber'>;

/** These lines of the read model (any kind), by their keys; a key it does not hold is left out. */
export async function findLinesByKey(db: Db, keys: readonly LineKey[]): Promise<SalesDocumentLineRow[]> {
  const wanted = new Set(keys.map(lineKeyText));
  const rows: SalesDocumentLineRow[] = [];
  // Per kind, so that the primary key (kind, document, line) finds them.
  for (const kind of new Set(keys.map((key) => key.kind))) {
    const ids = [...new Set(keys.filter((key) => key.kind === kind).map((key) => key.documentId))];
    rows.push(
      ...(await db
        .select()
        .from(l)
        .where(and(eq(l.kind, kind), inArray(l.documentId, ids)))),
    );
  }
  return rows.filter((row) => wanted.has(lineKeyText(row)));
}

/**
 * The delivery lines made from these lines of one order, the newest delivery first: what was
 * delivered of an order line, and from which dye lot. Cancelled deliveries are left out.
 */
export async function findDeliveriesOfOrder(db: Db, orderId: number): Promise<SalesDocumentLineRow[]> {
  return db
    .select()
    .from(l)
    .where(
      and(
        eq(l.kind, 'delivery'),
        eq(l.baseKind, 'order'),
        eq(l.baseDocumentId, orderId),
        ne(l.status, 'cancelled'),
      ),
    )
    .orderBy(desc(l.documentDate), desc(l.documentId));
}

export const lineKeyText = (key: LineKey): string => `${key.kind}:${key.documentId}:${key.lineNumber}`;
