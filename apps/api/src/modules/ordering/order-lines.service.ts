import {
  type DraftLineInput,
  type DraftLineResult,
  isSampleOrderable,
  isValidSampleLine,
  mergeSampleQuantities,
  ORDER_QUANTITY_MAX,
  type OrderDraft,
  SAMPLE_CUT_QUANTITY,
  sampleQuantityRule,
} from '@selvedge/contracts';
import { isErpError } from '@selvedge/erp';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findOrderableItem, type ItemRow } from '../catalog/index.js';
import { writeLog } from '../logs/index.js';
import { listExcludedItemGroups } from '../settings/index.js';
import { addQuantities } from './draft-view.js';
import { canEdit } from './order-draft.state.js';
import {
  draftNotEditable,
  draftView,
  editDraft,
  type OrderingCaller,
  requireOwnDraft,
} from './order-drafts.service.js';
import {
  deleteLine,
  insertLine,
  loadDraftContent,
  patternValuesOf,
  updateLine,
} from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftPatternRow, OrderDraftRow } from './ordering.tables.js';
import { patternLengths } from './pattern-lengths.js';

type LineInput = z.output<typeof DraftLineInput>;

const itemUnknown = () =>
  new AppError('ITEM_UNKNOWN', 422, { fields: [{ path: 'itemCode', code: 'INVALID_VALUE' }] });

const invalidField = (path: 'quantity' | 'patterns') =>
  new AppError('VALIDATION_FAILED', 400, { fields: [{ path, code: 'INVALID_VALUE' }] });

/**
 * An item the draft may hold: known, active, of the draft's kind and not in an excluded group (D34).
 * On a sample order only sample cuts and books (D26): another item is named but refused.
 */
async function requireItem(db: Db, draft: OrderDraftRow, code: string): Promise<ItemRow> {
  const isSample = draft.orderType === 'SAMPLE';
  const item = await findOrderableItem(db, code, {
    kind: isSample ? 'sample' : 'regular',
    excludedGroups: await listExcludedItemGroups(db),
  });
  if (!item) throw itemUnknown();
  if (isSample && !isSampleOrderable(item.groupCode)) {
    throw new AppError('SAMPLE_GROUP_REQUIRED', 400, {
      fields: [{ path: 'itemCode', code: 'INVALID_VALUE' }],
    });
  }
  return item;
}

/**
 * The quantity a line of this item takes (D26 on a sample order: a cut is always 0.3, a book a whole
 * 1 to 5, which the screen has already corrected the typing to), and its pattern rows (D25).
 */
function lineQuantity(
  draft: OrderDraftRow,
  item: ItemRow,
  input: LineInput,
): { quantity: number; pattern: ReturnType<typeof patternLengths> } {
  if (draft.orderType !== 'SAMPLE') {
    const pattern = patternLengths(item, input.patterns);
    return { quantity: pattern?.quantity ?? input.quantity, pattern };
  }
  if (input.patterns && input.patterns.length > 0) throw invalidField('patterns');
  if (sampleQuantityRule(item.groupCode) === 'fixedCut')
    return { quantity: SAMPLE_CUT_QUANTITY, pattern: null };
  if (!isValidSampleLine(item.groupCode, input.quantity)) throw invalidField('quantity');
  return { quantity: input.quantity, pattern: null };
}

/** Two lines of the same item and reference become one (ordering §4 step 6); samples by D26. */
function mergedQuantity(draft: OrderDraftRow, item: ItemRow, current: number, added: number): number {
  return draft.orderType === 'SAMPLE'
    ? mergeSampleQuantities(item.groupCode, current, added)
    : addQuantities(current, added);
}

interface Quote {
  unitPrice: number | null;
  deliveryDate: string | null;
}

/**
 * What the ERP says of the item for this quantity (ordering §4 steps 5-7, D27): discontinued without
 * enough stock is refused; otherwise its price and delivery date. While the ERP cannot be reached the
 * line is kept unpriced, and the ERP prices it when it places the order (D36). Only an item the ERP
 * does not know is unknown; any other answer that gives no price (a missing authorisation or service,
 * a refusal) is PRICE_UNAVAILABLE for the customer and the ERP's message in the error log, under the
 * request's reference id.
 */
async function quote(
  deps: AppDeps,
  caller: OrderingCaller,
  itemCode: string,
  quantity: number,
): Promise<Quote> {
  try {
    const status = await deps.erp.getObsoleteStatus({ itemCode, quantity });
    if (status === 'obsoleteWithoutStock') throw new AppError('ITEM_DISCONTINUED', 409);
    const price = await deps.erp.getPrice({ customerCode: caller.customerCode, itemCode, quantity });
    return { unitPrice: price.unitPrice, deliveryDate: price.deliveryDate };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isErpError(error, 'unavailable')) return { unitPrice: null, deliveryDate: null };
    if (isErpError(error, 'notFound')) throw itemUnknown();
    if (!isErpError(error)) throw error;
    await writeLog(deps.database.db, caller.ctx, {
      level: 'error',
      event: 'ERP_FAILED',
      message: `Price of ${itemCode} for ${caller.customerCode}: the ERP gave no price (${error.erpMessage ?? error.message})`,
      data: { itemCode, quantity, kind: error.kind },
    });
    throw new AppError('PRICE_UNAVAILABLE', 503);
  }
}

/** Lines merge when item and reference are the same, and both or neither carry pattern rows. */
function mergeTarget(
  lines: readonly OrderDraftLineRow[],
  patterns: readonly OrderDraftPatternRow[],
  item: ItemRow,
  input: LineInput,
  hasPatterns: boolean,
  exceptLineId: string | null,
): OrderDraftLineRow | undefined {
  return lines.find(
    (line) =>
      line.id !== exceptLineId &&
      line.itemCode === item.code &&
      line.reference === input.reference &&
      patterns.some((pattern) => pattern.lineId === line.id) === hasPatterns,
  );
}

function requireQuantity(quantity: number): void {
  if (quantity > ORDER_QUANTITY_MAX) throw invalidField('quantity');
}

/**
 * Adds a line, or changes line `lineId`: the item checked (D34), pattern rows computed (D25), merged
 * with the line of the same item and reference (quantities added), then priced by the ERP (D27).
 */
export async function saveLine(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lineId: string | null,
  input: LineInput,
): Promise<DraftLineResult> {
  const { db } = deps.database;
  const draft = await requireOwnDraft(db, caller, draftId);
  if (!canEdit(draft.state) && draft.state !== 'rejected') throw draftNotEditable();
  const item = await requireItem(db, draft, input.itemCode);
  const { quantity, pattern } = lineQuantity(draft, item, input);
  requireQuantity(quantity);

  const before = await loadDraftContent(db, draft);
  if (lineId && !before.lines.some((line) => line.id === lineId)) throw notFound();
  const target = mergeTarget(before.lines, before.patterns, item, input, pattern !== null, lineId);
  const totalQuantity = target ? mergedQuantity(draft, item, target.quantity, quantity) : quantity;
  requireQuantity(totalQuantity);

  let priced: Quote;
  try {
    priced = await quote(deps, caller, item.code, totalQuantity);
  } catch (error) {
    // ordering §4 step 7: a discontinued item's server line is deleted.
    if (error instanceof AppError && error.code === 'ITEM_DISCONTINUED' && lineId) {
      await editDraft(deps, caller, draftId, (tx) => deleteLine(tx, lineId));
    }
    throw error;
  }

  const result = await editDraft(deps, caller, draftId, async (tx, locked) => {
    // Read again under the lock: a parallel change may have added the line to merge with.
    const current = await loadDraftContent(tx, locked);
    const into = mergeTarget(current.lines, current.patterns, item, input, pattern !== null, lineId);
    if (into) {
      const merged = mergedQuantity(locked, item, into.quantity, quantity);
      requireQuantity(merged);
      await updateLine(
        tx,
        into.id,
        { quantity: merged, ...priced },
        pattern ? [...patternValuesOf(current.patterns, into.id), ...pattern.rows] : undefined,
      );
      if (lineId) await deleteLine(tx, lineId);
      return { outcome: 'merged' as const, lineId: into.id };
    }
    const values = {
      itemCode: item.code,
      itemName: item.name,
      salesUnit: item.salesUnit,
      imageUrl: item.imageUrl,
      quantity,
      reference: input.reference,
      ...priced,
    };
    if (lineId) {
      // A requested dye lot is of one item: another item on the line asks for none.
      const isSameItem = current.lines.some((line) => line.id === lineId && line.itemCode === item.code);
      await updateLine(
        tx,
        lineId,
        isSameItem ? values : { ...values, requestedBatch: null },
        pattern?.rows ?? [],
      );
      return { outcome: 'updated' as const, lineId };
    }
    return { outcome: 'added' as const, lineId: await insertLine(tx, draftId, values, pattern?.rows ?? []) };
  });
  return { ...result, draft: await draftView(db, await requireOwnDraft(db, caller, draftId)) };
}

export async function removeLine(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  lineId: string,
): Promise<OrderDraft> {
  const { db } = deps.database;
  await editDraft(deps, caller, draftId, async (tx, draft) => {
    const { lines } = await loadDraftContent(tx, draft);
    if (!lines.some((line) => line.id === lineId)) throw notFound();
    await deleteLine(tx, lineId);
  });
  return draftView(db, await requireOwnDraft(db, caller, draftId));
}
