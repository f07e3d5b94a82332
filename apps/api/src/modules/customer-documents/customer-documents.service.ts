import type { CustomerDocument } from '@selvedge/contracts';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import { findStoredFile } from '../files/index.js';
import { findVisibleDocumentByUrl, findVisibleDocuments } from './customer-documents.repository.js';
import type { CustomerDocumentRow } from './customer-documents.tables.js';
import { DEMO_DOCUMENT_PATH, demoDocumentFile, demoDocumentRows } from './demo-documents.js';
import { insertDocuments, insertDocumentTypes } from './documents-admin.repository.js';

const customerOf = (ctx: AuthenticatedContext) => (ctx.customer?.isActive ? ctx.customer : undefined);

/** "Current information": the documents of the customer's code or group, images left out (foundations 2). */
export async function listCustomerDocuments(
  deps: AppDeps,
  ctx: AuthenticatedContext,
): Promise<{ documents: CustomerDocument[] }> {
  const customer = customerOf(ctx);
  if (!customer) return { documents: [] };
  const rows = await findVisibleDocuments(deps.database.db, customer.code, customer.groupCode);
  return {
    documents: rows.map((row) => ({ id: row.id, name: row.name, type: row.documentType, url: row.url })),
  };
}

/** A file the portal serves for a document, only to a customer who may see that document (D2, D7). */
export async function getCustomerDocumentFile(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  file: string,
): Promise<ServedDocumentFile> {
  const customer = customerOf(ctx);
  const url = `${DEMO_DOCUMENT_PATH}/${file}`;
  const row = customer
    ? await findVisibleDocumentByUrl(deps.database.db, customer.code, customer.groupCode, url)
    : undefined;
  if (!row) throw notFound();
  return documentFileOf(deps, row);
}

export interface ServedDocumentFile {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  isInline: boolean;
}

/** The bytes behind a document's URL: its upload (D33) or a demo PDF. */
export async function documentFileOf(deps: AppDeps, row: CustomerDocumentRow): Promise<ServedDocumentFile> {
  if (row.fileId) {
    const stored = await findStoredFile(deps.database.db, row.fileId);
    if (!stored) throw notFound();
    return {
      bytes: stored.bytes,
      fileName: stored.fileName,
      contentType: stored.contentType,
      isInline: row.openInBrowser,
    };
  }
  const name = row.url.split('/').pop() ?? '';
  const bytes = row.url.startsWith(`${DEMO_DOCUMENT_PATH}/`) ? demoDocumentFile(name) : undefined;
  if (!bytes) throw notFound();
  return { bytes: await bytes, fileName: name, contentType: 'application/pdf', isInline: row.openInBrowser };
}

/** Writes the demo seed's documents (demo-documents.ts). */
export async function seedDemoDocuments(db: Db): Promise<void> {
  const rows = demoDocumentRows();
  await insertDocuments(db, rows);
  // Its document types: the ones the demo documents use.
  const typeNames = [...new Set(rows.flatMap((row) => (row.documentType ? [row.documentType] : [])))];
  await insertDocumentTypes(
    db,
    typeNames.map((name) => ({ name })),
  );
}
