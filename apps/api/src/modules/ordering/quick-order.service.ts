import type { QuickOrderAddResult, QuickOrderPreview } from '@selvedge/contracts';
import type { AppDeps } from '../../shared/deps.js';
import { addLinesInBulk, type BulkLineInput, checkLinesInBulk } from './bulk-lines.js';
import { draftView, type OrderingCaller, requireOwnDraft } from './order-drafts.service.js';

/**
 * A quick order: pasted or uploaded lines (quick-order-parse.ts, quick-order-file.ts) checked and added
 * by the draft's bulk add (bulk-lines.ts), which reorder and saved lists use too.
 */

/** A line read from a paste or file. */
export type QuickLineInput = Pick<
  BulkLineInput,
  'lineNumber' | 'itemCode' | 'quantity' | 'quantityText' | 'reference'
>;

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
  const checked = await checkLinesInBulk(deps, caller, draftId, lines);
  return { lines: checked, validCount: checked.filter((line) => line.status === 'valid').length };
}

/** Adds the valid lines (bulk-lines.ts) and answers the draft as it is then. */
export async function addLines(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  inputs: readonly QuickLineInput[],
): Promise<QuickOrderAddResult> {
  const { outcomes, added, merged } = await addLinesInBulk(deps, caller, draftId, inputs);
  const { db } = deps.database;
  const draft = await draftView(db, await requireOwnDraft(db, caller, draftId));
  return { draft, lines: outcomes.map((outcome) => outcome.line), added, merged };
}
