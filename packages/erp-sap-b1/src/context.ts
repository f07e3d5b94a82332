import type { IsoDate } from '@selvedge/erp';
import type { ResolvedConfig } from './config.js';
import type { Log, ServiceLayer } from './service-layer.js';

/** What every part of the adapter works with: the Service Layer client, the settings and the clock. */
export interface Context {
  sl: ServiceLayer;
  config: ResolvedConfig;
  now(): Date;
  /** The ERP's day: the clock's UTC date, as the demo ERP and the portal count it (ADR-018). */
  today(): IsoDate;
  log: Log;
  /** Small caches of data that changes rarely, shared by the calls of one adapter. */
  cache: Map<string, { expires: number; value: Promise<unknown> }>;
  /** Items' collection (a user-defined field) by item code, for document lines. */
  itemCollections: Map<string, { expires: number; value: string | null }>;
  /** A customer's contact persons (ContactEmployees: InternalCode → name) by card code, for documents. */
  contactNames: Map<string, { expires: number; value: ReadonlyMap<number, string> }>;
  /** Writes in flight by portal key: a retry that overtakes its own first attempt waits for it. */
  writes: Map<string, Promise<unknown>>;
}

/**
 * Runs `write` once at a time per key in this process: a second call with the same key (the resilience
 * wrapper's retry after a time-out, while the first POST is still on its way) gets the first call's
 * outcome instead of posting again.
 */
export function singleFlight<T>(ctx: Context, key: string, write: () => Promise<T>): Promise<T> {
  const running = ctx.writes.get(key) as Promise<T> | undefined;
  if (running) return running;
  const promise = write().finally(() => {
    if (ctx.writes.get(key) === promise) ctx.writes.delete(key);
  });
  ctx.writes.set(key, promise);
  return promise;
}

/**
 * A value computed once per `ttlMs` and shared by the calls that ask meanwhile (one SAP request for a
 * burst of stock checks). A failed computation is not kept.
 */
export function cached<T>(ctx: Context, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
  // Real time, not the business clock (which a demo or a test may hold still or move by days).
  const now = Date.now();
  const hit = ctx.cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = compute();
  ctx.cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => {
    if (ctx.cache.get(key)?.value === value) ctx.cache.delete(key);
  });
  return value;
}
