import { type LazyComponent, lazyComponent } from '../lib/lazy-component';

/** A page of the route table (router.tsx), loaded on first use: route-preloads.ts reads its declarations. */
export const lazyPage = lazyComponent;
export type LazyPage = LazyComponent;

export type Preloadable = Pick<LazyPage, 'preload'>;

/**
 * What a route fetches ahead besides its own code (issue 15): `next`, the pages the user most likely
 * opens from there, at their first keystroke or tap (use-prefetch-next.ts).
 */
export interface RouteHandle {
  next?: readonly Preloadable[];
}
