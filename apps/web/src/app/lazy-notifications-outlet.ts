import { lazyComponent } from '../lib/lazy-component';

/**
 * Mantine's notifications corner, loaded with the first notification (providers.tsx); the signed-in
 * shell fetches it soon after it is drawn, when the Mantine parts it shares with the pages are there.
 */
export const LazyNotificationsOutlet = lazyComponent(
  () => import('./notifications-outlet'),
  'NotificationsOutlet',
);
