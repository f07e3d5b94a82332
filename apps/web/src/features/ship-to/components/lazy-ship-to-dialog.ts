import { lazyDialog } from '../../../lib/lazy-component';

/**
 * The ship-to dialog, fetched when it is first needed: a modal brings Mantine's overlay and
 * scroll lock, which no signed-in page's first paint uses. Pointing at or focusing the header's
 * ship-to button fetches it ahead of the click.
 */
export const LazyShipToDialog = lazyDialog(() => import('./ship-to-dialog'), 'ShipToDialog');
