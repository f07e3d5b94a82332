import type { DraftLine, ItemKind, OrderItem, PatternRow } from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import {
  type ItemLookupAction,
  type ItemLookupState,
  initialItemLookup,
  isItemLookupAction,
  itemLookupStep,
} from '../../../lib/item-lookup';
import { displayItemCode } from '../../../lib/items';
import { isPatternLine } from '../line-form';
import type { PatternResult } from '../pattern-rows';
import {
  canSubmitRule,
  isRegularRule,
  type LineQuantityRule,
  lineQuantityRule,
  namesItem,
} from './order-kind';
import { bookInputOnLookup } from './sample-quantity';

/**
 * The item modal's state (ordering §2, §4, §5, D26) as a reducer, so that what each event does to the
 * fields, their errors and the panels on top is one pure function, tested on its own; the modal keeps
 * only the calls to the server and the focus.
 */

/** The message area under the fields: a translated key, or a failed call's own message. */
export type ItemFormMessage = { key: string } | { error: unknown };

export interface ItemFormState extends ItemLookupState {
  kind: ItemKind;
  code: string;
  /** The sample field is text (a book's count is corrected key by key); the regular one a NumberInput's. */
  quantity: number | string;
  reference: string;
  /** The looked-up item, or a stored line's; on a sample order a stored line's item is looked up. */
  item: OrderItem | null;
  /** The line's pattern rows: stored ones, or those just submitted from the panel. */
  patterns: PatternRow[];
  /** "The maximum number of samples is 5", after a sample book's count was corrected. */
  isMaxNotice: boolean;
  /** Per field, a translation key. */
  errors: { code: string | null; quantity: string | null; reference: string | null };
  message: ItemFormMessage | null;
  /** "Is this number correct?" is asked. */
  isConfirmingLarge: boolean;
  isPatternOpen: boolean;
  /** The stored line being changed; null once the server dropped it (a discontinued item, ordering §4 step 7). */
  lineId: string | null;
}

/** What the modal knows of a stored line's item without asking the server again. */
const itemOfLine = (line: DraftLine): OrderItem => ({
  code: line.itemCode,
  name: line.itemName,
  salesUnit: line.salesUnit,
  groupCode: '',
  patternRepeatCm: line.patternRepeatCm,
  isStaggered: line.isStaggered,
  isPatternRequired: line.isPatternRequired,
  imageUrl: line.imageUrl,
});

/** The modal opening on a stored line, or empty (line null) for a new one. */
export function initialItemForm(kind: ItemKind, line: DraftLine | null): ItemFormState {
  const isSample = kind === 'sample';
  return {
    kind,
    code: line ? displayItemCode(kind, line.itemCode) : '',
    quantity: isSample ? String(line?.quantity ?? '') : (line?.quantity ?? ''),
    reference: line?.reference ?? '',
    // A stored line does not carry its item's group: on a sample order the item is looked up on opening.
    item: line && !isSample ? itemOfLine(line) : null,
    patterns: line?.patterns ?? [],
    isMaxNotice: false,
    ...initialItemLookup,
    errors: { code: null, quantity: null, reference: null },
    message: null,
    isConfirmingLarge: false,
    // Editing a pattern line opens the panel on its stored rows (ordering §4).
    isPatternOpen: line ? isPatternLine(line) : false,
    lineId: line?.id ?? null,
  };
}

export interface ItemFormView {
  /** The looked-up item, while the code field still shows its code. */
  currentItem: OrderItem | null;
  rule: LineQuantityRule;
  /** The pattern panel, not the keyboard, sets the quantity. */
  isQuantityFromPattern: boolean;
  canSubmit: boolean;
}

export function itemFormView(state: ItemFormState): ItemFormView {
  const { kind, item, code } = state;
  const currentItem = item && namesItem(kind, item.code, code) ? item : null;
  const rule = lineQuantityRule(kind, currentItem?.groupCode ?? null);
  return {
    currentItem,
    rule,
    isQuantityFromPattern:
      isRegularRule(rule) && (Boolean(currentItem?.isPatternRequired) || state.patterns.length > 0),
    canSubmit: canSubmitRule(rule),
  };
}

/** What a failure or a check before sending says: per field, in the message area, and what opens. */
export interface ItemFormProblems {
  code?: string;
  quantity?: string;
  reference?: string;
  message?: ItemFormMessage;
  openPattern?: boolean;
  /** The server deleted the stored line: what is typed now becomes a new line. */
  dropLine?: boolean;
}

export type ItemFormAction =
  | { type: 'codeTyped'; code: string }
  | { type: 'quantityTyped'; quantity: number | string }
  | { type: 'sampleQuantityTyped'; text: string; isMaxNotice: boolean }
  | { type: 'referenceTyped'; reference: string }
  | ItemLookupAction
  | { type: 'itemFound'; item: OrderItem }
  | { type: 'searchChosen'; code: string }
  | { type: 'submitStarted' }
  | { type: 'problems'; problems: ItemFormProblems }
  | { type: 'largeAsked' }
  | { type: 'largeDeclined' }
  | { type: 'patternOpened' }
  | { type: 'patternClosed' }
  | { type: 'patternsSubmitted'; result: PatternResult };

export function itemFormReducer(state: ItemFormState, action: ItemFormAction): ItemFormState {
  if (isItemLookupAction(action)) return itemLookupStep(state, action);
  const errors = (change: Partial<ItemFormState['errors']>) => ({ ...state.errors, ...change });
  switch (action.type) {
    case 'codeTyped':
      return { ...state, code: action.code, errors: errors({ code: null }) };
    case 'quantityTyped':
      return {
        ...state,
        quantity: action.quantity,
        errors: errors({ quantity: null }),
        isConfirmingLarge: false,
      };
    case 'sampleQuantityTyped':
      return {
        ...state,
        quantity: action.text,
        isMaxNotice: action.isMaxNotice,
        errors: errors({ quantity: null }),
      };
    case 'referenceTyped':
      return { ...state, reference: action.reference, errors: errors({ reference: null }) };
    case 'itemFound':
      return adopt(state, action.item);
    case 'searchChosen':
      return {
        ...itemLookupStep(state, { type: 'searchClosed' }),
        code: displayItemCode(state.kind, action.code),
        errors: errors({ code: null }),
      };
    case 'submitStarted':
      return { ...state, message: null, isConfirmingLarge: false };
    case 'problems': {
      const { problems } = action;
      return {
        ...state,
        errors: errors({
          ...(problems.code ? { code: problems.code } : {}),
          ...(problems.quantity ? { quantity: problems.quantity } : {}),
          ...(problems.reference ? { reference: problems.reference } : {}),
        }),
        message: problems.message ?? state.message,
        isPatternOpen: problems.openPattern ? true : state.isPatternOpen,
        lineId: problems.dropLine ? null : state.lineId,
      };
    }
    case 'largeAsked':
      return { ...state, isConfirmingLarge: true };
    case 'largeDeclined':
      return { ...state, isConfirmingLarge: false };
    case 'patternOpened':
      return { ...state, isPatternOpen: true };
    case 'patternClosed':
      return { ...state, isPatternOpen: false };
    case 'patternsSubmitted':
      return {
        ...state,
        patterns: action.result.patterns,
        quantity: action.result.total,
        errors: errors({ quantity: null }),
        message: null,
        isPatternOpen: false,
      };
  }
}

/** A found item becomes the line's item; another item than before drops the old pattern rows. */
function adopt(state: ItemFormState, found: OrderItem): ItemFormState {
  const wasFromPattern = itemFormView(state).isQuantityFromPattern;
  const adopted: ItemFormState = {
    ...state,
    isLookingUp: false,
    item: found,
    errors: { ...state.errors, code: null },
    patterns: [],
  };
  if (state.kind === 'sample') return adoptSample(adopted, found);
  return {
    ...adopted,
    quantity: wasFromPattern || found.isPatternRequired ? '' : state.quantity,
    isPatternOpen: found.isPatternRequired ? true : state.isPatternOpen,
  };
}

/** A sample: its code as the screen shows it, and the quantity by its group's rule (D26). */
function adoptSample(state: ItemFormState, found: OrderItem): ItemFormState {
  const rule = lineQuantityRule(state.kind, found.groupCode);
  const adopted: ItemFormState = {
    ...state,
    // Another group keeps the code as typed: it is named in the message, not renamed in the field.
    code: rule === 'notOrderable' ? state.code : displayItemCode(state.kind, found.code),
    errors: { ...state.errors, quantity: null },
  };
  if (rule !== 'book') return { ...adopted, isMaxNotice: false };
  const input = bookInputOnLookup(String(state.quantity));
  return { ...adopted, quantity: input.text, isMaxNotice: input.isMaxNotice };
}

/** What a failed add or save says (ordering §4, §5, §9), by the API's error code. */
export function failureProblems(error: unknown, kind: ItemKind): ItemFormProblems {
  if (!isApiError(error)) return { message: { error } };
  switch (error.code) {
    case 'ITEM_UNKNOWN':
      return { code: 'placeOrder.item.invalidCode' };
    case 'PATTERN_REQUIRED':
      return { message: { key: 'errors.PATTERN_REQUIRED' }, openPattern: true };
    case 'VALIDATION_FAILED': {
      const fields = new Set(error.fields.map((field) => field.path.split('.')[0]));
      return {
        ...(fields.has('itemCode') ? { code: 'placeOrder.item.invalidCode' } : {}),
        ...(fields.has('quantity')
          ? { quantity: kind === 'sample' ? 'placeOrder.sample.bookQuantity' : 'quantity.aboveZero' }
          : {}),
        ...(fields.has('reference') ? { reference: 'validation.TOO_LONG' } : {}),
        message: { error },
      };
    }
    case 'ITEM_DISCONTINUED':
      // Nothing was stored; a stored line with it has been deleted by the server (ordering §4 step 7),
      // so what is typed now becomes a new line. The fields stay as typed.
      return { message: { error }, dropLine: true };
    default:
      return { message: { error } };
  }
}
