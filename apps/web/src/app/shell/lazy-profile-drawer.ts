import { lazyComponent } from '../../lib/lazy-component';

/**
 * The profile panel and its two forms: fetched when the account menu first opens and shown when the
 * user picks Profile, instead of with every signed-in page.
 */
export const LazyProfileDrawer = lazyComponent(
  () => import('../../features/profile/components/profile-drawer'),
  'ProfileDrawer',
);
