import type { ErrorCode, QuickOrderLineStatus, SavedLineToDraftResult } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { addLinesInBulk, currentDraft, orderingCaller } from '../ordering/index.js';

export interface LineToAdd {
  /** The caller's name for the line in their answer (a saved list's line id). */
  key: string;
  itemCode: string;
  quantity: number;
  reference: string;
}

/** Why the draft's bulk add refused a line, as the error the screen words (as adding by hand answers). */
const STATUS_CODES: Record<Exclude<QuickOrderLineStatus, 'valid'>, ErrorCode> = {
  codeMissing: 'ITEM_UNKNOWN',
  unknown: 'ITEM_UNKNOWN',
  excluded: 'ITEM_UNKNOWN',
  discontinued: 'ITEM_DISCONTINUED',
  patternRequired: 'PATTERN_REQUIRED',
  quantityMissing: 'VALIDATION_FAILED',
  quantityInvalid: 'VALIDATION_FAILED',
  quantityTooLarge: 'VALIDATION_FAILED',
  referenceTooLong: 'VALIDATION_FAILED',
};

/**
 * The one place saved lists put lines on the caller's open order draft (made when there is none, D22),
 * through the ordering module's bulk add: each line checked by the order screen's own line rules
 * (ordering §4: the item checked, merged with the same item and reference), all added in one step and
 * priced by the ERP for a few seconds at most; a line those rules refuse is answered with its code and
 * the others still go.
 */
export async function addLinesToDraft(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  lines: readonly LineToAdd[],
): Promise<{ draftId: string; results: SavedLineToDraftResult[] }> {
  const caller = orderingCaller(ctx);
  const draft = await currentDraft(deps, caller, 'B2B');
  const added = await addLinesInBulk(deps, caller, draft.id, lines);
  const results = lines.map((input, index): SavedLineToDraftResult => {
    const checked = added.outcomes[index]?.line;
    const status = checked?.status ?? 'unknown';
    const at = { lineId: input.key, itemCode: input.itemCode };
    if (status !== 'valid') return { ...at, outcome: 'refused', code: STATUS_CODES[status] };
    return { ...at, outcome: checked?.isMerged ? 'merged' : 'added', code: null };
  });
  return { draftId: draft.id, results };
}
