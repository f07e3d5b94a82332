import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useSignedInSession } from '../../lib/session';
import { useProfileDrawer } from './profile-drawer-context';

/** /profile (foundations 2 route table): the profile is a slide-in panel, so open it over the landing page. */
export function OpenProfile() {
  const session = useSignedInSession();
  const { openProfile } = useProfileDrawer();
  useEffect(() => openProfile(), [openProfile]);
  return <Navigate to={session.landing} replace />;
}
