import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { fetchAhead } from '../lib/lazy-component';
import type { RouteHandle } from './lazy-page';

/** The first signs of a user at work; focus is not one of them, since the sign-in form takes it by itself. */
const inputEvents = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches the pages the user most likely opens next (the routes' `next`, e.g. the dashboard from the
 * sign-in page) at their first keystroke or tap: while they type, not while the page itself still
 * loads, so the page's own code keeps the whole line of a slow phone (issue 15).
 */
export function usePrefetchNext(): void {
  const matches = useMatches();
  useEffect(() => {
    const next = matches.flatMap((match) => (match.handle as RouteHandle | undefined)?.next ?? []);
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
  }, [matches]);
}
