import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { salesDocuments } from '../../src/modules/sales-documents/sales-documents.tables.js';

export type DocumentKind = (typeof salesDocuments.$inferSelect)['kind'];

/**
 * A customer's documents of a kind in the read model, cancelled ones left out, oldest id first; with
 * `shipToId`, only those of that ship-to address (an export customer's).
 */
export function documentsOf(db: Db, customerCode: string, kind: DocumentKind, shipToId?: string) {
  return db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.customerCode, customerCode),
        eq(salesDocuments.kind, kind),
        ne(salesDocuments.status, 'cancelled'),
        shipToId === undefined ? undefined : eq(salesDocuments.shipToId, shipToId),
      ),
    )
    .orderBy(asc(salesDocuments.id));
}
