import type { ErpFeedState } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { AWAITED_RUNS_MAX_MS, awaitedRunsOf, haveRunsEnded, isAwaiting } from './awaited-runs';

const feed = (overrides: Partial<ErpFeedState>): ErpFeedState => ({
  feed: 'stock',
  schedule: '*/5 * * * *',
  lastStartedAt: '2026-11-29T10:00:00.000Z',
  lastSucceededAt: '2026-11-29T10:00:02.000Z',
  lastFailedAt: null,
  lastError: null,
  rowsApplied: 10,
  lagSeconds: 60,
  maxLagMinutes: 15,
  nextRunAt: '2026-11-29T10:05:00.000Z',
  status: 'ok',
  ...overrides,
});

describe('the runs asked for with Sync now', () => {
  const before = [feed({}), feed({ feed: 'items', lastStartedAt: null, lastSucceededAt: null })];
  const awaited = awaitedRunsOf(['stock', 'items'], before, 0);

  it('are awaited until each feed has started a run since and that run has ended', () => {
    expect(haveRunsEnded(before, awaited)).toBe(false);
    const stockRunning = feed({ lastStartedAt: '2026-11-29T10:01:00.000Z' });
    const itemsDone = feed({
      feed: 'items',
      lastStartedAt: '2026-11-29T10:01:00.000Z',
      lastSucceededAt: '2026-11-29T10:01:01.000Z',
    });
    expect(haveRunsEnded([stockRunning, itemsDone], awaited)).toBe(false);
    const stockFailed = feed({
      lastStartedAt: '2026-11-29T10:01:00.000Z',
      lastFailedAt: '2026-11-29T10:01:03.000Z',
      status: 'failed',
    });
    expect(haveRunsEnded([stockFailed, itemsDone], awaited)).toBe(true);
  });

  it('never end for a feed the answer does not name, and have ended at once when none was asked for', () => {
    expect(haveRunsEnded([feed({ feed: 'items' })], awaitedRunsOf(['stock'], before, 0))).toBe(false);
    expect(haveRunsEnded(before, awaitedRunsOf([], before, 0))).toBe(true);
  });

  it('are waited for until they have ended or for two minutes at the most', () => {
    expect(isAwaiting(null, before, 0)).toBe(false);
    expect(isAwaiting(awaited, undefined, 1_000)).toBe(true);
    expect(isAwaiting(awaited, before, AWAITED_RUNS_MAX_MS - 1)).toBe(true);
    expect(isAwaiting(awaited, before, AWAITED_RUNS_MAX_MS)).toBe(false);
    expect(isAwaiting(awaitedRunsOf([], before, 0), before, 1_000)).toBe(false);
  });
});
