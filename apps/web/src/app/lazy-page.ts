import { loadTranslationArea } from '../lib/i18n';
import { type AnyComponent, type LazyComponent, lazyComponent } from '../lib/lazy-component';
import type { TranslationArea } from '../locales/areas';

/**
 * A page of the route table (router.tsx), loaded on first use: route-preloads.ts reads its
 * declarations. A page of a translation area (locales/areas.ts) comes with that area's texts: its code
 * counts as loaded once both are there, so it is never drawn with a text missing.
 */
export function lazyPage<Name extends string, Module extends { [K in Name]: AnyComponent }>(
  load: () => Promise<Module>,
  name: Name,
  area?: TranslationArea,
): LazyComponent<Module[Name]> {
  const withTexts = area
    ? () => Promise.all([load(), loadTranslationArea(area)]).then(([module]) => module)
    : load;
  return lazyComponent(withTexts, name);
}

export type LazyPage = LazyComponent;

export type Preloadable = Pick<LazyPage, 'preload'>;
