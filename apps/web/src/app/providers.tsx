import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { OnceOpened } from '../lib/lazy-component';
import { LazyNotificationsOutlet } from './lazy-notifications-outlet';
import { queryClient } from './query-client';
import { theme } from './theme';

/**
 * The theme with the texts Mantine shows itself, in the user's language: every notification's close
 * button gets a name (axe: button-name), without each `notifications.show` having to give one.
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
      }),
    [closeLabel],
  );
  return (
    // The theme's CSS variables are in a stylesheet computed when the app is built (theme-variables.ts),
    // not computed again by the phone on every start. Light only: the build leaves the dark scheme's
    // styles out (light-scheme-only.ts).
    <MantineProvider theme={localized} withCssVariables={false} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}

/**
 * Mantine's notifications, drawn from the first one on: until then its six empty corner containers
 * stay out of every page, and its code out of the first paint (issue 15). `notifications.show` fills
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
      <LocalizedMantine>
        <FirstNeededNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
