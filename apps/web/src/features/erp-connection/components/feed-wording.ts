import type { ErpCircuit, FeedStatus } from '@selvedge/contracts';

/** A feed's status as a badge: its colour and its text's key. */
export const statusBadgeOf: Record<FeedStatus, { color: string; key: string }> = {
  ok: { color: 'teal', key: 'erpConnection.status.ok' },
  failed: { color: 'red', key: 'erpConnection.status.failed' },
  lagging: { color: 'orange', key: 'erpConnection.status.lagging' },
  waiting: { color: 'gray', key: 'erpConnection.status.waiting' },
};

export const circuitBadgeOf: Record<ErpCircuit, { color: string; key: string }> = {
  closed: { color: 'teal', key: 'erpConnection.circuit.closed' },
  open: { color: 'red', key: 'erpConnection.circuit.open' },
  halfOpen: { color: 'orange', key: 'erpConnection.circuit.halfOpen' },
  isolated: { color: 'gray', key: 'erpConnection.circuit.isolated' },
};

/**
 * A duration as its two largest units (45 s, 12 min, 2 h 5 min, 3 h, 3 d 4 h): the key of its form and the
 * values it fills in.
 */
export function durationOf(totalSeconds: number): { key: string; values: Record<string, number> } {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return { key: 'erpConnection.duration.seconds', values: { seconds } };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'erpConnection.duration.minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    if (minutes % 60 === 0) return { key: 'erpConnection.duration.wholeHours', values: { hours } };
    return { key: 'erpConnection.duration.hours', values: { hours, minutes: minutes % 60 } };
  }
  const days = Math.floor(hours / 24);
  if (hours % 24 === 0) return { key: 'erpConnection.duration.wholeDays', values: { days } };
  return { key: 'erpConnection.duration.days', values: { days, hours: hours % 24 } };
}
