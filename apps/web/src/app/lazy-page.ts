import { type ComponentProps, type ComponentType, createElement, lazy, type ReactNode } from 'react';

/**
 * Any page component, whatever its props: the constraint React.lazy itself puts on what it loads.
 */
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the page is rendered, as React.lazy does.
type PageComponent = ComponentType<any>;

/** A page loaded on first use, whose code can also be fetched ahead of that (`preload`). */
export type LazyPage<Page extends PageComponent = ComponentType> = ((
  props: ComponentProps<Page>,
) => ReactNode) & {
  /** Starts loading the page's code and styles; loading twice costs nothing. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for modules with named exports (conventions: named exports only). Every page is its
 * own chunk, so the sign-in page loads only what it shows; `preload` lets the router fetch a page's
 * chunk before it renders the page (router.tsx), in parallel with the session check (issue 15).
 *
 * A page whose code has arrived renders at once. Through React.lazy it would suspend for a moment
 * even then, and React 19 shows the content of a suspended boundary at the earliest 300 ms after its
 * fallback: on a cold load of a list that was a third of a second of loader on top of everything.
 */
export function lazyPage<Name extends string, Module extends { [K in Name]: PageComponent }>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  let loaded: Module[Name] | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        // A failed load (a network blip) may be tried again by the next render or preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  const Page = (props: ComponentProps<Module[Name]>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload });
}

export type Preloadable = Pick<LazyPage, 'preload'>;

/**
 * What a route fetches ahead besides its own code (issue 15): `next`, the pages the user most likely
 * opens from there, at their first keystroke or tap (use-prefetch-next.ts).
 */
export interface RouteHandle {
  next?: readonly Preloadable[];
}

/** Fetches a page's code ahead; a failure is left to the render, which loads it again and shows the error. */
export function preloadPage({ preload }: Preloadable): void {
  preload().catch(() => undefined);
}
