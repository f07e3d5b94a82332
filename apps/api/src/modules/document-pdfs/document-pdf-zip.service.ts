import { once } from 'node:events';
import type { PassThrough, Readable } from 'node:stream';
import { PDF_ZIP_MAX_DOCUMENTS, type PdfZipDocument } from '@selvedge/contracts';
import { pdfFileName } from '@selvedge/erp';
import { ZipFile } from 'yazl';
import type { AuthenticatedContext } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { writeLog } from '../logs/index.js';
import { requireScopedDocuments, type SalesDocumentRow } from '../sales-documents/index.js';
import { missingNote, zipFileName } from './document-pdf-zip.texts.js';
import { type DocumentPdf, pdfOfDocument } from './document-pdfs.service.js';

/**
 * PDFs asked of the cache or the ERP side by side while the zip is written: enough that the ERP's
 * answer time overlaps, few enough that one download neither floods the ERP nor holds many PDFs in
 * memory (the zip waits for the client, and so do these).
 */
export const PDF_ZIP_PARALLEL = 4;

export interface PdfZip {
  fileName: string;
  /** The zip's bytes as they are made; destroy it to stop the work. */
  stream: Readable;
}

type Fetched = { ok: true; pdf: DocumentPdf } | { ok: false; reason: string };

interface ZipPart {
  document: SalesDocumentRow;
  itemCode: string;
}

/**
 * The PDFs of documents selected in a list, in one zip, streamed (issue of the lists' "Download PDFs";
 * D18 names). Before the first byte every document is checked against the caller's customer and
 * ship-to (requireScopedDocuments: one foreign or unknown document is 404 for the whole request, naming
 * none) and more than PDF_ZIP_MAX_DOCUMENTS is TOO_MANY_DOCUMENTS. A document selected by several of its
 * lines is in the zip once, named after the first of them. The PDFs come as the single download gets
 * them (pdfOfDocument: the cache, else the ERP), in the selection's order; one the ERP cannot give is not
 * a broken zip: the zip goes on without it, and a note (missingNote) at its end names what is missing,
 * with the reference of the error log's rows. `signal` is the client going away: the work stops.
 */
export async function openDocumentPdfZip(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  selection: readonly PdfZipDocument[],
  signal: AbortSignal,
): Promise<PdfZip> {
  const { parts, fileName } = await checkDocumentPdfZip(deps, ctx, selection);
  const zip = new ZipFile();
  void writeZip(deps, ctx, zip, parts, signal);
  return { fileName, stream: zip.outputStream as PassThrough };
}

/**
 * What openDocumentPdfZip checks before its first byte, and the zip it would make: its documents, in
 * order, and its name. Alone it is the `check=true` answer, which makes nothing.
 */
export async function checkDocumentPdfZip(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  selection: readonly PdfZipDocument[],
): Promise<{ parts: ZipPart[]; fileName: string }> {
  if (selection.length > PDF_ZIP_MAX_DOCUMENTS) throw new AppError('TOO_MANY_DOCUMENTS', 400);
  // A document selected by several of its lines: once, in its first place, named after that line.
  const firstOf = new Map<string, PdfZipDocument>();
  for (const document of selection) {
    const key = `${document.kind}:${document.id}`;
    if (!firstOf.has(key)) firstOf.set(key, document);
  }
  const chosen = [...firstOf.values()];
  const rows = await requireScopedDocuments(deps, ctx, chosen);
  return {
    parts: rows.map((document, index) => ({ document, itemCode: chosen[index]?.itemCode ?? '' })),
    fileName: zipFileName(
      ctx.language,
      rows.map((row) => row.kind),
      todayOf(deps.clock),
    ),
  };
}

async function writeZip(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  zip: ZipFile,
  parts: readonly ZipPart[],
  signal: AbortSignal,
): Promise<void> {
  // yazl's own stream (a PassThrough), typed by @types/yazl as the bare interface.
  const output = zip.outputStream as PassThrough;
  const names = new UniqueNames();
  const missing: { name: string; reason: string }[] = [];
  // Up to PDF_ZIP_PARALLEL PDFs asked ahead; each is added in its turn, once the client has taken the last.
  const pending: Promise<Fetched>[] = [];
  const askNext = () => {
    const part = parts[pending.length];
    if (part && !signal.aborted) pending.push(fetchPdf(deps, ctx, part));
  };
  try {
    for (let ahead = 0; ahead < PDF_ZIP_PARALLEL; ahead += 1) askNext();
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index] as ZipPart;
      const fetched = await (pending[index] as Promise<Fetched>);
      if (signal.aborted) return;
      askNext();
      if (fetched.ok) {
        // PDFs are compressed inside already: stored as they are, the zip costs no CPU.
        zip.addBuffer(fetched.pdf.bytes, names.take(fetched.pdf.fileName), { compress: false });
      } else {
        missing.push({ name: names.take(fileNameOf(part)), reason: fetched.reason });
      }
      if (output.writableNeedDrain) await once(output, 'drain', { signal });
    }
    if (missing.length > 0) {
      const note = missingNote(
        ctx.language,
        ctx.requestId,
        missing.map((entry) => entry.name),
      );
      zip.addBuffer(note.bytes, names.take(note.fileName), { compress: false });
      await writeLog(deps.database.db, ctx, {
        level: 'error',
        event: 'PDF_ZIP_INCOMPLETE',
        message: `PDF download of ${parts.length} documents without ${missing.length}: ${missing
          .map((entry) => `${entry.name} (${entry.reason})`)
          .join(', ')}`,
        referenceId: ctx.requestId,
      });
    }
    zip.end();
  } catch (error) {
    // The client went away (the wait for it was aborted): nothing to tell anyone.
    if (signal.aborted) return;
    // Anything else after the first byte can no longer be a problem answer: the zip is cut off, and the log says why.
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    await writeLog(deps.database.db, ctx, {
      level: 'error',
      event: 'UNHANDLED_ERROR',
      // The unhandled error's form of the error log (log-wording.ts).
      message: `GET /api/documents/pdf-zip: the zip of ${parts.length} documents broke off: ${String(error)}`,
      referenceId: ctx.requestId,
    }).catch(() => undefined);
  } finally {
    if (signal.aborted) output.destroy();
  }
}

/** The PDF, or why there is none (an ERP failure is in the log already, as the single download writes it). */
async function fetchPdf(deps: AppDeps, ctx: AuthenticatedContext, part: ZipPart): Promise<Fetched> {
  try {
    return { ok: true, pdf: await pdfOfDocument(deps, ctx, part.document, part.itemCode) };
  } catch (error) {
    return { ok: false, reason: error instanceof AppError ? error.code : String(error) };
  }
}

/** The name the document's PDF would have had (D18), for the note of what is missing. */
const fileNameOf = ({ document, itemCode }: ZipPart): string =>
  pdfFileName(document.kind, document.number, itemCode || undefined);

/**
 * Names within one zip: each once (a second `order-1.pdf` is `order-1 (2).pdf`), without a folder or
 * a character a file system refuses, whatever the ERP named a file.
 */
class UniqueNames {
  private readonly taken = new Set<string>();

  take(name: string): string {
    const safe = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').replace(/^\.+/, '') || 'document.pdf';
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let copy = 2; this.taken.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
