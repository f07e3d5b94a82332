import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_DELAY_MS, useDelayedProgress } from './use-delayed-progress';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the delayed progress of a stock check (D29)', () => {
  it('shows nothing while the check is quicker than a second', () => {
    const { result, rerender } = renderHook(({ isBusy }) => useDelayedProgress(isBusy), {
      initialProps: { isBusy: true },
    });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(result.current).toBe(false);
    rerender({ isBusy: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(false);
  });

  it('shows the progress once the check takes more than a second, until it ends', () => {
    const { result, rerender } = renderHook(({ isBusy }) => useDelayedProgress(isBusy), {
      initialProps: { isBusy: true },
    });
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS));
    expect(result.current).toBe(true);
    rerender({ isBusy: false });
    expect(result.current).toBe(false);
  });

  it('starts counting again for the next check', () => {
    const { result, rerender } = renderHook(({ isBusy }) => useDelayedProgress(isBusy), {
      initialProps: { isBusy: true },
    });
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS + 500));
    rerender({ isBusy: false });
    rerender({ isBusy: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never shows anything while idle', () => {
    const { result } = renderHook(() => useDelayedProgress(false, 200));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
  });
});
