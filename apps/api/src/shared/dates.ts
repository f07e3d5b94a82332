import type { Clock } from './clock.js';

/** Calendar dates as ISO `YYYY-MM-DD`, in UTC like the ERP port, so the server's time zone never shifts a day. */
export function todayOf(clock: Clock): string {
  return clock.now().toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
