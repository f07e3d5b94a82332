import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's notifications corner, in a module of its own (providers.tsx): its list animations and
 * scroll-bar handling (react-transition-group, react-remove-scroll) are not part of any first paint.
 */
export function NotificationsOutlet() {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  // Every notification's close button gets a name in the user's language (axe: button-name), without
  // each `notifications.show` having to give one. Here rather than in the app's theme: merged there, the
  // theme cost every page's first render, and a notification is rarely shown.
  const localized = useMemo(
    () => ({
      components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } } },
    }),
    [closeLabel],
  );
  return (
    <MantineThemeProvider theme={localized}>
      <Notifications position="top-right" zIndex={1000} limit={4} />
    </MantineThemeProvider>
  );
}
