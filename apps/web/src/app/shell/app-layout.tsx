import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePreloadSoon } from '../../lib/lazy-component';
import { useSignedInSession } from '../../lib/session';
import { useIsPhone } from '../../lib/use-is-phone';
import { useIsNavigating } from '../app-router';
import { LazyNotificationsOutlet } from '../lazy-notifications-outlet';
import { ActingAsBanner } from './acting-as-banner';
import { FirstSyncBanner } from './first-sync-banner';
import { HeaderBar } from './header-bar';
import { LazyProfileDrawer } from './lazy-profile-drawer';
import { ProfileDrawerContext } from './profile-drawer-context';
import { SideMenu } from './side-menu';

/** The shell of the signed-in area: header, side menu (folds away below 768px), page, profile panel. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  const [isProfileOpen, profile] = useDisclosure(false);
  // A notification that the connection was lost must not wait for a file it can no longer fetch.
  usePreloadSoon([LazyNotificationsOutlet]);
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  // The next page is drawn once its code is there (app-router.tsx): meanwhile the page the user leaves
  // fades, as a list does while its next page loads.
  const isNavigating = useIsNavigating();
  // Drawn once first needed, then kept (so that they close with their animation): the profile panel,
  // and on a phone the side menu, hidden until the burger opens it: less to draw on a phone's first paint.
  const [wasProfileOpened, setWasProfileOpened] = useState(false);
  if (isProfileOpen && !wasProfileOpened) setWasProfileOpened(true);
  const [wasNavbarOpened, setWasNavbarOpened] = useState(false);
  if (isNavbarOpen && !wasNavbarOpened) setWasNavbarOpened(true);

  // On a phone the menu covers the page; choosing an entry should reveal the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => navbar.close(), [pathname]);

  const profileControl = useMemo(() => ({ openProfile: profile.open }), [profile.open]);

  return (
    <ProfileDrawerContext.Provider value={profileControl}>
      <a href="#main-content" className="selvedge-skip-link">
        {t('shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavbarOpen } }}
        padding={{ base: 'md', sm: 'lg' }}
      >
        <AppShell.Header>
          <HeaderBar
            isNavbarOpen={isNavbarOpen}
            onToggleNavbar={navbar.toggle}
            onOpenProfile={profile.open}
          />
        </AppShell.Header>
        <AppShell.Navbar className="selvedge-navbar" data-restricted={session.isRestricted || undefined}>
          {!isPhone || wasNavbarOpened ? <SideMenu /> : null}
        </AppShell.Navbar>
        <AppShell.Main
          id="main-content"
          className="selvedge-main"
          data-navigating={isNavigating || undefined}
          aria-busy={isNavigating || undefined}
        >
          {/* A readable width, or the whole screen for a list (global.css: .selvedge-content). */}
          <Box className="selvedge-content">
            <ActingAsBanner />
            <FirstSyncBanner />
            <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
          </Box>
        </AppShell.Main>
      </AppShell>
      {wasProfileOpened ? (
        <Suspense fallback={null}>
          <LazyProfileDrawer opened={isProfileOpen} onClose={profile.close} />
        </Suspense>
      ) : null}
    </ProfileDrawerContext.Provider>
  );
}
