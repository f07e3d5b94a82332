import type { ReturnableLine } from '@selvedge/contracts';
import { showDate } from '../../../lib/filter-state';
import {
  addChosenLines,
  type ChosenLine,
  capPackages,
  capQuantity,
  type FormProblems,
  isWholeTyping,
  lineKeyOf,
  linePath,
  maxReturnable,
  type NumberValue,
  withoutLine,
} from './return-form';

/**
 * The return request screen's state (ordering §2 "Return request screen", §4 "Return flow", §5) as a
 * reducer, so that what each event does to the fields, their problems, the selection modal and the
 * question before sending is one pure function, tested on its own; the screen keeps only the call to
 * the server and the focus.
 */

/** A failure that is not said on the fields, or the ERP's rejection; both keep everything typed. */
export type ReturnFailure = { kind: 'rejected'; message: string | null } | { kind: 'error'; error: unknown };

export interface ReturnPageState {
  packages: NumberValue;
  /** The typed number of packages was above the maximum and became it. */
  isPackagesCapped: boolean;
  /** dd-mm-yyyy, as shown and typed. */
  pickUpDate: string;
  lines: ChosenLine[];
  /** By path (return-form.ts `linePath`, or 'packages', 'pickUpDate', 'lines'): a translation key. */
  problems: FormProblems;
  /** The lines whose typed quantity was above what can be returned and became that maximum. */
  cappedKeys: ReadonlySet<string>;
  isModalOpen: boolean;
  /** "Submit the return request?" is asked. */
  isConfirming: boolean;
  failure: ReturnFailure | null;
}

/** The screen as it opens: the pick-up date is today (ISO `today`). */
export function initialReturnPage(today: string): ReturnPageState {
  return {
    packages: '',
    isPackagesCapped: false,
    pickUpDate: showDate(today),
    lines: [],
    problems: {},
    cappedKeys: new Set(),
    isModalOpen: false,
    isConfirming: false,
    failure: null,
  };
}

type LineRef = Pick<ReturnableLine, 'deliveryId' | 'lineNumber'>;

export type ReturnPageAction =
  | { type: 'packagesTyped'; text: string }
  | { type: 'pickUpDateTyped'; text: string }
  | { type: 'quantityTyped'; line: ReturnableLine; quantity: NumberValue }
  | { type: 'textTyped'; line: LineRef; field: 'remark' | 'commission'; value: string }
  | { type: 'lineRemoved'; line: LineRef }
  | { type: 'modalOpened' }
  | { type: 'modalClosed' }
  | { type: 'linesAdded'; lines: readonly { line: ReturnableLine; quantity: NumberValue }[] }
  /** What is wrong before sending: these problems replace the shown ones. */
  | { type: 'problemsFound'; problems: FormProblems }
  | { type: 'confirmAsked' }
  | { type: 'confirmClosed' }
  | { type: 'sendStarted' }
  /** What the server found wrong: said on the fields, and under them when it is not a field's. */
  | { type: 'sendFailed'; problems: FormProblems; failure: ReturnFailure | null }
  | { type: 'rejected'; message: string | null };

export function returnPageReducer(state: ReturnPageState, action: ReturnPageAction): ReturnPageState {
  switch (action.type) {
    case 'packagesTyped': {
      if (!isWholeTyping(action.text)) return state;
      const capped = capPackages(action.text);
      return {
        ...forget(state, 'packages'),
        packages: capped.value,
        isPackagesCapped: capped.isCapped,
      };
    }
    case 'pickUpDateTyped':
      return { ...forget(state, 'pickUpDate'), pickUpDate: action.text };
    case 'quantityTyped': {
      const key = lineKeyOf(action.line);
      const capped = capQuantity(action.quantity, maxReturnable(action.line));
      const cappedKeys = new Set(state.cappedKeys);
      if (capped.isCapped) cappedKeys.add(key);
      else cappedKeys.delete(key);
      return {
        ...updateLine(forget(state, linePath(action.line, 'quantity')), action.line, {
          quantity: capped.value,
        }),
        cappedKeys,
      };
    }
    case 'textTyped':
      return updateLine(forget(state, linePath(action.line, action.field)), action.line, {
        [action.field]: action.value,
      });
    case 'lineRemoved': {
      const key = lineKeyOf(action.line);
      return {
        ...state,
        lines: state.lines.filter((chosen) => lineKeyOf(chosen.line) !== key),
        problems: withoutLine(state.problems, action.line),
      };
    }
    case 'modalOpened':
      return { ...state, isModalOpen: true };
    case 'modalClosed':
      return { ...state, isModalOpen: false };
    case 'linesAdded':
      return {
        ...forget(state, 'lines'),
        lines: addChosenLines(state.lines, action.lines),
        isModalOpen: false,
      };
    case 'problemsFound':
      return { ...state, problems: action.problems };
    case 'confirmAsked':
      return { ...state, isConfirming: true };
    case 'confirmClosed':
      return { ...state, isConfirming: false };
    case 'sendStarted':
      return { ...state, failure: null };
    case 'sendFailed':
      return {
        ...state,
        problems: { ...state.problems, ...action.problems },
        failure: action.failure ?? state.failure,
      };
    case 'rejected':
      return { ...state, failure: { kind: 'rejected', message: action.message } };
  }
}

/** A field typed in again no longer shows its problem. */
function forget(state: ReturnPageState, path: string): ReturnPageState {
  if (!(path in state.problems)) return state;
  const { [path]: _dropped, ...rest } = state.problems;
  return { ...state, problems: rest };
}

function updateLine(state: ReturnPageState, target: LineRef, patch: Partial<ChosenLine>): ReturnPageState {
  const key = lineKeyOf(target);
  return {
    ...state,
    lines: state.lines.map((chosen) => (lineKeyOf(chosen.line) === key ? { ...chosen, ...patch } : chosen)),
  };
}
