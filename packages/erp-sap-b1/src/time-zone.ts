/**
 * SAP Business One keeps UpdateDate/UpdateTime as the wall-clock time of the company's server, without
 * a zone. These turn such a wall-clock time into an instant in the configured IANA zone, daylight saving
 * included, with the zone rules Node's Intl carries (no library).
 *
 * Two wall-clock hours are special once a year each:
 * - spring: the skipped hour (02:00–03:00 in Europe/Amsterdam) never appears on SAP's clock; a value in
 *   it is read as if the clock had not yet moved on (02:30 → 03:30 summer time), as Temporal's
 *   "compatible" rule does;
 * - autumn: the repeated hour (02:00–03:00) appears twice; a value in it is read as its first
 *   occurrence (summer time). The delta feed cannot tell the two apart by the values SAP keeps, so it
 *   reads that hour again until SAP's clock has left it (delta.ts).
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone ("Europe/Amsterdam", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in ms (Europe/Amsterdam in summer: 7,200,000). */
export function offsetAt(timeZone: string, instantMs: number): number {
  if (timeZone === 'UTC') return 0;
  const parts = formatterOf(timeZone).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(instantMs / 1000) * 1000;
}

/** A wall-clock date and time as if it were UTC, in ms. */
function wallClockMs(date: string, time: string): number {
  return Date.parse(`${date}T${time}Z`);
}

/** The instants this wall-clock time names in the zone: one, two (the repeated hour) or none (the skipped one). */
function instantsOf(timeZone: string, local: number): { before: number; after: number; instants: number[] } {
  // Zones move their clocks at most once within two days: the offsets a day either side are the two
  // this wall-clock time can have.
  const before = offsetAt(timeZone, local - DAY_MS);
  const after = offsetAt(timeZone, local + DAY_MS);
  const instants = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((instant) => offsetAt(timeZone, instant) === local - instant)
    .sort((a, b) => a - b);
  return { before, after, instants };
}

/** The instant of a wall-clock date (YYYY-MM-DD) and time (HH:MM:SS) in the zone; see the rules above. */
export function wallClockToInstant(timeZone: string, date: string, time: string): Date {
  const local = wallClockMs(date, time);
  if (timeZone === 'UTC') return new Date(local);
  const { before, instants } = instantsOf(timeZone, local);
  return new Date(instants[0] ?? local - before);
}

/**
 * When the wall-clock time lies in an hour the zone's clock shows twice (autumn), the wall-clock time
 * that hour starts at on the same day ("02:00:00"; "00:00:00" should it have started the day before);
 * null for any other time.
 */
export function repeatedPeriodStart(timeZone: string, date: string, time: string): string | null {
  if (timeZone === 'UTC') return null;
  const local = wallClockMs(date, time);
  const { before, after, instants } = instantsOf(timeZone, local);
  const [early, late] = instants;
  if (early === undefined || late === undefined) return null;
  // The clock went back between the two instants: find the second it did (offsets change on whole seconds).
  let lo = early;
  let hi = late;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (offsetAt(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  const start = new Date(hi + after).toISOString();
  return start.slice(0, 10) === date ? start.slice(11, 19) : '00:00:00';
}
