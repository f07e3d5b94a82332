import { describe, expect, it } from 'vitest';
import {
  isPending,
  RETURN_REQUEST_STATES,
  type ReturnRequestEvent,
  type ReturnRequestState,
  transition,
} from './return-request.state.js';

const sent: ReturnRequestEvent = { type: 'sent-by-erp', docEntry: 7, documentNumber: 6_000_007 };
const rejected: ReturnRequestEvent = { type: 'rejected-by-erp', erpMessage: 'Everything has been returned' };
const unavailable: ReturnRequestEvent = { type: 'erp-unavailable' };
const attemptFailed: ReturnRequestEvent = { type: 'attempt-failed' };
const sendFailed: ReturnRequestEvent = { type: 'send-failed' };

describe('the return request lifecycle (D24, D30)', () => {
  it.each<[ReturnRequestState, ReturnRequestEvent, ReturnRequestState | null]>([
    ['submitted', unavailable, 'queued'],
    ['submitted', sent, 'sent'],
    ['submitted', rejected, 'rejected'],
    ['queued', sent, 'sent'],
    ['queued', rejected, 'rejected'],
    // Already waiting: a second outage changes nothing (the retry is scheduled by the sender).
    ['queued', unavailable, null],
    // Final: a late or repeated answer of the ERP changes nothing.
    ['sent', sent, null],
    ['sent', rejected, null],
    ['sent', unavailable, null],
    ['rejected', sent, null],
    ['rejected', unavailable, null],
    // Anything else: retried while tries are left, then failed; a late answer of the ERP still counts.
    ['submitted', attemptFailed, 'queued'],
    ['queued', attemptFailed, 'queued'],
    ['submitted', sendFailed, 'failed'],
    ['queued', sendFailed, 'failed'],
    ['failed', sent, 'sent'],
    ['failed', rejected, null],
    ['failed', unavailable, null],
    ['failed', sendFailed, null],
    ['sent', sendFailed, null],
    ['rejected', attemptFailed, null],
  ])('from %s, %o leads to %s', (from, event, to) => {
    expect(transition(from, event)?.state ?? null).toBe(to);
  });

  it('keeps the ERP number of a sent request and the message of a rejected one', () => {
    expect(transition('queued', sent)).toEqual({ state: 'sent', erpDocEntry: 7, erpDocNumber: 6_000_007 });
    expect(transition('submitted', rejected)).toEqual({
      state: 'rejected',
      erpMessage: 'Everything has been returned',
    });
  });

  it('counts a request against what can be returned until the ERP has it or refused it', () => {
    expect(RETURN_REQUEST_STATES.filter(isPending)).toEqual(['submitted', 'queued']);
  });
});
