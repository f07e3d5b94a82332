import {
  calculatePatternRow,
  type DraftLineInput,
  type DraftLineResult,
  ORDER_QUANTITY_MAX,
  type OrderDraft,
  PatternInputError,
  patternTotal,
  patternTypeOf,
} from '@selvedge/contracts';
import { isErpError } from '@selvedge/erp';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findOrderableItem, type ItemRow } from '../catalog/catalog.service.js';
import { listExcludedItemGroups } from '../settings/settings.service.js';
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
  type PatternValues,
  updateLine,
} from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftPatternRow, OrderDraftRow } from './ordering.tables.js';

type LineInput = z.output<typeof DraftLineInput>;

const itemUnknown = () =>
  new AppError('ITEM_UNKNOWN', 422, { fields: [{ path: 'itemCode', code: 'INVALID_VALUE' }] });

/** An item the draft may hold: known, active, of the draft's kind and not in an excluded group (D34). */
async function requireItem(db: Db, draft: OrderDraftRow, code: string): Promise<ItemRow> {
  const item = await findOrderableItem(db, code, {
    kind: draft.orderType === 'SAMPLE' ? 'sample' : 'regular',
    excludedGroups: await listExcludedItemGroups(db),
  });
  if (!item) throw itemUnknown();
  return item;
}

/**
 * The pattern rows with the lengths the server computes (D25), and the line quantity they make. The
 * item decides the repeat and the pattern type; what the client calculated is never trusted.
 */
function patternRows(item: ItemRow, input: LineInput): { rows: PatternValues[]; quantity: number } | null {
  if (!input.patterns || input.patterns.length === 0) {
    if (item.isPatternRequired) throw new AppError('PATTERN_REQUIRED', 422);
    return null;
  }
  const patternType = patternTypeOf(item.isStaggered);
  try {
    const rows = input.patterns.map((row) => {
      const result = calculatePatternRow({ ...row, repeatCm: item.patternRepeatCm, patternType });
      return {
        rows: row.rows,
        rowLength: row.rowLength,
        requiredLength: result.requiredLaneLength,
        rowTotal: result.rowTotal,
        isNoPatternCalculation: row.isNoPatternCalculation,
      };
    });
    const quantity = patternTotal(
      input.patterns.map((row) => ({ ...row, repeatCm: item.patternRepeatCm, patternType })),
    );
    return { rows, quantity };
  } catch (error) {
    if (error instanceof PatternInputError) {
      throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'patterns', code: 'INVALID_VALUE' }] });
    }
    throw error;
  }
}

interface Quote {
  unitPrice: number | null;
  deliveryDate: string | null;
}

/**
 * What the ERP says of the item for this quantity (ordering §4 steps 5-7, D27): discontinued without
 * enough stock is refused; otherwise its price and delivery date. While the ERP cannot be reached the
 * line is kept unpriced, and the ERP prices it when it places the order (D36).
 */
async function quote(
  deps: AppDeps,
  customerCode: string,
  itemCode: string,
  quantity: number,
): Promise<Quote> {
  try {
    const status = await deps.erp.getObsoleteStatus({ itemCode, quantity });
    if (status === 'obsoleteWithoutStock') throw new AppError('ITEM_DISCONTINUED', 409);
    const price = await deps.erp.getPrice({ customerCode, itemCode, quantity });
    return { unitPrice: price.unitPrice, deliveryDate: price.deliveryDate };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isErpError(error, 'unavailable')) return { unitPrice: null, deliveryDate: null };
    if (isErpError(error)) throw itemUnknown();
    throw error;
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

const storedPatterns = (patterns: readonly OrderDraftPatternRow[], lineId: string): PatternValues[] =>
  patterns
    .filter((pattern) => pattern.lineId === lineId)
    .map(({ rows, rowLength, requiredLength, rowTotal, isNoPatternCalculation }) => ({
      rows,
      rowLength,
      requiredLength,
      rowTotal,
      isNoPatternCalculation,
    }));

function requireQuantity(quantity: number): void {
  if (quantity > ORDER_QUANTITY_MAX) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: [{ path: 'quantity', code: 'INVALID_VALUE' }] });
  }
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
  const pattern = patternRows(item, input);
  const quantity = pattern?.quantity ?? input.quantity;
  requireQuantity(quantity);

  const before = await loadDraftContent(db, draft);
  if (lineId && !before.lines.some((line) => line.id === lineId)) throw notFound();
  const target = mergeTarget(before.lines, before.patterns, item, input, pattern !== null, lineId);
  const totalQuantity = target ? addQuantities(target.quantity, quantity) : quantity;
  requireQuantity(totalQuantity);

  let priced: Quote;
  try {
    priced = await quote(deps, caller.customerCode, item.code, totalQuantity);
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
      const merged = addQuantities(into.quantity, quantity);
      requireQuantity(merged);
      await updateLine(
        tx,
        into.id,
        { quantity: merged, ...priced },
        pattern ? [...storedPatterns(current.patterns, into.id), ...pattern.rows] : undefined,
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
      await updateLine(tx, lineId, values, pattern?.rows ?? []);
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
