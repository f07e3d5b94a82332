import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

/** `/` leads to the sign-in page, or straight to the landing page of a signed-in user. */
export function HomeRedirect() {
  const { data: session } = useSession();
  return <Navigate to={session ? session.landing : '/login'} replace />;
}
