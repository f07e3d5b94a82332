import { type LazyComponent, lazyComponent } from '../lib/lazy-component';

/** A page of the route table (router.tsx), loaded on first use: route-preloads.ts reads its declarations. */
export const lazyPage = lazyComponent;
export type LazyPage = LazyComponent;

export type Preloadable = Pick<LazyPage, 'preload'>;
