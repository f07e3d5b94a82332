/**
 * Seconds before an outbox's next try while the ERP is unreachable: 2, 4, 8 … up to 60 (D24). The
 * ordering and returns outboxes schedule each retry as a new job with this delay.
 */
export function outboxRetryDelaySeconds(attempt: number): number {
  return Math.min(60, 2 ** Math.max(1, Math.min(attempt, 6)));
}
