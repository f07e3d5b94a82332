import type { UploadedFile } from '@selvedge/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type StoredFileRow, storedFiles } from './files.tables.js';

export type { StoredFileRow };

export async function insertStoredFile(
  db: Db,
  values: typeof storedFiles.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  if (!row) throw new Error('the upload was not stored');
  return row;
}

export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

/** Name, type and size of these files (no bytes). */
export async function describeFiles(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, Omit<UploadedFile, 'id'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: storedFiles.id,
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

export async function deleteStoredFiles(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}
