import { Notifications } from '@mantine/notifications';

/**
 * Mantine's notifications corner, in a module of its own (providers.tsx): its list animations and
 * scroll-bar handling (react-transition-group, react-remove-scroll) are not part of any first paint.
 */
export function NotificationsOutlet() {
  return <Notifications position="top-right" zIndex={1000} limit={4} />;
}
