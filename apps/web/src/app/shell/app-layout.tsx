import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { WideContentContext } from '../../components/content-width';
import { PageLoader } from '../../components/page-loader';
import { ProfileDrawer } from '../../features/profile/components/profile-drawer';
import { useSignedInSession } from '../../lib/session';
import { ActingAsBanner } from './acting-as-banner';
import { HeaderBar } from './header-bar';
import { ProfileDrawerContext } from './profile-drawer-context';
import { SideMenu } from './side-menu';

/** The shell of the signed-in area: header, side menu (folds away below 768px), page, profile panel. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const [isNavbarOpen, navbar] = useDisclosure(false);
  const [isProfileOpen, profile] = useDisclosure(false);
  const { pathname } = useLocation();

  // On a phone the menu covers the page; choosing an entry should reveal the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => navbar.close(), [pathname]);

  const profileControl = useMemo(() => ({ openProfile: profile.open }), [profile.open]);
  // A list page uses the whole width (its columns fit); other pages keep a readable width.
  const [isWide, setWide] = useState(false);

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
          <SideMenu />
        </AppShell.Navbar>
        <AppShell.Main id="main-content">
          <Box maw={isWide ? undefined : 1280} mx="auto" data-wide={isWide || undefined}>
            <ActingAsBanner />
            <WideContentContext.Provider value={setWide}>
              <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
            </WideContentContext.Provider>
          </Box>
        </AppShell.Main>
      </AppShell>
      <ProfileDrawer opened={isProfileOpen} onClose={profile.close} />
    </ProfileDrawerContext.Provider>
  );
}
