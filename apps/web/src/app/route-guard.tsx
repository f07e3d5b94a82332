import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../lib/api-client';
import { useSession } from '../lib/session';
import { type AccessRule, decideAccess } from './access';
import { ForbiddenPage } from './not-found-page';

/**
 * Sends a user to where they belong (foundations 2, D1), or tells them the screen is not theirs.
 */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { data: session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInUrlFor(location)} replace />;
  const decision = decideAccess(rule, session);
  if (!decision.isAllowed) {
    if ('isForbidden' in decision) return <ForbiddenPage home={session.landing} />;
    return <Navigate to={decision.redirectTo} replace />;
  }
  return children;
}
