import type { SavedLineToDraftResult, SavedListLine, SavedListToDraft } from '@selvedge/contracts';
import { parseDecimalInput, quantityProblem } from '../../../lib/decimal-input';

/** What the user typed on a line of the list screen, kept until it is saved or sent. */
export interface LineEdit {
  quantity: string;
  reference: string;
}

/** The line's fields as the screen starts them: the remembered quantity and reference. */
export const editOf = (line: SavedListLine): LineEdit => ({
  quantity: line.quantity === null ? '' : String(line.quantity).replace('.', ','),
  reference: line.reference,
});

export interface DraftRequest {
  body: SavedListToDraft | null;
  /** Translation keys of the quantities that stop the request, by line id. */
  problems: Record<string, string>;
}

/**
 * The chosen lines as the add-to-draft request, each with its typed quantity and reference; a chosen
 * line without a valid quantity stops it and says why on that line. Flagged lines are not chosen.
 */
export function draftRequestOf(
  lines: readonly SavedListLine[],
  edits: Readonly<Record<string, LineEdit>>,
  chosen: ReadonlySet<string>,
): DraftRequest {
  const problems: Record<string, string> = {};
  const picked = lines.filter((line) => chosen.has(line.id) && line.problem === null);
  const body = picked.map((line) => {
    const edit = edits[line.id] ?? editOf(line);
    const problem = quantityProblem(edit.quantity);
    if (problem) problems[line.id] = problem;
    return {
      lineId: line.id,
      quantity: parseDecimalInput(edit.quantity) ?? 0,
      reference: edit.reference.trim(),
    };
  });
  const isSendable = body.length > 0 && Object.keys(problems).length === 0;
  return { body: isSendable ? { lines: body } : null, problems };
}

/** The answer in two parts: how many lines went on the draft, and the refused ones with their reason. */
export function draftOutcome(results: readonly SavedLineToDraftResult[]) {
  return {
    addedCount: results.filter((result) => result.outcome !== 'refused').length,
    refused: results.filter((result) => result.outcome === 'refused'),
  };
}
