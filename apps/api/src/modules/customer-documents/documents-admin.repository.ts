import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type CustomerDocumentRow, customerDocuments, documentTypes } from './customer-documents.tables.js';

type DocumentColumns = Omit<typeof customerDocuments.$inferInsert, 'id'>;
type DocumentTypeColumns = Omit<typeof documentTypes.$inferInsert, 'id'>;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;

/** Writes new rows of the table in one statement and answers their ids (none for no rows). */
const insertRowsOf =
  <T extends typeof customerDocuments | typeof documentTypes>(table: T) =>
  async (db: Db, rows: readonly Omit<T['$inferInsert'], 'id'>[]): Promise<Array<{ id: string }>> => {
    if (rows.length === 0) return [];
    // Drizzle cannot type an insert into a table that is a type parameter: the rows are the table's own.
    return db
      .insert(table as PgTable)
      .values([...rows])
      .returning({ id: table.id });
  };

export const insertDocuments = insertRowsOf(customerDocuments);
export const insertDocumentTypes = insertRowsOf(documentTypes);

export async function listDocuments(db: Db): Promise<CustomerDocumentRow[]> {
  return db.select().from(customerDocuments).orderBy(asc(customerDocuments.name), asc(customerDocuments.id));
}

export async function findDocument(db: Db, id: string): Promise<CustomerDocumentRow | undefined> {
  const [row] = await db.select().from(customerDocuments).where(eq(customerDocuments.id, id)).limit(1);
  return row;
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

export async function updateDocumentTypeRow(db: Db, id: string, values: DocumentTypeColumns): Promise<void> {
  await db.update(documentTypes).set(values).where(eq(documentTypes.id, id));
}

export async function deleteDocumentTypeRow(db: Db, id: string): Promise<void> {
  await db.delete(documentTypes).where(eq(documentTypes.id, id));
}
