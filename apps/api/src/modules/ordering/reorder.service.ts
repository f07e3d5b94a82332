import {
  type BatchStockAnswer,
  type DraftPatternInput,
  type OrderDraft,
  type QuickOrderLineStatus,
  REORDER_LINES_MAX,
  type ReorderFlag,
  type ReorderLine,
  type ReorderLineOutcome,
  type ReorderPreview,
  type ReorderPreviewRequest,
  type ReorderRequest,
  type ReorderResult,
} from '@selvedge/contracts';
import { SAMPLE_BOOK_GROUP, SAMPLE_CUT_GROUP } from '@selvedge/erp';
import type { z } from 'zod';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findItemsByCode, findStockSnapshots, type ItemRow, type StockSnapshot } from '../catalog/index.js';
import { lastSucceededAt, requestFeedSync } from '../erp-sync/index.js';
import { findReorderSource, type ReorderSource, type ReorderSourceLine } from '../sales-documents/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { addLinesInBulk } from './bulk-lines.js';
import {
  currentDraft,
  draftView,
  editDraft,
  type OrderingCaller,
  requireOwnDraft,
} from './order-drafts.service.js';
import { loadDraftContent } from './ordering.repository.js';
import { findPlacedLines, type PlacedLine, setRequestedBatch } from './reorder.repository.js';
import { STOCK_STALE_AFTER_MS } from './stock-check.service.js';

type PreviewInput = z.output<typeof ReorderPreviewRequest>;
type ReorderInput = z.output<typeof ReorderRequest>;

/** A source line as the draft would take it: the pattern rows to copy, and what stands in its way. */
interface PlannedLine {
  preview: ReorderLine;
  patterns: z.output<typeof DraftPatternInput>[] | undefined;
}

const SAMPLE_GROUPS: readonly string[] = [SAMPLE_CUT_GROUP, SAMPLE_BOOK_GROUP];

/** What the read model says against adding the item again (D26, D27, D34); null: nothing. */
function itemFlag(
  item: ItemRow | undefined,
  excluded: readonly string[],
  hasPatterns: boolean,
): ReorderFlag | null {
  if (!item || !item.isActive || SAMPLE_GROUPS.includes(item.groupCode)) return 'notOrderable';
  if (excluded.includes(item.groupCode)) return 'excluded';
  if (item.isPatternRequired && !hasPatterns) return 'patternRequired';
  if (item.isDiscontinued) return 'discontinued';
  return null;
}

/**
 * The pattern rows the buyer typed for the portal's order line this line goes back to (D25): the placed
 * draft's line of the same item (and reference, and quantity when several), in the order's line order.
 */
function patternsOf(line: ReorderSourceLine, placed: ReadonlyMap<number, PlacedLine[]>) {
  if (!line.orderLine) return undefined;
  const candidates = (placed.get(line.orderLine.documentId) ?? []).filter(
    (entry) => entry.line.itemCode === line.itemCode && entry.patterns.length > 0,
  );
  const match =
    candidates.find(
      (entry) => entry.line.reference === line.reference && entry.line.quantity === line.quantity,
    ) ??
    candidates.find((entry) => entry.line.reference === line.reference) ??
    candidates[0];
  return match?.patterns.map((pattern) => ({
    rows: pattern.rows,
    rowLength: pattern.rowLength,
    isNoPatternCalculation: pattern.isNoPatternCalculation,
  }));
}

/**
 * The lot's stock from the stock feed's snapshot, summed over warehouses; never asks the ERP. Figures
 * older than the feed's freshness rule (the stock check's) are still given, marked stale.
 */
function batchAnswer(
  batchNumber: string | null,
  snapshot: StockSnapshot | undefined,
  asOf: Date | null,
  isStale: boolean,
): BatchStockAnswer | null {
  if (!batchNumber) return null;
  const inStock = snapshot
    ? snapshot.batches
        .filter((batch) => batch.batchNumber === batchNumber)
        .reduce((sum, batch) => sum + Math.max(0, batch.quantity), 0)
    : null;
  return {
    batchNumber,
    inStock: inStock === null ? null : Math.round(inStock * 1000) / 1000,
    asOf: asOf?.toISOString() ?? null,
    isStale,
  };
}

/** A line of a source, keyed by its document: a list's selection takes lines of several. */
const lineKey = (source: { kind: string; documentId: number }, lineNumber: number) =>
  `${source.kind}:${source.documentId}:${lineNumber}`;

/**
 * Every source is the caller's (customer and ship-to) before anything is looked at further: one
 * foreign or unknown document or line refuses the whole request (404), and too many lines in all too.
 */
async function findSources(deps: AppDeps, caller: OrderingCaller, input: PreviewInput) {
  const chosen = input.sources.reduce((sum, source) => sum + (source.lineNumbers?.length ?? 0), 0);
  if (chosen > REORDER_LINES_MAX) throw new AppError('REORDER_TOO_MANY_LINES', 400);
  const found: ReorderSource[] = [];
  let lineCount = 0;
  for (const request of input.sources) {
    const source = await findReorderSource(
      deps,
      caller.ctx,
      request.kind,
      request.documentId,
      request.lineNumbers,
    );
    lineCount += source.lines.length;
    if (lineCount > REORDER_LINES_MAX) throw new AppError('REORDER_TOO_MANY_LINES', 400);
    found.push(source);
  }
  return found.flatMap((source) => source.lines.map((line) => ({ source, line })));
}

async function plan(deps: AppDeps, caller: OrderingCaller, input: PreviewInput) {
  const { db } = deps.database;
  const sourceLines = await findSources(deps, caller, input);
  const codes = sourceLines.map(({ line }) => line.itemCode);
  const [items, excluded, snapshots, syncedAt, placed] = await Promise.all([
    findItemsByCode(db, codes),
    listExcludedItemGroups(db),
    findStockSnapshots(db, codes),
    lastSucceededAt(db, 'stock'),
    findPlacedLines(
      db,
      caller.customerCode,
      sourceLines.flatMap(({ line }) => (line.orderLine ? [line.orderLine.documentId] : [])),
    ),
  ]);
  const isStale = !syncedAt || deps.clock.now().getTime() - syncedAt.getTime() > STOCK_STALE_AFTER_MS;
  if (isStale && sourceLines.some(({ line }) => line.lastBatch)) {
    // In the background, as the stock check does: the answer never waits for the ERP.
    await requestFeedSync(deps.jobs, 'stock').catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not ask for a stock sync'),
    );
  }
  return sourceLines.map(({ source, line }): PlannedLine => {
    const patterns = patternsOf(line, placed);
    const item = items.get(line.itemCode);
    return {
      patterns,
      preview: {
        kind: source.kind,
        documentId: source.documentId,
        documentNumber: source.documentNumber,
        lineNumber: line.lineNumber,
        itemCode: line.itemCode,
        description: item?.name ?? line.description,
        quantity: line.quantity,
        unit: line.unit,
        reference: line.reference,
        hasPatterns: patterns !== undefined,
        flag: itemFlag(item, excluded, patterns !== undefined),
        batch: batchAnswer(line.lastBatch, snapshots.get(line.itemCode), syncedAt, isStale),
      },
    };
  });
}

/** What ordering these lines again would do, from the read model only (never waits for the ERP). */
export async function previewReorder(
  deps: AppDeps,
  caller: OrderingCaller,
  input: PreviewInput,
): Promise<ReorderPreview> {
  const lines = await plan(deps, caller, input);
  return { lines: lines.map((line) => line.preview) };
}

/** Why the draft's bulk add refused a line, as the reorder screen names it. */
const STATUS_FLAGS: Record<Exclude<QuickOrderLineStatus, 'valid'>, ReorderFlag> = {
  codeMissing: 'notOrderable',
  unknown: 'notOrderable',
  excluded: 'excluded',
  discontinued: 'discontinuedWithoutStock',
  patternRequired: 'patternRequired',
  quantityMissing: 'quantity',
  quantityInvalid: 'quantity',
  quantityTooLarge: 'quantity',
  referenceTooLong: 'quantity',
};

/**
 * Orders the lines again into the caller's open regular draft (D22) by the draft's bulk add
 * (bulk-lines.ts): each line's item, quantity, reference and pattern rows, at today's price where the
 * ERP gives it in time. A line the read model already rules out is not tried; a discontinued one is
 * added while the stock feed has enough of it (D27) and flagged. The lines in `keepBatchOf` ask for the
 * lot they were delivered from.
 */
export async function reorder(
  deps: AppDeps,
  caller: OrderingCaller,
  input: ReorderInput,
): Promise<ReorderResult> {
  const lines = await plan(deps, caller, input);
  const keep = new Set(
    input.sources.flatMap((source) => (source.keepBatchOf ?? []).map((number) => lineKey(source, number))),
  );
  const isKept = (line: ReorderLine) => keep.has(lineKey(line, line.lineNumber));
  const draft = await currentDraft(deps, caller, 'B2B');
  const tried = lines.filter((line) => line.preview.flag === null || line.preview.flag === 'discontinued');
  const added = await addLinesInBulk(
    deps,
    caller,
    draft.id,
    tried.map(({ preview, patterns }) => ({
      itemCode: preview.itemCode,
      quantity: preview.quantity,
      reference: preview.reference,
      patterns,
      requestedBatch: isKept(preview) ? (preview.batch?.batchNumber ?? null) : null,
    })),
  );
  const outcomes = new Map(tried.map((line, index) => [line.preview, added.outcomes[index]]));
  const result: ReorderLineOutcome[] = lines.map(({ preview }) => {
    const { line, lineId } = outcomes.get(preview) ?? {};
    if (!line || !lineId) {
      return {
        ...preview,
        flag: line && line.status !== 'valid' ? STATUS_FLAGS[line.status] : preview.flag,
        outcome: 'flagged',
        draftLineId: null,
        requestedBatch: null,
      };
    }
    return {
      ...preview,
      outcome: line.isMerged ? 'merged' : 'added',
      draftLineId: lineId,
      requestedBatch: isKept(preview) ? (preview.batch?.batchNumber ?? null) : null,
    };
  });
  return {
    draft: await draftView(deps.database.db, await requireOwnDraft(deps.database.db, caller, draft.id)),
    lines: result,
  };
}

/** The buyer asks for a dye lot on a line of the draft, or (null) takes any. */
export async function requestBatch(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lineId: string,
  batchNumber: string | null,
): Promise<OrderDraft> {
  await editDraft(deps, caller, draftId, async (tx, draft) => {
    const { lines } = await loadDraftContent(tx, draft);
    if (!lines.some((line) => line.id === lineId)) throw notFound();
    await setRequestedBatch(tx, lineId, batchNumber);
  });
  return draftView(deps.database.db, await requireOwnDraft(deps.database.db, caller, draftId));
}
