import { describe, expect, it } from 'vitest';
import {
  PLACED_REFETCH_MS,
  pendingRefetchInterval,
  pendingSignature,
  pendingStatus,
  QUEUED_REFETCH_MS,
  readPlacedOrder,
} from './pending-orders';

describe('the confirmation after an approval', () => {
  it('reads a placed order with its number, and a queued one', () => {
    expect(readPlacedOrder({ placedOrder: { state: 'placed', documentNumber: 40123 } })).toEqual({
      state: 'placed',
      documentNumber: 40123,
    });
    expect(readPlacedOrder({ placedOrder: { state: 'queued' } })).toEqual({ state: 'queued' });
    expect(readPlacedOrder({ placedOrder: { state: 'failed' } })).toEqual({ state: 'failed' });
  });

  it('says when it was a sample order', () => {
    expect(
      readPlacedOrder({ placedOrder: { state: 'placed', documentNumber: 40124, orderType: 'SAMPLE' } }),
    ).toEqual({ state: 'placed', documentNumber: 40124, orderType: 'SAMPLE' });
    expect(readPlacedOrder({ placedOrder: { state: 'queued', orderType: 'SAMPLE' } })).toEqual({
      state: 'queued',
      orderType: 'SAMPLE',
    });
    expect(readPlacedOrder({ placedOrder: { state: 'queued', orderType: 'B2B' } })).toStrictEqual({
      state: 'queued',
    });
  });

  it('shows nothing for another page’s state or none', () => {
    expect(readPlacedOrder(null)).toBeNull();
    expect(readPlacedOrder(undefined)).toBeNull();
    expect(readPlacedOrder({ returnTo: '/orders?page=2' })).toBeNull();
    expect(readPlacedOrder({ placedOrder: { state: 'rejected' } })).toBeNull();
  });

  it('does not show a number that is not one', () => {
    expect(readPlacedOrder({ placedOrder: { state: 'placed', documentNumber: '12' } })).toEqual({
      state: 'placed',
      documentNumber: null,
    });
  });
});

describe('a pending order', () => {
  it('is queued while the ERP has not placed it, and shows its number once placed', () => {
    expect(pendingStatus({ state: 'queued', documentNumber: null })).toEqual({ kind: 'queued' });
    expect(pendingStatus({ state: 'approving', documentNumber: null })).toEqual({ kind: 'queued' });
    expect(pendingStatus({ state: 'placed', documentNumber: 40123 })).toEqual({
      kind: 'placed',
      documentNumber: 40123,
    });
  });

  it('says when it could not be placed and staff were told', () => {
    expect(pendingStatus({ state: 'failed', documentNumber: null })).toEqual({ kind: 'failed' });
  });

  it('is looked at every 5 seconds while one is queued, less often once all are placed or failed', () => {
    expect(pendingRefetchInterval([{ state: 'failed' }])).toBe(PLACED_REFETCH_MS);
    expect(pendingRefetchInterval([{ state: 'failed' }, { state: 'queued' }])).toBe(QUEUED_REFETCH_MS);
    expect(pendingRefetchInterval(undefined)).toBe(false);
    expect(pendingRefetchInterval([])).toBe(false);
    expect(pendingRefetchInterval([{ state: 'placed' }, { state: 'approving' }])).toBe(QUEUED_REFETCH_MS);
    expect(pendingRefetchInterval([{ state: 'queued' }])).toBe(5_000);
    expect(pendingRefetchInterval([{ state: 'placed' }])).toBe(PLACED_REFETCH_MS);
  });

  it('changes the list’s signature when it gets its number or leaves the list, not when reordered', () => {
    const queued = { draftId: 'a', state: 'queued' as const, documentNumber: null };
    const other = { draftId: 'b', state: 'placed' as const, documentNumber: 5 };
    const before = pendingSignature([queued, other]);
    expect(pendingSignature([other, queued])).toBe(before);
    expect(pendingSignature([{ ...queued, state: 'placed', documentNumber: 6 }, other])).not.toBe(before);
    expect(pendingSignature([other])).not.toBe(before);
  });
});
