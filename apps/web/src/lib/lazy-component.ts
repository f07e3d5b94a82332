import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * Any component, whatever its props: the constraint React.lazy itself puts on what it loads.
 */
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the component is rendered, as React.lazy does.
export type AnyComponent = ComponentType<any>;

/** A component loaded on first use, whose code can also be fetched ahead of that (`preload`). */
export type LazyComponent<Component extends AnyComponent = ComponentType> = ((
  props: ComponentProps<Component>,
) => ReactNode) & {
  /** Starts loading the component's code and styles; loading twice costs nothing. */
  preload: () => Promise<unknown>;
};

/** A module fetched once, however many controls ask for it (a failed fetch may be tried again). */
export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * React.lazy for modules with named exports (conventions: named exports only): the pages (every page
 * its own chunk, so the sign-in page loads only what it shows) and the panels and dialogs no first
 * paint needs. `preload` fetches the code before it is rendered: the router does so for a page, in
 * parallel with the session check (router.tsx), a button for its dialog when pointed at.
 *
 * A component whose code has arrived renders at once. Through React.lazy it would suspend for a moment
 * even then, and React 19 shows the content of a suspended boundary at the earliest 300 ms after its
 * fallback: on a cold load of a list that was a third of a second of loader on top of everything.
 */
export function lazyComponent<Name extends string, Module extends { [K in Name]: AnyComponent }>(
  load: () => Promise<Module>,
  name: Name,
): LazyComponent<Module[Name]> {
  let loaded: Module[Name] | undefined;
  const preload = onDemand(() =>
    load().then((module) => {
      loaded = module[name];
      return module;
    }),
  );
  const Lazy = lazy(async () => ({ default: (await preload())[name] }));
  const Component = (props: ComponentProps<Module[Name]>) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}

/** Fetches a component's code ahead; a failure is left to its render, which loads it again and shows the error. */
export function fetchAhead({ preload }: Pick<LazyComponent, 'preload'>): void {
  preload().catch(() => undefined);
}

/** How long after a screen is drawn the code it will likely need next is fetched (usePreloadSoon). */
const PRELOAD_AFTER_MS = 2_000;

/**
 * Fetches components' code a moment after the screen is drawn, when nothing asked for it before: out
 * of the first paint, yet there when the user opens one (or when the connection is lost by then).
 */
export function usePreloadSoon(components: readonly Pick<LazyComponent, 'preload'>[]): void {
  // The list is fixed per screen; a new array each render must not start the timer again.
  const latest = useRef(components);
  latest.current = components;
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const component of latest.current) fetchAhead(component);
    }, PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/**
 * Draws a component loaded on demand (a dialog, a drawer) from the first time it is open on: not
 * before, so its code stays out of the first paint; nor unmounted when it closes, so that it closes
 * with its transition. Its Suspense boundary shows nothing while its code arrives.
 */
export function OnceOpened({ isOpen, children }: { isOpen: boolean; children?: ReactNode }) {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened ? createElement(Suspense, { fallback: null }, children) : null;
}

/**
 * A dialog or drawer loaded on demand (lazyComponent) and drawn from its first opening on (OnceOpened):
 * its `opened` prop, as Mantine's modals and drawers take it, says when. Rendered closed, it costs
 * neither its code nor its elements.
 */
export function lazyDialog<Name extends string, Module extends { [K in Name]: AnyComponent }>(
  load: () => Promise<Module>,
  // Only a component that takes `opened` is one (checked here, as the props are `any` to React.lazy).
  name: ComponentProps<Module[Name]> extends { opened: boolean } ? Name : never,
): LazyComponent<Module[Name]> {
  const Loaded = lazyComponent(load, name);
  const Dialog = (props: ComponentProps<Module[Name]>) =>
    createElement(
      OnceOpened,
      { isOpen: (props as { opened: boolean }).opened },
      createElement(Loaded, props),
    );
  return Object.assign(Dialog, { preload: Loaded.preload });
}
