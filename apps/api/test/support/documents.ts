import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { salesDocuments } from '../../src/modules/sales-documents/sales-documents.tables.js';

export type DocumentKind = (typeof salesDocuments.$inferSelect)['kind'];

/** A customer's documents of a kind in the read model, cancelled ones left out, oldest id first. */
export function documentsOf(db: Db, customerCode: string, kind: DocumentKind) {
  return db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.customerCode, customerCode),
        eq(salesDocuments.kind, kind),
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(salesDocuments.id));
}
