import type { DocumentAdmin, DocumentInput, DocumentTypeAdmin, DocumentTypeInput } from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import { AppError, invalidFields, notFound } from '../../shared/errors.js';
import { unknownCustomerCodes } from '../customers/index.js';
import { deleteStoredFiles, describeFiles, fileExtension } from '../files/index.js';
import { type ContentChange, writeContentChange } from '../logs/index.js';
import type { CustomerDocumentRow } from './customer-documents.tables.js';
import { DEMO_DOCUMENT_PATH } from './demo-documents.js';
import {
  countDocumentsOfType,
  type DocumentTypeRow,
  deleteDocumentRow,
  deleteDocumentTypeRow,
  documentTypeExists,
  findDocument,
  findDocumentType,
  insertDocuments,
  insertDocumentTypes,
  listDocuments,
  listDocumentTypeRows,
  renameTypeOfDocuments,
  updateDocumentRow,
  updateDocumentTypeRow,
} from './documents-admin.repository.js';

type ParsedDocument = z.output<typeof DocumentInput>;
type ParsedDocumentType = z.output<typeof DocumentTypeInput>;

/**
 * How the content log names the changes of documents and of document types (the event, the id's key),
 * and what an error calls the row.
 */
const logged = {
  document: { event: 'DOCUMENT_CHANGED', idKey: 'documentId', noun: 'document' },
  documentType: { event: 'DOCUMENT_TYPE_CHANGED', idKey: 'documentTypeId', noun: 'document type' },
} as const;

/** The content log's row of a change: who changed what, by name. */
const logChange = (
  db: Db,
  ctx: AuthenticatedContext,
  subject: keyof typeof logged,
  action: ContentChange['action'],
  id: string,
  name: string,
) => {
  const { event, idKey } = logged[subject];
  return writeContentChange(db, ctx, { event, action, id: { [idKey]: id }, name });
};

/** A new document or document type, stored by `insert` and logged as created; its id. */
async function createLogged(
  db: Db,
  ctx: AuthenticatedContext,
  subject: keyof typeof logged,
  insert: Promise<Array<{ id: string }>>,
  name: string,
): Promise<{ id: string }> {
  const [row] = await insert;
  if (!row) throw new Error(`the ${logged[subject].noun} was not stored`);
  await logChange(db, ctx, subject, 'created', row.id, name);
  return row;
}

/** Where an uploaded document is served to the customers who may see it (customer-documents.routes). */
export const uploadedDocumentUrl = (fileId: string, contentType: string) =>
  `${DEMO_DOCUMENT_PATH}/${fileId}.${fileExtension(contentType)}`;

async function toViews(db: Db, rows: CustomerDocumentRow[]): Promise<DocumentAdmin[]> {
  const files = await describeFiles(
    db,
    rows.flatMap((row) => (row.fileId ? [row.fileId] : [])),
  );
  return rows.map((row) => {
    const isPortalFile = row.url.startsWith(`${DEMO_DOCUMENT_PATH}/`);
    return {
      id: row.id,
      name: row.name,
      documentType: row.documentType,
      fileId: row.fileId,
      fileName: row.fileId
        ? (files.get(row.fileId)?.fileName ?? null)
        : isPortalFile
          ? (row.url.split('/').pop() ?? null)
          : null,
      externalUrl: isPortalFile ? null : row.url,
      url: isPortalFile ? `/api/admin/documents/${row.id}/file` : row.url,
      customerCodes: row.customerCodes,
      customerGroupCodes: row.customerGroupCodes,
      openInBrowser: row.openInBrowser,
    };
  });
}

export async function listDocumentsForAdmin(db: Db): Promise<{ documents: DocumentAdmin[] }> {
  return { documents: await toViews(db, await listDocuments(db)) };
}

export async function findDocumentRow(db: Db, id: string): Promise<CustomerDocumentRow> {
  const row = await findDocument(db, id);
  if (!row) throw notFound();
  return row;
}

export async function getDocumentForAdmin(db: Db, id: string): Promise<DocumentAdmin> {
  const [view] = await toViews(db, [await findDocumentRow(db, id)]);
  if (!view) throw notFound();
  return view;
}

/** Checks the references of the input and gives the row's values; the file must be a stored upload. */
async function valuesOf(db: Db, input: ParsedDocument, current?: CustomerDocumentRow) {
  const problems: Array<{ path: string; code: 'INVALID_VALUE' | 'CUSTOMER_UNKNOWN' }> = [];
  const unknown = await unknownCustomerCodes(db, input.customerCodes);
  input.customerCodes.forEach((code, index) => {
    if (unknown.includes(code)) problems.push({ path: `customerCodes.${index}`, code: 'CUSTOMER_UNKNOWN' });
  });
  if (input.documentType) {
    if (!(await documentTypeExists(db, input.documentType)))
      problems.push({ path: 'documentType', code: 'INVALID_VALUE' });
  }
  let url = input.externalUrl ?? '';
  if (input.fileId) {
    const file = (await describeFiles(db, [input.fileId])).get(input.fileId);
    if (!file) problems.push({ path: 'fileId', code: 'INVALID_VALUE' });
    else url = uploadedDocumentUrl(input.fileId, file.contentType);
  } else if (current && !current.fileId && current.url === input.externalUrl) {
    url = current.url;
  }
  if (problems.length > 0) throw invalidFields(problems);
  return {
    name: input.name,
    documentType: input.documentType,
    url,
    fileId: input.fileId,
    customerCodes: [...new Set(input.customerCodes)],
    customerGroupCodes: [...new Set(input.customerGroupCodes)],
    openInBrowser: input.openInBrowser,
  };
}

export async function createDocument(
  db: Db,
  ctx: AuthenticatedContext,
  input: ParsedDocument,
): Promise<{ id: string }> {
  return createLogged(db, ctx, 'document', insertDocuments(db, [await valuesOf(db, input)]), input.name);
}

export async function updateDocument(
  db: Db,
  ctx: AuthenticatedContext,
  id: string,
  input: ParsedDocument,
): Promise<void> {
  const current = await findDocumentRow(db, id);
  await updateDocumentRow(db, id, await valuesOf(db, input, current));
  // A replaced upload is not kept (D33: the portal holds only what documents use).
  if (current.fileId && current.fileId !== input.fileId) await deleteStoredFiles(db, [current.fileId]);
  await logChange(db, ctx, 'document', 'updated', id, input.name);
}

export async function deleteDocument(db: Db, ctx: AuthenticatedContext, id: string): Promise<void> {
  const row = await deleteDocumentRow(db, id);
  if (!row) throw notFound();
  if (row.fileId) await deleteStoredFiles(db, [row.fileId]);
  await logChange(db, ctx, 'document', 'deleted', id, row.name);
}

// Document types

const typeView = (row: DocumentTypeRow): DocumentTypeAdmin => ({
  id: row.id,
  name: row.name,
  language: row.language ?? null,
  customerGroupCode: row.customerGroupCode,
});

export async function listDocumentTypes(db: Db): Promise<{ documentTypes: DocumentTypeAdmin[] }> {
  return { documentTypes: (await listDocumentTypeRows(db)).map(typeView) };
}

export async function getDocumentType(db: Db, id: string): Promise<DocumentTypeAdmin> {
  const row = await findDocumentType(db, id);
  if (!row) throw notFound();
  return typeView(row);
}

export async function createDocumentType(
  db: Db,
  ctx: AuthenticatedContext,
  input: ParsedDocumentType,
): Promise<{ id: string }> {
  return createLogged(db, ctx, 'documentType', insertDocumentTypes(db, [input]), input.name);
}

export async function updateDocumentType(
  db: Db,
  ctx: AuthenticatedContext,
  id: string,
  input: ParsedDocumentType,
): Promise<void> {
  const before = await getDocumentType(db, id);
  await updateDocumentTypeRow(db, id, input);
  if (before.name !== input.name) await renameTypeOfDocuments(db, before.name, input.name);
  await logChange(db, ctx, 'documentType', 'updated', id, input.name);
}

export async function deleteDocumentType(db: Db, ctx: AuthenticatedContext, id: string): Promise<void> {
  const type = await getDocumentType(db, id);
  if ((await countDocumentsOfType(db, type.name)) > 0) throw new AppError('DOCUMENT_TYPE_IN_USE', 400);
  await deleteDocumentTypeRow(db, id);
  await logChange(db, ctx, 'documentType', 'deleted', id, type.name);
}
