import type { DraftLineChange, OrderDraft } from '@selvedge/contracts';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorKeys } from '../../../lib/errors';
import { mergePriceChanges } from './summary-changes';

/**
 * The order summary's form (ordering §2 "Order summary modal", §4 steps 8-9, D23) as a reducer, so that
 * what each event does to the e-mail, the terms, the export choices and what is said after an approval
 * is one pure function, tested on its own; the modal keeps the calls to the server and the focus.
 */

export interface SummaryFormState {
  /** The export customer's shipping type as chosen (null: the standard forwarder). */
  shippingTypeCode: string | null;
  /**
   * The shipping type the header has saved: the summary is computed for it, so the server never
   * combines a new choice with the old one (a change is saved first).
   */
  savedShippingTypeCode: string | null;
  partialSupply: boolean;
  email: string;
  /** The e-mail's problem, a translation key; shown on Approve only. */
  emailError: string | null;
  isTermsAccepted: boolean;
  /** The ERP's rejection of the approval, with its message. */
  rejection: { message: string | null } | null;
  /**
   * New prices since the lines were added, kept for the whole opening: a later summary no longer lists a
   * price the draft already holds.
   */
  seenPriceChanges: DraftLineChange[];
  /** An approval was refused because the order changed: the summary was asked again. */
  isRechecked: boolean;
  isRechecking: boolean;
}

/** Every opening starts from the draft's header, unticked. */
export function initialSummaryForm(draft: OrderDraft): SummaryFormState {
  return {
    shippingTypeCode: draft.shippingTypeCode,
    savedShippingTypeCode: draft.shippingTypeCode,
    partialSupply: draft.partialSupply,
    email: draft.email,
    emailError: null,
    isTermsAccepted: false,
    rejection: null,
    seenPriceChanges: [],
    isRechecked: false,
    isRechecking: false,
  };
}

export type SummaryFormAction =
  | { type: 'shippingTypeChosen'; code: string | null }
  | { type: 'shippingTypeSaved'; code: string | null }
  /** Saving the choice failed: the one before it is shown again. */
  | { type: 'shippingTypeFailed'; previous: string | null }
  | { type: 'partialSupplyChanged'; checked: boolean }
  | { type: 'emailTyped'; email: string }
  | { type: 'emailRejected'; problem: string }
  | { type: 'termsTicked'; checked: boolean }
  | { type: 'summaryArrived'; changes: readonly DraftLineChange[] }
  | { type: 'approveStarted' }
  | { type: 'rejected'; message: string | null }
  | { type: 'recheckStarted' }
  | { type: 'recheckDone' };

export function summaryFormReducer(state: SummaryFormState, action: SummaryFormAction): SummaryFormState {
  switch (action.type) {
    case 'shippingTypeChosen':
      return { ...state, shippingTypeCode: action.code };
    case 'shippingTypeSaved':
      return { ...state, savedShippingTypeCode: action.code };
    case 'shippingTypeFailed':
      return { ...state, shippingTypeCode: action.previous };
    case 'partialSupplyChanged':
      return { ...state, partialSupply: action.checked };
    case 'emailTyped':
      return { ...state, email: action.email, emailError: null };
    case 'emailRejected':
      return { ...state, emailError: action.problem };
    case 'termsTicked':
      return { ...state, isTermsAccepted: action.checked };
    case 'summaryArrived':
      return { ...state, seenPriceChanges: mergePriceChanges(state.seenPriceChanges, action.changes) };
    case 'approveStarted':
      return { ...state, rejection: null, isRechecked: false };
    case 'rejected':
      return { ...state, rejection: { message: action.message } };
    case 'recheckStarted':
      // Nothing typed is lost: the e-mail, the tick and the shipping type stay as they are.
      return { ...state, isRechecked: true, isRechecking: true };
    case 'recheckDone':
      return { ...state, isRechecking: false };
  }
}

/**
 * The changes the summary shows: the latest summary's lines that can no longer be ordered, with every
 * new price seen during this opening.
 */
export function shownChanges(state: SummaryFormState, latest: readonly DraftLineChange[] | undefined) {
  return [...(latest?.filter((change) => change.kind !== 'priceChanged') ?? []), ...state.seenPriceChanges];
}

/** The approval's answer about the e-mail field, as the key of its message; null for anything else. */
export function emailProblemOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'CONFIRMATION_EMAIL_REQUIRED') return 'errors.CONFIRMATION_EMAIL_REQUIRED';
  return fieldErrorKeys(error).email ?? null;
}
