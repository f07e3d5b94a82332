import { DraftState } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { queueRefusalCodes, queueStateOf, refusalMessage, retryOutcomeOf } from './queue-wording';

/** A t that shows which key was asked, and with what. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options && 'message' in options
    ? `${String(options.message)} [${String(options.referenceId)}]`
    : key) as unknown as TFunction;

describe('the state badge of an entry', () => {
  it('is red for a failed order and orange for one waiting for the ERP', () => {
    expect(queueStateOf('failed')).toEqual({ color: 'red', key: 'orderQueue.state.failed' });
    expect(queueStateOf('queued')).toEqual({ color: 'orange', key: 'orderQueue.state.waiting' });
    expect(queueStateOf('approving')).toEqual({ color: 'orange', key: 'orderQueue.state.waiting' });
  });

  it('has a wording for every state a draft can have', () => {
    for (const state of DraftState.options) expect(queueStateOf(state).key).toMatch(/^orderQueue\.state\./);
  });
});

describe('the notice after a retry', () => {
  it('says placed, still waiting, failed again or refused by the ERP', () => {
    expect(retryOutcomeOf('placed')).toEqual({ color: 'teal', key: 'orderQueue.retry.placed' });
    expect(retryOutcomeOf('queued').key).toBe('orderQueue.retry.waiting');
    expect(retryOutcomeOf('approving').key).toBe('orderQueue.retry.waiting');
    expect(retryOutcomeOf('failed')).toEqual({ color: 'red', key: 'orderQueue.retry.failed' });
    expect(retryOutcomeOf('rejected').key).toBe('orderQueue.retry.rejected');
  });
});

describe('the message of a refused action', () => {
  it("words each refusal of the queue's actions in the queue's own terms", () => {
    for (const code of queueRefusalCodes) {
      const status = code === 'ERP_CONFIRMATION_NEEDED' ? 503 : code === 'NOT_FOUND' ? 404 : 409;
      expect(refusalMessage(t, new ApiError({ status, code }))).toBe(`orderQueue.refusals.${code}`);
    }
  });

  it('words other failures as the app does, with the reference id of a server failure', () => {
    expect(refusalMessage(t, new ApiError({ status: 503, code: 'SHUTTING_DOWN' }))).toBe(
      'errors.SHUTTING_DOWN',
    );
    expect(refusalMessage(t, new ApiError({ status: 500, code: 'INTERNAL', referenceId: 'ab12' }))).toBe(
      'errors.INTERNAL [ab12]',
    );
    expect(refusalMessage(t, new Error('boom'))).toBe('errors.UNKNOWN');
  });

  it('leaves a lost session and a 403 to the app, which announces them', () => {
    expect(refusalMessage(t, new ApiError({ status: 401, code: 'UNAUTHENTICATED' }))).toBeNull();
    expect(refusalMessage(t, new ApiError({ status: 403, code: 'FORBIDDEN' }))).toBeNull();
  });
});
