import '../styles/signed-in.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../../lib/api-client';
import { sessionQueryKey, shipToOf, useSession } from '../../lib/session';
import { AppLayout } from './app-layout';
import { ShipToRequired } from './ship-to-required';

/** A session younger than this is not asked for again (redirects follow each other within it). */
const FRESH_SESSION_MS = 1_000;

/**
 * Maintenance mode, deactivation and the end of a session are decided on the server: every change
 * of page asks again, so a customer's next step after maintenance is switched on leads to the
 * notice (foundations 4) instead of the cached shell.
 */
function useSessionCheckOnNavigation(pathname: string): void {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => {
    const updatedAt = queryClient.getQueryState(sessionQueryKey)?.dataUpdatedAt ?? 0;
    if (Date.now() - updatedAt > FRESH_SESSION_MS) {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    }
  }, [pathname, queryClient]);
}

/** The authenticated area: without a session, to sign in and back here afterwards (D15). */
export function SignedInArea() {
  const { data: session } = useSession();
  const location = useLocation();
  useSessionCheckOnNavigation(location.pathname);
  if (!session) return <Navigate to={signInUrlFor(location)} replace />;
  if (shipToOf(session).mustChooseShipTo && !session.isRestricted) return <ShipToRequired />;
  return <AppLayout />;
}
