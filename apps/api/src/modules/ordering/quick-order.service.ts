import {
  ORDER_QUANTITY_MAX,
  type QuickOrderAddResult,
  type QuickOrderLine,
  type QuickOrderLineStatus,
  type QuickOrderPreview,
} from '@selvedge/contracts';
import { SAMPLE_BOOK_GROUP, SAMPLE_CUT_GROUP } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { findItemsByCodeAnyCase, type ItemRow } from '../catalog/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { availableOf, discontinuedStock, isQuoteChanged, recheckLines } from './draft-recheck.js';
import { addQuantities } from './draft-view.js';
import { draftView, editDraft, type OrderingCaller, requireOwnDraft } from './order-drafts.service.js';
import { insertLines, loadDraftContent, type StoredDraft, updateLine } from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftRow } from './ordering.tables.js';

/**
 * Many lines added to a draft at once (issue's quick order; reorder and saved lists use it too): each
 * checked by the rules of a line added by hand (order-lines.service.ts: D25, D27, D34, the quantity
 * limits), from the read model only, so that 500 lines are previewed in well under a second
 * (bench/quick-order.ts); the valid ones added in one transaction, merged with the draft's lines of the
 * same item and reference as by hand.
 *
 * Regular orders only: a sample order is a handful of cuts and books, of fixed or 1-5 quantities
 * (D26), which the sample screen adds one by one; a quick order on it is QUICK_ORDER_REGULAR_ONLY.
 */

/** A line to check or add: what a paste or file was read into, or what reorder and saved lists give. */
export interface QuickLineInput {
  lineNumber?: number | undefined;
  itemCode: string;
  /** Null when missing or unreadable; `quantityText` then says what was typed. */
  quantity: number | null;
  quantityText?: string | undefined;
  reference: string;
}

/** The longest item code and reference a line takes (DraftLineInput). */
const ITEM_CODE_MAX = 50;
const REFERENCE_MAX = 100;
const SAMPLE_GROUPS = new Set([SAMPLE_CUT_GROUP, SAMPLE_BOOK_GROUP]);

interface CheckedLine {
  line: QuickOrderLine;
  /** The item of a valid line. */
  item: ItemRow | null;
  /** The draft's line a valid one is added to (same item and reference, no pattern rows). */
  into: OrderDraftLineRow | null;
}

const hasAtMostTwoDecimals = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));

/** The quantity's own rules (ordering §5): above 0, at most 2 decimals, at most ORDER_QUANTITY_MAX. */
function quantityStatus(input: QuickLineInput): QuickOrderLineStatus | null {
  const { quantity } = input;
  if (quantity === null)
    return (input.quantityText ?? '').trim() === '' ? 'quantityMissing' : 'quantityInvalid';
  if (!Number.isFinite(quantity) || quantity <= 0 || !hasAtMostTwoDecimals(quantity))
    return 'quantityInvalid';
  if (quantity > ORDER_QUANTITY_MAX) return 'quantityTooLarge';
  return null;
}

/** What a line's item allows on a regular order: unknown (also inactive or a sample item), excluded (D34), pattern rows (D25). */
function itemStatus(item: ItemRow | undefined, excluded: ReadonlySet<string>): QuickOrderLineStatus | null {
  if (!item?.isActive || SAMPLE_GROUPS.has(item.groupCode)) return 'unknown';
  if (excluded.has(item.groupCode)) return 'excluded';
  if (item.isPatternRequired) return 'patternRequired';
  return null;
}

const mergeKey = (itemCode: string, reference: string) => JSON.stringify([itemCode, reference]);

/**
 * Every line checked against the read model and the draft's lines: a few statements whatever the
 * number of lines. Lines of the same item and reference add up, onto the draft's line when it has one;
 * the total is what the quantity limit and a discontinued item's stock (D27) are checked against.
 */
async function checkLines(
  db: Db,
  content: StoredDraft,
  inputs: readonly QuickLineInput[],
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
    const key = mergeKey(line.itemCode, line.reference);
    if (!withPatterns.has(line.id) && !targets.has(key)) {
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
      into: null,
    });
    if (itemCode === '') return refused('codeMissing');
    const problem =
      itemStatus(item, excluded) ??
      quantityStatus(input) ??
      (reference.length > REFERENCE_MAX ? 'referenceTooLong' : null);
    if (problem || !item || input.quantity === null) return refused(problem ?? 'unknown');

    const key = mergeKey(item.code, reference);
    const before = totals.get(key);
    const total = before === undefined ? input.quantity : addQuantities(before, input.quantity);
    if (total > ORDER_QUANTITY_MAX) return refused('quantityTooLarge');
    if (item.isDiscontinued) {
      // D27 on the stock snapshot, as the draft's re-check: an item the feed has not sent is the ERP's to check.
      const available = availableOf(item, stock);
      if (available !== undefined && available < total) return refused('discontinued');
    }
    totals.set(key, total);
    return {
      line: { ...line, isMerged: before !== undefined },
      item,
      into: targets.get(key) ?? null,
    };
  });
}

/** Quick order takes regular orders only (see above). */
function requireRegular(draft: OrderDraftRow): void {
  if (draft.orderType === 'SAMPLE') throw new AppError('QUICK_ORDER_REGULAR_ONLY', 409);
}

/**
 * The lines as they would be added to the draft now: nothing is written. The lines may be given as
 * their reader (an uploaded file), which runs only once the draft is known to be the caller's.
 */
export async function previewLines(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lines: readonly QuickLineInput[] | (() => Promise<readonly QuickLineInput[]>),
): Promise<QuickOrderPreview> {
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  requireRegular(draft);
  const inputs = typeof lines === 'function' ? await lines() : lines;
  const checked = await checkLines(db, await loadDraftContent(db, draft), inputs);
  return summary(checked);
}

function summary(checked: readonly CheckedLine[]): QuickOrderPreview {
  const lines = checked.map((entry) => entry.line);
  return { lines, validCount: lines.filter((line) => line.status === 'valid').length };
}

/**
 * Adds the valid lines in one transaction, the draft locked and checked again under the lock (a change
 * in between is seen); nothing is added when the draft is not editable. Lines of the same item and
 * reference become one line, or join the draft's line, as adding by hand does. Then the touched lines
 * are priced by the ERP, a few at a time, after the commit (as the summary's re-check does): an outage
 * leaves them unpriced (D36), and the summary prices them before the order is approved.
 */
export async function addLines(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  inputs: readonly QuickLineInput[],
): Promise<QuickOrderAddResult> {
  const { db } = deps.database;
  const { checked, touched, added, merged } = await editDraft(deps, caller, draftId, async (tx, draft) => {
    requireRegular(draft);
    const lines = await checkLines(tx, await loadDraftContent(tx, draft), inputs);
    return applyLines(tx, draft.id, lines);
  });
  await priceLines(deps, caller, draftId, touched);
  const draft = await draftView(db, await requireOwnDraft(db, caller, draftId));
  return { draft, lines: checked.map((entry) => entry.line), added, merged };
}

/** Writes the valid lines: one new line per item and reference, or the draft's line's new quantity. */
async function applyLines(tx: Db, draftId: string, checked: CheckedLine[]) {
  const onDraft = new Map<string, number>();
  const fresh = new Map<string, { item: ItemRow; reference: string; quantity: number }>();
  let added = 0;
  let merged = 0;
  for (const { line, item, into } of checked) {
    if (line.status !== 'valid' || !item || line.quantity === null) continue;
    if (into) {
      onDraft.set(into.id, addQuantities(onDraft.get(into.id) ?? into.quantity, line.quantity));
      merged += 1;
      continue;
    }
    const key = mergeKey(item.code, line.reference);
    const earlier = fresh.get(key);
    if (earlier) {
      earlier.quantity = addQuantities(earlier.quantity, line.quantity);
      merged += 1;
    } else {
      fresh.set(key, { item, reference: line.reference, quantity: line.quantity });
      added += 1;
    }
  }
  // A new quantity may have another price: it is asked again below.
  for (const [lineId, quantity] of onDraft) {
    await updateLine(tx, lineId, { quantity, unitPrice: null, deliveryDate: null });
  }
  const inserted = await insertLines(
    tx,
    draftId,
    [...fresh.values()].map(({ item, reference, quantity }) => ({
      itemCode: item.code,
      itemName: item.name,
      salesUnit: item.salesUnit,
      imageUrl: item.imageUrl,
      quantity,
      reference,
      unitPrice: null,
      deliveryDate: null,
    })),
  );
  return { checked, touched: new Set([...onDraft.keys(), ...inserted]), added, merged };
}

/**
 * How long an add waits for the ERP's prices: 500 lines are 125 round trips, half a minute for an ERP
 * that answers in 200 ms. The lines not priced by then are priced by the summary's check, which every
 * order passes before approval (order-summary.service.ts); the buyer is not kept waiting for them.
 */
export const QUICK_ORDER_PRICING_MS = 3_000;

/**
 * The ERP's prices of the lines just added or changed, a few at a time (draft-recheck.ts) for at most
 * QUICK_ORDER_PRICING_MS, written where the line still has the quantity that was priced. A draft
 * approved meanwhile keeps its lines.
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
    askPricesUntil: Date.now() + QUICK_ORDER_PRICING_MS,
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
