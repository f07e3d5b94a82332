import type { DocumentKind } from '@selvedge/contracts';
import { isErpError } from '@selvedge/erp';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { problemForErpError } from '../../shared/erp-problems.js';
import { AppError, notFound } from '../../shared/errors.js';
import { writeLog } from '../logs/index.js';
import { hasLineWithItem, requireScopedDocument, type SalesDocumentRow } from '../sales-documents/index.js';
import { findCachedPdf, saveCachedPdf } from './document-pdfs.repository.js';

export interface DocumentPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * A document's PDF (D18). The document must be the session's customer's (and ship-to's) in the read
 * model, else 404 (D2). The ERP makes the PDF once per document version, language and file name; later
 * downloads come from document_pdfs, so they work while the ERP is down (D36).
 */
export async function getDocumentPdf(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  kind: DocumentKind,
  id: number,
  itemCode: string | undefined,
): Promise<DocumentPdf> {
  const document = await requireScopedDocument(deps, ctx, kind, id);
  // The file is named after a line of the list (D18): only an item of the document may name it.
  if (itemCode && !(await hasLineWithItem(deps, document, itemCode))) throw notFound();
  return pdfOfDocument(deps, ctx, document, itemCode ?? '');
}

/**
 * The PDF of a document already checked against the caller's scope (and its item code against its
 * lines): from document_pdfs while the document is unchanged, else from the ERP, kept for next time.
 * An ERP failure is in the error log and thrown as the problem the single download answers.
 */
export async function pdfOfDocument(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  document: SalesDocumentRow,
  itemCode: string,
): Promise<DocumentPdf> {
  const { db } = deps.database;
  const { kind, id } = document;
  const key = { kind, documentId: id, language: ctx.language, itemCode };
  const cached = await findCachedPdf(db, key);
  if (cached && cached.documentUpdatedAt.getTime() === document.erpUpdatedAt.getTime()) {
    return { fileName: cached.fileName, bytes: cached.bytes };
  }
  let pdf: { fileName: string; bytes: Uint8Array };
  try {
    pdf = await deps.erp.getDocumentPdf(kind, id, ctx.language, itemCode ? { itemCode } : {});
  } catch (error) {
    if (!isErpError(error)) throw error;
    await writeLog(db, ctx, {
      level: 'error',
      event: 'ERP_FAILED',
      message: `PDF of ${kind} ${id}: ${error.message}`,
      referenceId: ctx.requestId,
    });
    throw problemForErpError(error, new AppError('PDF_UNAVAILABLE', 502));
  }
  const bytes = Buffer.from(pdf.bytes);
  await saveCachedPdf(db, {
    ...key,
    fileName: pdf.fileName,
    bytes,
    documentUpdatedAt: document.erpUpdatedAt,
  });
  return { fileName: pdf.fileName, bytes };
}
