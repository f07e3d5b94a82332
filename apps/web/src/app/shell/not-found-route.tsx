import '../styles/signed-in.css';
import { PublicLayout } from '../../components/public-layout';
import { useSession } from '../../lib/session';
import { NotFoundPage } from '../not-found-page';
import { AppLayout } from './app-layout';

/** An unknown address: inside the shell for a signed-in user, in the public frame otherwise. */
export function NotFoundRoute() {
  const { data: session } = useSession();
  if (session) {
    return (
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <PublicLayout width={520}>
      <NotFoundPage isInCard />
    </PublicLayout>
  );
}
