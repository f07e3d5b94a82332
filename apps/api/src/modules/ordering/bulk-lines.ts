import {
  type DraftPatternInput,
  ORDER_QUANTITY_MAX,
  type QuickOrderLine,
  type QuickOrderLineStatus,
} from '@selvedge/contracts';
import { SAMPLE_BOOK_GROUP, SAMPLE_CUT_GROUP } from '@selvedge/erp';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { findItemsByCodeAnyCase, type ItemRow } from '../catalog/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { availableOf, discontinuedStock, isQuoteChanged, recheckLines } from './draft-recheck.js';
import { addQuantities } from './draft-view.js';
import { editDraft, type OrderingCaller, requireOwnDraft } from './order-drafts.service.js';
import {
  insertLines,
  loadDraftContent,
  type PatternValues,
  patternValuesOf,
  type StoredDraft,
  updateLine,
} from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftRow } from './ordering.tables.js';
import { patternLengths } from './pattern-lengths.js';

/**
 * Many lines added to a regular draft at once: a quick order's paste or file, a reorder's lines and a
 * saved list's. Each is checked by the rules of a line added by hand (order-lines.service.ts: D25, D27,
 * D34, the quantity limits) from the read model only, so that 500 lines are checked in well under a
 * second (bench/quick-order.ts); the valid ones are added in one transaction, merged with the draft's
 * lines of the same item and reference as by hand; then they are priced by the ERP for at most
 * BULK_PRICING_MS, so that a slow ERP never keeps the buyer waiting (bench/reorder.ts).
 *
 * Regular orders only: a sample order is a handful of cuts and books, of fixed or 1-5 quantities
 * (D26), which the sample screen adds one by one; a bulk add to one is QUICK_ORDER_REGULAR_ONLY.
 */

/** A line to check or add: what a paste or file was read into, or what reorder and saved lists give. */
export interface BulkLineInput {
  lineNumber?: number | undefined;
  itemCode: string;
  /** Null when missing or unreadable; `quantityText` then says what was typed. */
  quantity: number | null;
  quantityText?: string | undefined;
  reference: string;
  /** Pattern rows to copy (a reorder of a line placed in the portal, D25): the quantity is what they make. */
  patterns?: readonly z.output<typeof DraftPatternInput>[] | undefined;
  /** The dye lot the line asks for (a reorder keeping the lot it was delivered from). */
  requestedBatch?: string | null | undefined;
}

/** The longest item code and reference a line takes (DraftLineInput). */
const ITEM_CODE_MAX = 50;
const REFERENCE_MAX = 100;
const SAMPLE_GROUPS = new Set([SAMPLE_CUT_GROUP, SAMPLE_BOOK_GROUP]);

interface CheckedLine {
  line: QuickOrderLine;
  /** The item of a valid line. */
  item: ItemRow | null;
  /** The pattern rows of a valid line that has them (D25). */
  patterns: PatternValues[] | null;
  /** The draft's line a valid one is added to (same item and reference, both with or without pattern rows). */
  into: OrderDraftLineRow | null;
  requestedBatch: string | null;
}

const hasAtMostTwoDecimals = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));

/** The quantity's own rules (ordering §5): above 0, at most 2 decimals, at most ORDER_QUANTITY_MAX. */
function quantityStatus(input: BulkLineInput): QuickOrderLineStatus | null {
  const { quantity } = input;
  if (quantity === null)
    return (input.quantityText ?? '').trim() === '' ? 'quantityMissing' : 'quantityInvalid';
  if (!Number.isFinite(quantity) || quantity <= 0 || !hasAtMostTwoDecimals(quantity))
    return 'quantityInvalid';
  if (quantity > ORDER_QUANTITY_MAX) return 'quantityTooLarge';
  return null;
}

/**
 * What a line's item allows on a regular order: unknown (also inactive or a sample item), excluded
 * (D34), pattern rows needed and none given (D25).
 */
function itemStatus(
  item: ItemRow | undefined,
  excluded: ReadonlySet<string>,
  hasPatterns: boolean,
): QuickOrderLineStatus | null {
  if (!item?.isActive || SAMPLE_GROUPS.has(item.groupCode)) return 'unknown';
  if (excluded.has(item.groupCode)) return 'excluded';
  if (item.isPatternRequired && !hasPatterns) return 'patternRequired';
  return null;
}

/** The line's pattern rows as the server computes them and the quantity they make; null: none given. */
function computedPatternsOf(item: ItemRow, input: BulkLineInput) {
  if (!input.patterns || input.patterns.length === 0) return null;
  try {
    return patternLengths(item, input.patterns);
  } catch (error) {
    if (error instanceof AppError) return 'quantityInvalid' as const;
    throw error;
  }
}

/** Lines merge when item and reference are the same, and both or neither carry pattern rows (as by hand). */
const mergeKey = (itemCode: string, reference: string, hasPatterns: boolean) =>
  JSON.stringify([itemCode, reference, hasPatterns]);

/**
 * Every line checked against the read model and the draft's lines: a few statements whatever the
 * number of lines. Lines of the same item and reference add up, onto the draft's line when it has one;
 * the total is what the quantity limit and a discontinued item's stock (D27) are checked against.
 */
async function checkLines(
  db: Db,
  content: StoredDraft,
  inputs: readonly BulkLineInput[],
): Promise<CheckedLine[]> {
  const [excludedGroups, items] = await Promise.all([
    listExcludedItemGroups(db),
    findItemsByCodeAnyCase(
      db,
      inputs.map((input) => input.itemCode).filter((code) => code.length <= ITEM_CODE_MAX),
    ),
  ]);
  const excluded = new Set(excludedGroups);
  const stock = await discontinuedStock(db, items.values());
  const withPatterns = new Set(content.patterns.map((pattern) => pattern.lineId));
  const totals = new Map<string, number>();
  const targets = new Map<string, OrderDraftLineRow>();
  for (const line of content.lines) {
    const key = mergeKey(line.itemCode, line.reference, withPatterns.has(line.id));
    if (!targets.has(key)) {
      targets.set(key, line);
      totals.set(key, line.quantity);
    }
  }

  return inputs.map((input, index): CheckedLine => {
    const itemCode = input.itemCode.trim();
    const reference = input.reference.trim();
    const item = itemCode.length <= ITEM_CODE_MAX ? items.get(itemCode.toUpperCase()) : undefined;
    const line: QuickOrderLine = {
      lineNumber: input.lineNumber ?? index + 1,
      itemCode: item?.code ?? itemCode,
      itemName: item?.name ?? null,
      salesUnit: item?.salesUnit ?? null,
      quantity: input.quantity,
      quantityText: input.quantityText ?? (input.quantity === null ? '' : String(input.quantity)),
      reference,
      status: 'valid',
      isMerged: false,
    };
    const refused = (status: QuickOrderLineStatus): CheckedLine => ({
      line: { ...line, status },
      item: null,
      patterns: null,
      into: null,
      requestedBatch: null,
    });
    if (itemCode === '') return refused('codeMissing');
    const hasPatterns = (input.patterns?.length ?? 0) > 0;
    const problem =
      itemStatus(item, excluded, hasPatterns) ??
      (hasPatterns ? null : quantityStatus(input)) ??
      (reference.length > REFERENCE_MAX ? 'referenceTooLong' : null);
    if (problem || !item) return refused(problem ?? 'unknown');
    const pattern = computedPatternsOf(item, input);
    if (pattern === 'quantityInvalid') return refused(pattern);
    const quantity = pattern?.quantity ?? input.quantity;
    if (quantity === null) return refused('quantityMissing');

    const key = mergeKey(item.code, reference, pattern !== null);
    const before = totals.get(key);
    const total = before === undefined ? quantity : addQuantities(before, quantity);
    if (total > ORDER_QUANTITY_MAX) return refused('quantityTooLarge');
    if (item.isDiscontinued) {
      // D27 on the stock snapshot, as the draft's re-check: an item the feed has not sent is the ERP's to check.
      const available = availableOf(item, stock);
      if (available !== undefined && available < total) return refused('discontinued');
    }
    totals.set(key, total);
    return {
      line: { ...line, quantity, isMerged: before !== undefined },
      item,
      patterns: pattern?.rows ?? null,
      into: targets.get(key) ?? null,
      requestedBatch: input.requestedBatch ?? null,
    };
  });
}

/** Bulk adds take regular orders only (see above). */
function requireRegular(draft: OrderDraftRow): void {
  if (draft.orderType === 'SAMPLE') throw new AppError('QUICK_ORDER_REGULAR_ONLY', 409);
}

/**
 * The lines as they would be added to the draft now: nothing is written. The lines may be given as
 * their reader (an uploaded file), which runs only once the draft is known to be the caller's.
 */
export async function checkLinesInBulk(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lines: readonly BulkLineInput[] | (() => Promise<readonly BulkLineInput[]>),
): Promise<QuickOrderLine[]> {
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  requireRegular(draft);
  const inputs = typeof lines === 'function' ? await lines() : lines;
  const checked = await checkLines(db, await loadDraftContent(db, draft), inputs);
  return checked.map((entry) => entry.line);
}

/** An input line as checked, and the draft's line it went to (null: refused, `line.status` says why). */
export interface BulkLineOutcome {
  line: QuickOrderLine;
  lineId: string | null;
}

export interface BulkAddResult {
  /** What became of each input line, in the order given. */
  outcomes: BulkLineOutcome[];
  /** How many new lines the draft got, and how many input lines joined another. */
  added: number;
  merged: number;
}

/**
 * Adds the valid lines in one transaction, the draft locked and checked again under the lock (a change
 * in between is seen); nothing is added when the draft is not editable. Lines of the same item and
 * reference become one line, or join the draft's line, as adding by hand does. Then the touched lines
 * are priced by the ERP, a few at a time, after the commit (as the summary's re-check does): an outage
 * leaves them unpriced (D36), and the summary prices them before the order is approved.
 */
export async function addLinesInBulk(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  inputs: readonly BulkLineInput[],
): Promise<BulkAddResult> {
  const applied = await editDraft(deps, caller, draftId, async (tx, draft) => {
    requireRegular(draft);
    const content = await loadDraftContent(tx, draft);
    return applyLines(tx, content, await checkLines(tx, content, inputs));
  });
  const touched = applied.outcomes.flatMap(({ lineId }) => (lineId === null ? [] : [lineId]));
  await priceLines(deps, caller, draftId, new Set(touched));
  return applied;
}

interface NewLine {
  item: ItemRow;
  reference: string;
  quantity: number;
  patterns: PatternValues[];
  requestedBatch: string | null;
}

interface LineChange {
  quantity: number;
  patterns: PatternValues[] | null;
  requestedBatch: string | null;
}

/**
 * Writes the valid lines: one new line per item and reference, or the draft's line's new quantity (and
 * its pattern rows after its own). A line that asks for a dye lot asks it of the line it went to.
 */
async function applyLines(tx: Db, content: StoredDraft, checked: CheckedLine[]): Promise<BulkAddResult> {
  const onDraft = new Map<string, LineChange>();
  const fresh = new Map<string, NewLine>();
  /** Where each input line goes: a line of the draft, a new line (by its merge key), or nowhere. */
  const destinations: ({ lineId: string } | { key: string } | null)[] = [];
  let added = 0;
  let merged = 0;
  for (const { line, item, patterns, into, requestedBatch } of checked) {
    if (line.status !== 'valid' || !item || line.quantity === null) {
      destinations.push(null);
      continue;
    }
    merged += line.isMerged ? 1 : 0;
    if (into) {
      const change = onDraft.get(into.id) ?? {
        quantity: into.quantity,
        patterns: null,
        requestedBatch: null,
      };
      change.quantity = addQuantities(change.quantity, line.quantity);
      if (patterns) change.patterns = [...(change.patterns ?? []), ...patterns];
      change.requestedBatch = requestedBatch ?? change.requestedBatch;
      onDraft.set(into.id, change);
      destinations.push({ lineId: into.id });
      continue;
    }
    const key = mergeKey(item.code, line.reference, patterns !== null);
    const earlier = fresh.get(key);
    if (earlier) {
      earlier.quantity = addQuantities(earlier.quantity, line.quantity);
      earlier.patterns.push(...(patterns ?? []));
      earlier.requestedBatch = requestedBatch ?? earlier.requestedBatch;
    } else {
      fresh.set(key, {
        item,
        reference: line.reference,
        quantity: line.quantity,
        patterns: [...(patterns ?? [])],
        requestedBatch,
      });
      added += 1;
    }
    destinations.push({ key });
  }
  // A new quantity may have another price: it is asked again below.
  for (const [lineId, change] of onDraft) {
    const rows = change.patterns
      ? [...patternValuesOf(content.patterns, lineId), ...change.patterns]
      : undefined;
    await updateLine(
      tx,
      lineId,
      {
        quantity: change.quantity,
        unitPrice: null,
        deliveryDate: null,
        ...(change.requestedBatch ? { requestedBatch: change.requestedBatch } : {}),
      },
      rows,
    );
  }
  const newLines = [...fresh.entries()];
  const inserted = await insertLines(
    tx,
    content.header.id,
    newLines.map(([, { item, reference, quantity, patterns, requestedBatch }]) => ({
      itemCode: item.code,
      itemName: item.name,
      salesUnit: item.salesUnit,
      imageUrl: item.imageUrl,
      quantity,
      reference,
      unitPrice: null,
      deliveryDate: null,
      requestedBatch,
      patterns,
    })),
  );
  const idOfKey = new Map(newLines.map(([key], index) => [key, inserted[index] ?? null]));
  const outcomes = checked.map(({ line }, index): BulkLineOutcome => {
    const destination = destinations[index] ?? null;
    if (destination === null) return { line, lineId: null };
    return {
      line,
      lineId: 'lineId' in destination ? destination.lineId : (idOfKey.get(destination.key) ?? null),
    };
  });
  return { outcomes, added, merged };
}

/**
 * How long an add waits for the ERP's prices: 500 lines are 125 round trips, half a minute for an ERP
 * that answers in 200 ms. The lines not priced by then are priced by the summary's check, which every
 * order passes before approval (order-summary.service.ts); the buyer is not kept waiting for them.
 */
export const BULK_PRICING_MS = 3_000;

/**
 * The ERP's prices of the lines just added or changed, a few at a time (draft-recheck.ts) for at most
 * BULK_PRICING_MS, written where the line still has the quantity that was priced. A draft approved
 * meanwhile keeps its lines.
 */
async function priceLines(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lineIds: ReadonlySet<string>,
): Promise<void> {
  if (lineIds.size === 0) return;
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  const lines = (await loadDraftContent(db, draft)).lines.filter((line) => lineIds.has(line.id));
  const { prices } = await recheckLines(deps, db, draft, lines, {
    askPrices: true,
    askPricesUntil: Date.now() + BULK_PRICING_MS,
  });
  if (prices.size === 0) return;
  const pricedQuantity = new Map(lines.map((line) => [line.id, line.quantity]));
  await editDraft(deps, caller, draftId, async (tx, locked) => {
    for (const line of (await loadDraftContent(tx, locked)).lines) {
      const price = prices.get(line.id);
      if (price && pricedQuantity.get(line.id) === line.quantity && isQuoteChanged(line, price)) {
        await updateLine(tx, line.id, price);
      }
    }
  }).catch((error: unknown) => {
    if (!(error instanceof AppError && error.code === 'DRAFT_NOT_EDITABLE')) throw error;
  });
}
