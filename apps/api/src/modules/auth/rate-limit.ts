import type { Db } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { countHit, deleteWindowsBefore } from './rate-limit.repository.js';

export interface RateLimitRule {
  /** e.g. `forgot:account:jan@example.nl` */
  key: string;
  limit: number;
}

/** The fixed window `now` falls in, and the seconds until it ends (for Retry-After). */
export function currentWindow(clock: Clock, windowMinutes: number): { start: Date; secondsLeft: number } {
  const windowMs = windowMinutes * 60_000;
  const now = clock.now().getTime();
  const start = Math.floor(now / windowMs) * windowMs;
  return { start: new Date(start), secondsLeft: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** 429 RATE_LIMITED with Retry-After: the end of the current window (D4). */
export function rateLimited(secondsLeft: number): AppError {
  return new AppError('RATE_LIMITED', 429, { headers: { 'retry-after': String(secondsLeft) } });
}

/**
 * Counts a hit against each rule in a fixed window and refuses with 429 once any rule is over its
 * limit (D4). Counters live in the database so that every API instance shares them.
 */
export async function consumeRateLimit(
  db: Db,
  clock: Clock,
  windowMinutes: number,
  rules: RateLimitRule[],
): Promise<void> {
  let isOver = false;
  for (const rule of rules) {
    if ((await countHit(db, rule.key, currentWindow(clock, windowMinutes).start)) > rule.limit) isOver = true;
  }
  if (isOver) throw rateLimited(currentWindow(clock, windowMinutes).secondsLeft);
}

/**
 * Counts a hit of `key` in the current fixed window and says how many there have been in it, this one
 * included: for what is counted without refusing anything (how often a caller is written to the log).
 */
export function countWindowHit(db: Db, clock: Clock, windowMinutes: number, key: string): Promise<number> {
  return countHit(db, key, currentWindow(clock, windowMinutes).start);
}

/** Old windows are of no use; removed now and then so the table stays small. */
export async function pruneRateLimits(db: Db, clock: Clock, windowMinutes: number): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - 2 * windowMinutes * 60_000);
  await deleteWindowsBefore(db, cutoff);
}
