import type { StockCheckResult } from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import {
  type ItemLookupAction,
  type ItemLookupState,
  initialItemLookup,
  isItemLookupAction,
  itemLookupStep,
} from '../../../lib/item-lookup';
import { isSameItemCode } from '../../../lib/items';
import {
  emptyPatternRow,
  type FormProblems,
  inputSignature,
  type NumberValue,
  type PatternRowDraft,
  patternRowsTotal,
  problemsOfFields,
  type StockCheckItem,
} from '../stock-check-form';

/**
 * The stock check screen's state (ordering §2 "Stock check screen", §8) as a reducer, so that what each
 * event does to the fields, their problems, the search panel and the answer is one pure function,
 * tested on its own; the screen keeps only the calls to the server and the focus.
 */

/** What went wrong with the last check, beyond a field's own message. */
export type CheckFailure =
  /** The input it failed for (`inputSignature`): typing something else puts it away. */
  { kind: 'failed'; referenceId: string | undefined; signature: string } | { kind: 'patternRequired' };

export interface CheckAnswer {
  result: StockCheckResult;
  /** The input the answer was asked for (`inputSignature`). */
  signature: string;
}

export interface CheckState extends ItemLookupState {
  code: string;
  quantity: NumberValue;
  patternRows: PatternRowDraft[];
  /** The looked-up item. */
  item: StockCheckItem | null;
  problems: FormProblems;
  failure: CheckFailure | null;
  answer: CheckAnswer | null;
  /**
   * The unknown code the search panel last opened for by itself: leaving the field again with the same
   * code (focus comes back to it when the panel closes) does not open the panel once more.
   */
  searchedCode: string;
}

export const initialCheckState: CheckState = {
  code: '',
  quantity: '',
  patternRows: [],
  ...initialItemLookup,
  item: null,
  problems: {},
  failure: null,
  answer: null,
  searchedCode: '',
};

export interface CheckView {
  /** The looked-up item, while the code field still shows its code. */
  currentItem: StockCheckItem | null;
  isPatternItem: boolean;
  /** The input as it is now (`inputSignature`). */
  signature: string;
  /** The answer shown was asked for other input than the form holds now. */
  isAnswerOutdated: boolean;
  /** A pattern item's quantity: the total of its rows. */
  patternTotal: number;
  /** The failed check, while the form still holds what it failed for. */
  shownFailure: CheckFailure | null;
}

export function checkView(state: CheckState): CheckView {
  const { item, code, quantity, patternRows, answer, failure } = state;
  const currentItem = item && isSameItemCode(item.code, code) ? item : null;
  const isPatternItem = Boolean(currentItem?.isPatternRequired);
  const signature = inputSignature({ code, quantity, patternRows }, isPatternItem);
  return {
    currentItem,
    isPatternItem,
    signature,
    isAnswerOutdated: answer !== null && answer.signature !== signature,
    patternTotal: currentItem && isPatternItem ? patternRowsTotal(patternRows, currentItem) : 0,
    shownFailure: failure?.kind === 'failed' && failure.signature === signature ? failure : null,
  };
}

/** What a failed check says (ordering §8, D34): on the fields, as "pattern required", or under the form. */
export type CheckOutcome =
  | { kind: 'problems'; problems: FormProblems }
  | { kind: 'patternRequired' }
  | { kind: 'failed'; referenceId: string | undefined };

export function checkFailureOf(error: unknown, patternRows: readonly PatternRowDraft[]): CheckOutcome {
  if (!isApiError(error)) return { kind: 'failed', referenceId: undefined };
  switch (error.code) {
    case 'ITEM_UNKNOWN':
      // Unknown, a sample, or an excluded product group (D34).
      return { kind: 'problems', problems: { code: 'stockCheck.invalidCode' } };
    case 'PATTERN_REQUIRED':
      return { kind: 'patternRequired' };
    case 'VALIDATION_FAILED': {
      const problems = problemsOfFields(
        error.fields.map((field) => field.path),
        patternRows,
      );
      return Object.keys(problems).length === 0
        ? { kind: 'failed', referenceId: error.referenceId }
        : { kind: 'problems', problems };
    }
    default:
      // STOCK_UNKNOWN (no figures and the ERP cannot be asked) and any other failure (ordering §8).
      return { kind: 'failed', referenceId: error.referenceId };
  }
}

export type CheckAction =
  | { type: 'codeTyped'; code: string }
  | { type: 'quantityTyped'; quantity: NumberValue }
  | { type: 'patternRowsChanged'; rows: PatternRowDraft[] }
  | ItemLookupAction
  | { type: 'itemFound'; item: StockCheckItem }
  | { type: 'searchChosen'; code: string }
  /** The chosen code turned out not to be an item: said on the field, other problems kept. */
  | { type: 'chosenCodeInvalid' }
  | { type: 'checkStarted' }
  /** What is wrong before anything is sent: these problems replace the shown ones. */
  | { type: 'problemsFound'; problems: FormProblems }
  /** A pattern product: its rows are filled in before the check (ordering §2). */
  | { type: 'patternRequired' }
  | { type: 'checkSent' }
  | { type: 'answered'; answer: CheckAnswer }
  | { type: 'checkFailed'; outcome: CheckOutcome; signature: string };

export function checkReducer(state: CheckState, action: CheckAction): CheckState {
  if (action.type === 'lookupMissed') return lookupMissed(state, action.searchCode);
  if (isItemLookupAction(action)) return itemLookupStep(state, action);
  switch (action.type) {
    case 'codeTyped':
      return { ...state, code: action.code, problems: { ...state.problems, code: undefined } };
    case 'quantityTyped':
      return { ...state, quantity: action.quantity, problems: { ...state.problems, quantity: undefined } };
    case 'patternRowsChanged':
      return {
        ...state,
        patternRows: action.rows,
        problems: { ...state.problems, quantity: undefined, rows: undefined },
        failure: state.failure?.kind === 'patternRequired' ? null : state.failure,
      };
    case 'itemFound':
      return adopt(state, action.item);
    case 'searchChosen':
      return {
        ...itemLookupStep(state, { type: 'searchClosed' }),
        code: action.code,
        problems: { ...state.problems, code: undefined },
      };
    case 'chosenCodeInvalid':
      return { ...state, problems: { ...state.problems, code: 'stockCheck.invalidCode' } };
    case 'checkStarted':
      return { ...state, failure: null };
    case 'problemsFound':
      return { ...state, problems: action.problems };
    case 'patternRequired':
      return patternRequired(state);
    case 'checkSent':
      return { ...state, problems: {} };
    case 'answered':
      return { ...state, answer: action.answer };
    case 'checkFailed': {
      const failed = { ...state, answer: null };
      const { outcome } = action;
      if (outcome.kind === 'problems') return { ...failed, problems: outcome.problems };
      if (outcome.kind === 'patternRequired') return patternRequired(failed);
      return {
        ...failed,
        failure: { kind: 'failed', referenceId: outcome.referenceId, signature: action.signature },
      };
    }
  }
}

/** The search panel opens by itself once per unknown code (searchedCode). */
function lookupMissed(state: CheckState, code: string | null): CheckState {
  if (code === null || isSameItemCode(state.searchedCode, code))
    return itemLookupStep(state, { type: 'lookupMissed', searchCode: null });
  return itemLookupStep({ ...state, searchedCode: code }, { type: 'lookupMissed', searchCode: code });
}

/** A found item becomes the one checked; another item than before starts its pattern rows afresh. */
function adopt(state: CheckState, found: StockCheckItem): CheckState {
  const isOtherItem = !state.item || !isSameItemCode(state.item.code, found.code);
  return {
    ...state,
    isLookingUp: false,
    item: found,
    searchedCode: '',
    problems: { ...state.problems, code: undefined },
    patternRows: isOtherItem ? (found.isPatternRequired ? [emptyPatternRow()] : []) : state.patternRows,
  };
}

/** The item needs pattern rows: they appear (one empty row at least), with the message saying so. */
function patternRequired(state: CheckState): CheckState {
  return {
    ...state,
    item: state.item ? { ...state.item, isPatternRequired: true } : state.item,
    patternRows: state.patternRows.length > 0 ? state.patternRows : [emptyPatternRow()],
    failure: { kind: 'patternRequired' },
  };
}
