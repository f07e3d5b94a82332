import { describe, expect, it } from 'vitest';
import { FEED_SCHEDULES, judgeFeed, maxLagMinutes, nextRunAt, scheduleOf } from './feed-status.js';

const at = (text: string) => new Date(`2026-11-28T${text}Z`);

describe('the feeds’ schedules', () => {
  it('reads every schedule the feeds have', () => {
    for (const cron of Object.values(FEED_SCHEDULES)) expect(() => scheduleOf(cron)).not.toThrow();
  });

  it('refuses a schedule it cannot follow rather than guessing its next run', () => {
    expect(() => scheduleOf('0 6 * * 1')).toThrow(/only the minute field/);
    expect(() => scheduleOf('*/7 * * * *')).toThrow();
  });

  it('gives the next minute on which a schedule runs, strictly after now', () => {
    expect(nextRunAt('* * * * *', at('10:15:30'))).toEqual(at('10:16:00'));
    expect(nextRunAt('* * * * *', at('10:15:00'))).toEqual(at('10:16:00'));
    expect(nextRunAt('*/5 * * * *', at('10:15:00'))).toEqual(at('10:20:00'));
    expect(nextRunAt('*/5 * * * *', at('10:56:10'))).toEqual(at('11:00:00'));
    expect(nextRunAt('7 * * * *', at('10:06:59'))).toEqual(at('10:07:00'));
    expect(nextRunAt('7 * * * *', at('10:07:00'))).toEqual(at('11:07:00'));
  });

  it('allows the setting for frequent feeds and three periods for slower ones', () => {
    expect(maxLagMinutes('stock', 15)).toBe(15);
    expect(maxLagMinutes('items', 15)).toBe(15);
    expect(maxLagMinutes('referenceData', 15)).toBe(180);
  });
});

describe('a feed’s status', () => {
  const now = at('12:00:00');
  it('does not judge a feed that never ran', () => {
    expect(judgeFeed(undefined, now, 15)).toEqual({ status: 'waiting', since: null });
  });

  it('is failed while its last error stands, since its last success (or failure without one)', () => {
    const state = { lastSucceededAt: at('11:00:00'), lastFailedAt: at('11:59:00'), lastError: 'down' };
    expect(judgeFeed(state, now, 15)).toEqual({ status: 'failed', since: at('11:00:00') });
    expect(judgeFeed({ ...state, lastSucceededAt: null }, now, 15)).toEqual({
      status: 'failed',
      since: at('11:59:00'),
    });
  });

  it('is lagging once its last success is older than its allowed lag', () => {
    const state = { lastSucceededAt: at('11:45:00'), lastFailedAt: null, lastError: null };
    expect(judgeFeed(state, now, 15).status).toBe('ok');
    expect(judgeFeed(state, new Date(now.getTime() + 1000), 15)).toEqual({
      status: 'lagging',
      since: at('11:45:00'),
    });
  });
});
