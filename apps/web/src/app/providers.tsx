import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { OnceOpened } from '../lib/lazy-component';
import { SessionProvider } from '../lib/session';
import { LazyNotificationsOutlet } from './lazy-notifications-outlet';
import { queryClient } from './query-client';
import { theme } from './theme';

/**
 * Mantine's notifications, drawn from the first one on: until then its six empty corner containers
 * stay out of every page, and its code out of the first paint. `notifications.show` fills
 * the store either way.
 */
function FirstNeededNotifications() {
  const { notifications } = useNotifications();
  return (
    <OnceOpened isOpen={notifications.length > 0}>
      <LazyNotificationsOutlet />
    </OnceOpened>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The theme's CSS variables are in a stylesheet computed when the app is built (theme-variables.ts),
          not computed again by the phone on every start. Light only: the build leaves the dark scheme's
          styles out (light-scheme-only.ts). */}
      <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
        <FirstNeededNotifications />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
