import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CustomerDocumentRow, customerDocuments, documentTypes } from './customer-documents.tables.js';

type DocumentColumns = Omit<typeof customerDocuments.$inferInsert, 'id'>;
type DocumentTypeColumns = Omit<typeof documentTypes.$inferInsert, 'id'>;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;

export async function listDocuments(db: Db): Promise<CustomerDocumentRow[]> {
  return db.select().from(customerDocuments).orderBy(asc(customerDocuments.name), asc(customerDocuments.id));
}

export async function findDocument(db: Db, id: string): Promise<CustomerDocumentRow | undefined> {
  const [row] = await db.select().from(customerDocuments).where(eq(customerDocuments.id, id)).limit(1);
  return row;
}

export async function insertDocuments(
  db: Db,
  rows: readonly DocumentColumns[],
): Promise<Array<{ id: string }>> {
  if (rows.length === 0) return [];
  return db
    .insert(customerDocuments)
    .values([...rows])
    .returning({ id: customerDocuments.id });
}

export async function updateDocumentRow(db: Db, id: string, values: DocumentColumns): Promise<void> {
  await db.update(customerDocuments).set(values).where(eq(customerDocuments.id, id));
}

export async function deleteDocumentRow(db: Db, id: string): Promise<CustomerDocumentRow | undefined> {
  const [row] = await db.delete(customerDocuments).where(eq(customerDocuments.id, id)).returning();
  return row;
}

/** Documents name their type: a renamed type is renamed on its documents too. */
export async function renameTypeOfDocuments(db: Db, from: string, to: string): Promise<void> {
  await db
    .update(customerDocuments)
    .set({ documentType: to })
    .where(eq(customerDocuments.documentType, from));
}

export async function countDocumentsOfType(db: Db, name: string): Promise<number> {
  const [used] = await db
    .select({ value: count() })
    .from(customerDocuments)
    .where(eq(customerDocuments.documentType, name));
  return used?.value ?? 0;
}

export async function listDocumentTypeRows(db: Db): Promise<DocumentTypeRow[]> {
  return db.select().from(documentTypes).orderBy(asc(documentTypes.name), asc(documentTypes.id));
}

export async function findDocumentType(db: Db, id: string): Promise<DocumentTypeRow | undefined> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  return row;
}

export async function documentTypeExists(db: Db, name: string): Promise<boolean> {
  const [type] = await db
    .select({ id: documentTypes.id })
    .from(documentTypes)
    .where(eq(documentTypes.name, name))
    .limit(1);
  return type !== undefined;
}

export async function insertDocumentTypes(
  db: Db,
  rows: readonly DocumentTypeColumns[],
): Promise<Array<{ id: string }>> {
  if (rows.length === 0) return [];
  return db
    .insert(documentTypes)
    .values([...rows])
    .returning({ id: documentTypes.id });
}

export async function updateDocumentTypeRow(db: Db, id: string, values: DocumentTypeColumns): Promise<void> {
  await db.update(documentTypes).set(values).where(eq(documentTypes.id, id));
}

export async function deleteDocumentTypeRow(db: Db, id: string): Promise<void> {
  await db.delete(documentTypes).where(eq(documentTypes.id, id));
}
