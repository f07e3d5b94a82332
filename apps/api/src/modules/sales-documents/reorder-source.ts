import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { notFound } from '../../shared/errors.js';
import { findDeliveriesOfOrder, findLinesByKey, lineKeyText } from './reorder-source.repository.js';
import { findDocumentLines } from './sales-documents.repository.js';
import { requireScopedDocument } from './sales-documents.service.js';
import type { SalesDocumentLineRow } from './sales-documents.tables.js';

/** The documents a buyer orders again from. */
export type ReorderSourceKind = 'order' | 'delivery' | 'invoice';

export interface ReorderSourceLine {
  lineNumber: number;
  itemCode: string;
  description: string;
  quantity: number;
  unit: string;
  /** The customer's line reference (commission), '' without one. */
  reference: string;
  /** The dye lot this line was delivered from the last time; null when nothing was delivered yet. */
  lastBatch: string | null;
  /** The order line it goes back to (an order's own line, a delivery's base…), when the ERP says. */
  orderLine: { documentId: number; lineNumber: number } | null;
}

export interface ReorderSource {
  kind: ReorderSourceKind;
  documentId: number;
  documentNumber: number;
  lines: ReorderSourceLine[];
}

/** A line's dye lots are stored comma separated (as the lists show them); the first is the one shown. */
function firstBatch(batchNumbers: string | undefined): string | null {
  const first = batchNumbers
    ?.split(',')
    .map((batch) => batch.trim())
    .find((batch) => batch !== '');
  return first ?? null;
}

const baseOrderLine = (line: SalesDocumentLineRow | undefined): ReorderSourceLine['orderLine'] =>
  line?.baseKind === 'order' && line.baseDocumentId !== null && line.baseLineNumber !== null
    ? { documentId: line.baseDocumentId, lineNumber: line.baseLineNumber }
    : null;

const baseKey = (line: SalesDocumentLineRow) =>
  line.baseKind && line.baseDocumentId !== null && line.baseLineNumber !== null
    ? { kind: line.baseKind, documentId: line.baseDocumentId, lineNumber: line.baseLineNumber }
    : null;

/**
 * The lines of one of the caller's documents to order again (all, or the chosen ones), each with the
 * dye lot it was delivered from: a delivery line's own; an order line's latest delivery's; an invoice
 * line's own or its delivery's. Another customer's document, or a line it does not have, is 404.
 */
export async function findReorderSource(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  kind: ReorderSourceKind,
  documentId: number,
  lineNumbers?: readonly number[],
): Promise<ReorderSource> {
  const { db } = deps.database;
  const document = await requireScopedDocument(deps, ctx, kind, documentId);
  const all = await findDocumentLines(db, kind, documentId);
  const wanted = lineNumbers ? new Set(lineNumbers) : null;
  const lines = wanted ? all.filter((line) => wanted.has(line.lineNumber)) : all;
  if (wanted && lines.length !== wanted.size) throw notFound();

  let batchOf: (line: SalesDocumentLineRow) => string | null = (line) => firstBatch(line.batchNumbers);
  let orderLineOf: (line: SalesDocumentLineRow) => ReorderSourceLine['orderLine'] = baseOrderLine;
  if (kind === 'order') {
    const deliveries = await findDeliveriesOfOrder(db, documentId);
    batchOf = (line) =>
      firstBatch(
        deliveries.find(
          (delivered) => delivered.baseLineNumber === line.lineNumber && delivered.batchNumbers.trim() !== '',
        )?.batchNumbers,
      );
    orderLineOf = (line) => ({ documentId, lineNumber: line.lineNumber });
  } else if (kind === 'invoice') {
    const bases = new Map(
      (
        await findLinesByKey(
          db,
          lines.map(baseKey).filter((key) => key !== null),
        )
      ).map((base) => [lineKeyText(base), base]),
    );
    const baseOf = (line: SalesDocumentLineRow) => {
      const key = baseKey(line);
      return key ? bases.get(lineKeyText(key)) : undefined;
    };
    batchOf = (line) => firstBatch(line.batchNumbers) ?? firstBatch(baseOf(line)?.batchNumbers);
    orderLineOf = (line) => baseOrderLine(line) ?? baseOrderLine(baseOf(line));
  }

  return {
    kind,
    documentId,
    documentNumber: document.number,
    lines: lines.map((line) => ({
      lineNumber: line.lineNumber,
      itemCode: line.itemCode,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      reference: line.lineReference ?? '',
      lastBatch: batchOf(line),
      orderLine: orderLineOf(line),
    })),
  };
}
