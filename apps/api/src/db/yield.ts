/**
 * Gives the event loop a turn. PGlite runs in WebAssembly on the main thread and its answers resolve
 * as promise jobs, so a long run of awaited queries (the demo ERP's generation, a full sync) would
 * otherwise starve the event loop: on a first start every HTTP request, the sign-in page included,
 * waited about 16 s until the first sync was done. Long loops call this between batches.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
