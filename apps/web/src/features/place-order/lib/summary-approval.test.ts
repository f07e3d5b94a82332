import type { ApprovalResult } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { approvalOutcome, placedOrderRouterState } from './summary-approval';

const result = (init: Partial<ApprovalResult>): ApprovalResult => ({
  draftId: 'd1',
  state: 'placed',
  documentNumber: null,
  erpMessage: null,
  ...init,
});

describe('the answer to an approval', () => {
  it('goes to /orders with the number of a placed order', () => {
    expect(approvalOutcome(result({ state: 'placed', documentNumber: 40123 }))).toEqual({
      kind: 'done',
      placedOrder: { state: 'placed', documentNumber: 40123 },
    });
  });

  it('goes to /orders as queued while the ERP is down or still busy (D24)', () => {
    expect(approvalOutcome(result({ state: 'queued' }))).toEqual({
      kind: 'done',
      placedOrder: { state: 'queued' },
    });
    expect(approvalOutcome(result({ state: 'approving' }))).toEqual({
      kind: 'done',
      placedOrder: { state: 'queued' },
    });
  });

  it('goes to /orders saying it could not be placed when the ERP failed on it and staff were told', () => {
    expect(approvalOutcome(result({ state: 'failed' }))).toEqual({
      kind: 'done',
      placedOrder: { state: 'failed' },
    });
  });

  it('stays with the ERP’s message when the order was rejected (D23)', () => {
    expect(approvalOutcome(result({ state: 'rejected', erpMessage: ' Credit limit exceeded ' }))).toEqual({
      kind: 'rejected',
      message: 'Credit limit exceeded',
    });
    expect(approvalOutcome(result({ state: 'rejected', erpMessage: '' }))).toEqual({
      kind: 'rejected',
      message: null,
    });
  });

  it('never reports an order as placed when the draft is still open', () => {
    expect(approvalOutcome(result({ state: 'open' }))).toEqual({ kind: 'rejected', message: null });
  });
});

describe('the state /orders is given', () => {
  it('names a sample order, and leaves a regular order’s as it was', () => {
    const placed = { state: 'placed', documentNumber: 40123 } as const;
    expect(placedOrderRouterState(placed, 'SAMPLE')).toEqual({
      placedOrder: { state: 'placed', documentNumber: 40123, orderType: 'SAMPLE' },
    });
    expect(placedOrderRouterState({ state: 'queued' }, 'B2B')).toEqual({ placedOrder: { state: 'queued' } });
  });
});
