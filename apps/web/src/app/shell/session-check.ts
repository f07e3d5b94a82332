import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryKey } from '../../lib/session';

/** A session younger than this is not asked for again (redirects follow each other within it). */
const FRESH_SESSION_MS = 1_000;

/**
 * Maintenance mode, deactivation and the end of a session are decided on the server: every change
 * of page asks again, so a customer's next step after maintenance is switched on leads to the
 * notice (foundations 4) instead of the cached shell. Not the first page the area shows: its session
 * came with that page (or the sign-in just gave it), however long the page took to start; asking
 * again there would be a second request for an answer already in hand.
 */
export function useSessionCheckOnNavigation(pathname: string): void {
  const queryClient = useQueryClient();
  const firstPathname = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPathname.current === pathname) return;
    firstPathname.current = null;
    const updatedAt = queryClient.getQueryState(sessionQueryKey)?.dataUpdatedAt ?? 0;
    if (Date.now() - updatedAt > FRESH_SESSION_MS) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
  }, [pathname, queryClient]);
}
