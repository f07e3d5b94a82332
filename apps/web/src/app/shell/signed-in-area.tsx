import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { AppLayout } from './app-layout';

/** The authenticated area: without a session, to sign in and back here afterwards (D15). */
export function SignedInArea() {
  const { data: session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={signInUrlFor(location)} replace />;
  return <AppLayout />;
}
