import type {
  BatchStockAnswer,
  ReorderLine,
  ReorderRequest,
  ReorderSourceKind,
  ReorderSourceRequest,
} from '@selvedge/contracts';
// Without zod: the lists' first screen reads these (contracts/reorder-limits.ts).
import { REORDER_DOCUMENTS_MAX, REORDER_LINES_MAX } from '@selvedge/contracts/reorder-limits';

/** What the screen says of a lot's stock: a translation key under `reorder.` and its values. */
export type BatchStockText =
  | { key: 'inStock'; quantity: number }
  | { key: 'notInStock' }
  | { key: 'stockUnknown' };

export function batchStockText(batch: BatchStockAnswer): BatchStockText {
  if (batch.inStock === null) return { key: 'stockUnknown' };
  return batch.inStock > 0 ? { key: 'inStock', quantity: batch.inStock } : { key: 'notInStock' };
}

/** Whole minutes since the stock feed's figures, for "stock data from 12 min ago"; null when fresh. */
export function staleMinutes(batch: BatchStockAnswer, now: Date): number | null {
  if (!batch.isStale || !batch.asOf) return null;
  return Math.max(1, Math.floor((now.getTime() - Date.parse(batch.asOf)) / 60_000));
}

/** A line the draft's rules rule out before it is tried: not offered a lot to keep. */
export const isBlocked = (line: ReorderLine): boolean => line.flag !== null && line.flag !== 'discontinued';

/** A line of a reorder, by its document: a list's selection takes lines of several documents. */
export const reorderLineKey = (line: { kind: string; documentId: number; lineNumber: number }): string =>
  `${line.kind}:${line.documentId}:${line.lineNumber}`;

/** The lots kept at first: every line delivered from a lot that is still in stock. */
export function defaultKept(lines: readonly ReorderLine[]): Set<string> {
  return new Set(
    lines
      .filter((line) => !isBlocked(line) && line.batch !== null && (line.batch.inStock ?? 0) > 0)
      .map(reorderLineKey),
  );
}

/** The request that adds the sources, asking for the kept lots of the lines that can take one. */
export function reorderRequest(
  sources: readonly ReorderSourceRequest[],
  lines: readonly ReorderLine[],
  kept: ReadonlySet<string>,
): ReorderRequest {
  return {
    sources: sources.map((source) => ({
      ...source,
      keepBatchOf: lines
        .filter(
          (line) =>
            line.kind === source.kind &&
            line.documentId === source.documentId &&
            line.batch !== null &&
            !isBlocked(line) &&
            kept.has(reorderLineKey(line)),
        )
        .map((line) => line.lineNumber),
    })),
  };
}

/** A row of the orders, deliveries or invoices list (a credit note's too, which is not ordered again). */
export interface SelectedDocumentLine {
  kind: ReorderSourceKind | 'creditNote';
  documentId: number;
  lineNumber: number;
}

/** What a list's selection orders again: its lines grouped by document, in the order first selected. */
export interface ListReorder {
  sources: ReorderSourceRequest[];
  lineCount: number;
  /** Selected rows that cannot be ordered again (credit notes). */
  skipped: number;
  /** Why the selection cannot be ordered again as it is; null: it can. */
  problem: 'tooManyLines' | 'tooManyDocuments' | 'creditNotesOnly' | null;
}

export function listReorder(selected: readonly SelectedDocumentLine[]): ListReorder {
  const byDocument = new Map<
    string,
    { kind: ReorderSourceKind; documentId: number; lineNumbers: number[] }
  >();
  let skipped = 0;
  for (const line of selected) {
    if (line.kind === 'creditNote') {
      skipped += 1;
      continue;
    }
    const key = `${line.kind}:${line.documentId}`;
    const source = byDocument.get(key) ?? { kind: line.kind, documentId: line.documentId, lineNumbers: [] };
    if (!source.lineNumbers.includes(line.lineNumber)) source.lineNumbers.push(line.lineNumber);
    byDocument.set(key, source);
  }
  const sources = [...byDocument.values()].map((source) => ({
    ...source,
    lineNumbers: [...source.lineNumbers].sort((a, b) => a - b),
  }));
  const lineCount = sources.reduce((sum, source) => sum + source.lineNumbers.length, 0);
  const problem =
    lineCount === 0 && skipped > 0
      ? 'creditNotesOnly'
      : lineCount > REORDER_LINES_MAX
        ? 'tooManyLines'
        : sources.length > REORDER_DOCUMENTS_MAX
          ? 'tooManyDocuments'
          : null;
  return { sources, lineCount, skipped, problem };
}
