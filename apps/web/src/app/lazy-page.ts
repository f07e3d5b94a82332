import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for modules with named exports (conventions: named exports only). Every page is its
 * own chunk, so the sign-in page loads only what it shows.
 */
export function lazyPage<Name extends string, Module extends { [K in Name]: ComponentType }>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
