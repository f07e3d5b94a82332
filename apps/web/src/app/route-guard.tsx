import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../lib/api-client';
import { useSession } from '../lib/session';
import { type AccessRule, decideAccess } from './access';

/** Sends a user who may not see this screen to where they belong (foundations 2, D1). */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { data: session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInUrlFor(location)} replace />;
  const decision = decideAccess(rule, session);
  if (!decision.isAllowed) return <Navigate to={decision.redirectTo} replace />;
  return children;
}
