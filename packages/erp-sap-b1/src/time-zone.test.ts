import { describe, expect, it } from 'vitest';
import { isTimeZone, repeatedPeriodStart, wallClockToInstant } from './time-zone.js';
import { updatedAt } from './values.js';

const AMS = 'Europe/Amsterdam';
const iso = (date: string, time: string, zone = AMS) => wallClockToInstant(zone, date, time).toISOString();

describe("SAP's wall-clock UpdateDate/UpdateTime in the company's time zone", () => {
  it('reads summer and winter time with their own offsets', () => {
    expect(iso('2026-07-01', '14:00:00')).toBe('2026-07-01T12:00:00.000Z');
    expect(iso('2026-12-01', '14:00:00')).toBe('2026-12-01T13:00:00.000Z');
    expect(iso('2026-12-01', '14:00:00', 'UTC')).toBe('2026-12-01T14:00:00.000Z');
  });

  it('reads the autumn hour shown twice as its first pass, and the hour after it in winter time', () => {
    expect(iso('2026-10-25', '02:30:00')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '03:00:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(iso('2026-10-25', '01:59:59')).toBe('2026-10-24T23:59:59.000Z');
  });

  it('reads a time in the skipped spring hour as if the clock had not moved on yet', () => {
    expect(iso('2026-03-29', '02:30:00')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-03-29', '03:00:00')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('knows where the repeated hour starts, and no other hour', () => {
    expect(repeatedPeriodStart(AMS, '2026-10-25', '02:00:00')).toBe('02:00:00');
    expect(repeatedPeriodStart(AMS, '2026-10-25', '02:59:59')).toBe('02:00:00');
    expect(repeatedPeriodStart(AMS, '2026-10-25', '03:00:00')).toBeNull();
    expect(repeatedPeriodStart(AMS, '2026-10-25', '01:59:59')).toBeNull();
    expect(repeatedPeriodStart(AMS, '2026-03-29', '02:30:00')).toBeNull();
    expect(repeatedPeriodStart(AMS, '2026-10-24', '02:30:00')).toBeNull();
    expect(repeatedPeriodStart('UTC', '2026-10-25', '02:30:00')).toBeNull();
    expect(repeatedPeriodStart('America/New_York', '2026-11-01', '01:30:00')).toBe('01:00:00');
  });

  it("a feed row's updatedAt is the instant in the zone", () => {
    const row = { UpdateDate: '2026-11-02T00:00:00Z', UpdateTime: '14:05:12' };
    expect(updatedAt(row, AMS)).toBe('2026-11-02T13:05:12.000Z');
    expect(updatedAt(row, 'UTC')).toBe('2026-11-02T14:05:12.000Z');
  });

  it('tells an IANA zone from a typo', () => {
    expect(isTimeZone(AMS)).toBe(true);
    expect(isTimeZone('Europe/Amsterdm')).toBe(false);
  });
});
