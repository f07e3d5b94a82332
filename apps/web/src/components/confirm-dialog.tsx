import { lazyDialog, usePreloadSoon } from '../lib/lazy-component';
import type { ConfirmDialogProps } from './confirm-modal';

/**
 * Mantine's modal machinery (the `overlays` chunk, 10 KB) is fetched two seconds after the screen is
 * drawn instead of with its first paint: a question asked only after a click.
 */
const ConfirmModal = lazyDialog(() => import('./confirm-modal'), 'ConfirmModal');

/** Asks once before an action with wide consequences; Cancel has the focus, so Enter is harmless. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  usePreloadSoon([ConfirmModal]);
  return <ConfirmModal {...props} />;
}
