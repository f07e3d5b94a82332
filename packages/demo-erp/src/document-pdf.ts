import type {
  DocumentAddress,
  ErpLanguage,
  Pdf,
  PdfOptions,
  SalesDocument,
  SalesDocumentKind,
} from '@selvedge/erp';
import { erpNotFound, erpUnavailable, pdfFileName } from '@selvedge/erp';
import { and, eq } from 'drizzle-orm';
import { documents } from './demo-erp.tables.js';
import { loadDocuments } from './feeds.js';
import type { DemoDb } from './host.js';
import { OBJ_TYPE_OF } from './mapping.js';
import type { PdfDocument } from './pdf/pdf-document.js';
import { renderDocumentPdf } from './pdf/render-document-pdf.js';

const addressLines = (address: DocumentAddress | null): string[] =>
  address
    ? [address.name, address.street, `${address.zipCode} ${address.city}`, address.country].filter(Boolean)
    : [];

export function toPdfDocument(doc: SalesDocument, language: ErpLanguage): PdfDocument {
  return {
    kind: doc.kind,
    language,
    number: String(doc.number),
    date: doc.date,
    ...(doc.dueDate ? { dueDate: doc.dueDate } : {}),
    customer: { code: doc.customerCode, name: doc.customerName },
    billTo: addressLines(doc.billTo),
    shipTo: addressLines(doc.shipTo),
    reference: doc.reference,
    currency: doc.currency,
    // Components of a sales BOM are not printed; the parent carries the price (D17).
    lines: doc.lines
      .filter((l) => l.bomRole !== 'component')
      .map((l) => ({
        lineNumber: l.lineNumber + 1,
        itemCode: l.itemCode,
        description: l.description,
        quantity: l.quantity,
        unit: l.unit,
        unitPrice: l.unitPrice,
        discountPercent: l.discountPercent,
        lineTotal: l.lineTotal,
        batchNumbers: l.batchNumbers,
      })),
    totals: doc.totals,
    trackAndTrace: doc.trackAndTrace,
  };
}

export async function getDocumentPdf(
  db: DemoDb,
  kind: SalesDocumentKind,
  id: number,
  language: ErpLanguage,
  options: PdfOptions = {},
): Promise<Pdf> {
  const where = and(eq(documents.ObjType, OBJ_TYPE_OF[kind]), eq(documents.DocEntry, id));
  const [doc] = await loadDocuments(db, where);
  if (!doc) throw erpNotFound(`No ${kind} ${id}`);
  try {
    const bytes = await renderDocumentPdf(toPdfDocument(doc, language));
    return { fileName: pdfFileName(kind, doc.number, options.itemCode), bytes };
  } catch (error) {
    // D18: a failure is a message, never a broken file.
    throw erpUnavailable('The PDF could not be produced', error);
  }
}
