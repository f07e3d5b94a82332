import { type ReactNode, useEffect } from 'react';
import { fetchAhead } from '../lib/lazy-component';
import type { Preloadable } from './lazy-page';

/** The first signs of a user at work; focus is not one of them, since the sign-in form takes it by itself. */
const inputEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches the pages the user most likely opens next (`next` of a route in router.tsx, e.g. the
 * dashboard from the sign-in page) at their first keystroke or tap: while they type, not while the page
 * itself still loads, so the page's own code keeps the whole line of a slow phone.
 */
export function usePrefetchNext(next: readonly Preloadable[]): void {
  useEffect(() => {
    if (next.length === 0) return;
    const stop = () => {
      for (const event of inputEvents) window.removeEventListener(event, prefetch, true);
    };
    const prefetch = () => {
      stop();
      for (const page of next) fetchAhead(page);
    };
    for (const event of inputEvents)
      window.addEventListener(event, prefetch, { capture: true, passive: true });
    return stop;
  }, [next]);
}

/** A route's page with the pages it leads to fetched ahead (router.tsx's `page` with `next`). */
export function PrefetchNext({ pages, children }: { pages: readonly Preloadable[]; children?: ReactNode }) {
  usePrefetchNext(pages);
  return children;
}
