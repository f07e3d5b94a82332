import type { DraftState } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';

/** A colour of the theme and the translation key of what is shown in it. */
export interface Wording {
  color: 'red' | 'orange' | 'teal' | 'gray';
  key: string;
}

/**
 * An entry's state as the queue shows it: a failed order waits for staff (red), an approved one for
 * the ERP (orange). The queue lists only these; an action's answer may bring the others.
 */
export function queueStateOf(state: DraftState): Wording {
  switch (state) {
    case 'failed':
      return { color: 'red', key: 'orderQueue.state.failed' };
    case 'approving':
    case 'queued':
      return { color: 'orange', key: 'orderQueue.state.waiting' };
    case 'placed':
      return { color: 'teal', key: 'orderQueue.state.placed' };
    case 'rejected':
    case 'open':
      return { color: 'gray', key: 'orderQueue.state.returned' };
  }
}

/**
 * What a retry did, from the entry it answers: placed (the entry has no ERP number, so "placed"),
 * still on its way or queued for the next try, failed again, or refused by the ERP (the customer then
 * finds it open with the ERP's message).
 */
export function retryOutcomeOf(state: DraftState): Wording {
  switch (state) {
    case 'placed':
      return { color: 'teal', key: 'orderQueue.retry.placed' };
    case 'approving':
    case 'queued':
      return { color: 'orange', key: 'orderQueue.retry.waiting' };
    case 'failed':
      return { color: 'red', key: 'orderQueue.retry.failed' };
    case 'rejected':
    case 'open':
      return { color: 'orange', key: 'orderQueue.retry.rejected' };
  }
}

/** The refusals of retry and hand-back, worded for staff (errors.* words them for the customer). */
export const queueRefusalCodes = [
  'ORDER_NOT_IN_OUTBOX',
  'PLACEMENT_UNDER_WAY',
  'ORDER_ALREADY_PLACED',
  'ERP_CONFIRMATION_NEEDED',
  'NOT_FOUND',
] as const;

const isQueueRefusal = (code: string): code is (typeof queueRefusalCodes)[number] =>
  (queueRefusalCodes as readonly string[]).includes(code);

/**
 * The sentence for a failed retry or hand-back: a refusal in the queue's own words, anything else as
 * the app words it (with the reference id of a server failure, which these calls show themselves).
 * Null for a lost session and a 403, which the app announces.
 */
export function refusalMessage(t: TFunction, error: unknown): string | null {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
  if (isApiError(error) && isQueueRefusal(error.code)) return t(`orderQueue.refusals.${error.code}`);
  return errorMessage(t, error);
}
