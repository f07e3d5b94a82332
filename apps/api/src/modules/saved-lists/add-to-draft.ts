import type { SavedLineToDraftResult } from '@selvedge/contracts';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { currentDraft, orderingCaller, saveLine } from '../ordering/index.js';

export interface LineToAdd {
  /** The caller's name for the line in their answer (a saved list's line id). */
  key: string;
  itemCode: string;
  quantity: number;
  reference: string;
}

/**
 * The one place saved lists put lines on the caller's open order draft (made when there is none, D22).
 * Each line goes through the order screen's own line rules (ordering §4: the item checked, merged with
 * the same item and reference, priced by the ERP); a line those rules refuse is answered with its code
 * and the others still go. Kept on its own so that it can switch to a bulk add of the ordering module.
 */
export async function addLinesToDraft(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  lines: readonly LineToAdd[],
): Promise<{ draftId: string; results: SavedLineToDraftResult[] }> {
  const caller = orderingCaller(ctx);
  const draft = await currentDraft(deps, caller, 'B2B');
  const results: SavedLineToDraftResult[] = [];
  for (const line of lines) {
    try {
      const saved = await saveLine(deps, caller, draft.id, null, {
        itemCode: line.itemCode,
        quantity: line.quantity,
        reference: line.reference,
      });
      const outcome = saved.outcome === 'merged' ? 'merged' : 'added';
      results.push({ lineId: line.key, itemCode: line.itemCode, outcome, code: null });
    } catch (error) {
      // DRAFT_NOT_EDITABLE: the draft went to approval meanwhile; nothing more can go on it.
      if (!(error instanceof AppError) || error.code === 'DRAFT_NOT_EDITABLE') throw error;
      results.push({ lineId: line.key, itemCode: line.itemCode, outcome: 'refused', code: error.code });
    }
  }
  return { draftId: draft.id, results };
}
