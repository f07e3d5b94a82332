import '../styles/signed-in.css';
import { Navigate, useLocation } from 'react-router';
import { signInUrlFor } from '../../lib/api-client';
import { shipToOf, useSession } from '../../lib/session';
import { AppLayout } from './app-layout';
import { useSessionCheckOnNavigation } from './session-check';
import { ShipToRequired } from './ship-to-required';

/** The authenticated area: without a session, to sign in and back here afterwards (D15). */
export function SignedInArea() {
  const { data: session } = useSession();
  const location = useLocation();
  useSessionCheckOnNavigation(location.pathname);
  if (!session) return <Navigate to={signInUrlFor(location)} replace />;
  if (shipToOf(session).mustChooseShipTo && !session.isRestricted) return <ShipToRequired />;
  return <AppLayout />;
}
