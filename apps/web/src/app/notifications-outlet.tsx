import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';
import './notifications-outlet.css';

/**
 * Mantine's notifications corner, in a module of its own (providers.tsx): its list animations and
 * scroll-bar handling (react-transition-group, react-remove-scroll) are not part of any first paint.
 */
export function NotificationsOutlet() {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
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
      {/*
        At the bottom, where no control of the shell is: at the top the toasts covered the account menu
        and the close button of a panel or a full-screen modal. In the right corner on a desktop, across
        the bottom on a phone, and above a bar of buttons fixed at the bottom (notifications-outlet.css).
      */}
      <Notifications
        className="selvedge-toasts"
        position={isPhone ? 'bottom-center' : 'bottom-right'}
        zIndex={1000}
        limit={4}
      />
    </MantineThemeProvider>
  );
}
