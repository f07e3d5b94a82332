import { z } from 'zod';
import { INTEGER_MAX } from './common.js';
import { DOCUMENT_KINDS, type DocumentKind } from './sales-documents.js';

/**
 * GET /api/documents/pdf-zip: the PDFs of documents selected in a list, in one zip (D18 names). A
 * document travels in the query as `doc=kind:id` or `doc=kind:id:itemCode` (the row's item names its
 * file, as the row's own PDF button does), the parameter repeated once per document, in the order the
 * files take in the zip. A GET, so that the browser downloads it as a plain link with the session
 * cookie, never holding the zip in memory.
 */
export const PDF_ZIP_MAX_DOCUMENTS = 100;
/** More `doc` parameters than this are not read at all (400 VALIDATION_FAILED); up to it, >100 is TOO_MANY_DOCUMENTS. */
const PDF_ZIP_READ_LIMIT = 1000;

export interface PdfZipDocument {
  kind: DocumentKind;
  id: number;
  /** '' names the file after the document alone. */
  itemCode: string;
}

const kinds: ReadonlySet<string> = new Set(DOCUMENT_KINDS);

/** `kind:id[:itemCode]` → the document, or undefined when it is not one. */
export function parsePdfZipDocument(text: string): PdfZipDocument | undefined {
  const match = /^([A-Za-z]+):(\d{1,10})(?::(.{1,50}))?$/s.exec(text);
  if (!match || !kinds.has(match[1] as string)) return undefined;
  const id = Number(match[2]);
  if (id < 1 || id > INTEGER_MAX) return undefined;
  return { kind: match[1] as DocumentKind, id, itemCode: match[3]?.trim() ?? '' };
}

/** The query value of a document: what the lists put in the download link. */
export const pdfZipDocumentParam = (document: PdfZipDocument): string =>
  document.itemCode
    ? `${document.kind}:${document.id}:${document.itemCode}`
    : `${document.kind}:${document.id}`;

const DocumentParam = z
  .string()
  .max(80)
  .transform((text, context) => {
    const document = parsePdfZipDocument(text);
    if (document) return document;
    context.addIssue({ code: 'custom', message: 'INVALID_VALUE' });
    return z.NEVER;
  });

export const PdfZipQuery = z.object({
  doc: z
    .union([DocumentParam, z.array(DocumentParam).min(1).max(PDF_ZIP_READ_LIMIT)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .meta({
      description:
        'A document, `kind:id` or `kind:id:itemCode` (its file is named after the item, D18); repeated, at most 100, in the order of the zip.',
    }),
});
export type PdfZipQuery = z.infer<typeof PdfZipQuery>;

/**
 * GET /api/documents/pdf-zip/check, with the same query: the selection checked as the zip checks it
 * (scope, number) and the zip it would be, making nothing. The web app asks it first, then lets the
 * browser download the zip itself as a plain link, so that a refusal is a message, not a broken file.
 */
export const PdfZipCheck = z.object({
  /** Documents in the zip: a document selected by several of its lines is in it once. */
  documents: z.number().int(),
  fileName: z.string(),
});
export type PdfZipCheck = z.infer<typeof PdfZipCheck>;
