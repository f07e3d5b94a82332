import type { DocumentKind } from '@selvedge/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { type DocumentPdfRow, documentPdfs } from './document-pdfs.tables.js';

export interface PdfKey {
  kind: DocumentKind;
  documentId: number;
  language: string;
  /** '' when the file is not named after a line. */
  itemCode: string;
}

export function findCachedPdf(db: Db, key: PdfKey): Promise<DocumentPdfRow | undefined> {
  return firstRow(
    db,
    documentPdfs,
    and(
      eq(documentPdfs.kind, key.kind),
      eq(documentPdfs.documentId, key.documentId),
      eq(documentPdfs.language, key.language),
      eq(documentPdfs.itemCode, key.itemCode),
    ),
  );
}

export async function saveCachedPdf(
  db: Db,
  values: PdfKey & { fileName: string; bytes: Buffer; documentUpdatedAt: Date },
): Promise<void> {
  await db
    .insert(documentPdfs)
    .values(values)
    .onConflictDoUpdate({
      target: [documentPdfs.kind, documentPdfs.documentId, documentPdfs.language, documentPdfs.itemCode],
      set: {
        fileName: values.fileName,
        bytes: values.bytes,
        documentUpdatedAt: values.documentUpdatedAt,
        createdAt: new Date(),
      },
    });
}
