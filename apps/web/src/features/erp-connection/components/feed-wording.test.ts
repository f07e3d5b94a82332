import { describe, expect, it } from 'vitest';
import { durationOf } from './feed-wording';

describe('a lag or an age, in its two largest units', () => {
  it('words seconds, minutes, hours and days', () => {
    expect(durationOf(0)).toEqual({ key: 'erpConnection.duration.seconds', values: { seconds: 0 } });
    expect(durationOf(59.9)).toEqual({ key: 'erpConnection.duration.seconds', values: { seconds: 59 } });
    expect(durationOf(60)).toEqual({ key: 'erpConnection.duration.minutes', values: { minutes: 1 } });
    expect(durationOf(2 * 3600 + 5 * 60 + 7)).toEqual({
      key: 'erpConnection.duration.hours',
      values: { hours: 2, minutes: 5 },
    });
    expect(durationOf(3 * 3600)).toEqual({ key: 'erpConnection.duration.wholeHours', values: { hours: 3 } });
    expect(durationOf(2 * 86_400)).toEqual({ key: 'erpConnection.duration.wholeDays', values: { days: 2 } });
    expect(durationOf(3 * 86_400 + 4 * 3600)).toEqual({
      key: 'erpConnection.duration.days',
      values: { days: 3, hours: 4 },
    });
  });

  it('never words a negative duration (a clock a little ahead of the server)', () => {
    expect(durationOf(-5).values).toEqual({ seconds: 0 });
  });
});
