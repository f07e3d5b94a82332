import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { rateLimitCounters } from './auth.tables.js';

export interface RateLimitRule {
  /** e.g. `sign-in:account:jan@example.nl` */
  key: string;
  limit: number;
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
  const windowMs = windowMinutes * 60_000;
  const now = clock.now().getTime();
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  let isOver = false;
  for (const rule of rules) {
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: rule.key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    if ((row?.hits ?? 0) > rule.limit) isOver = true;
  }
  if (isOver) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000);
    throw new AppError('RATE_LIMITED', 429, { headers: { 'retry-after': String(retryAfter) } });
  }
}

/** Old windows are of no use; removed now and then so the table stays small. */
export async function pruneRateLimits(db: Db, clock: Clock, windowMinutes: number): Promise<void> {
  const cutoff = new Date(clock.now().getTime() - 2 * windowMinutes * 60_000);
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowStart} < ${cutoff}`);
}
