import type { ComponentProps } from 'react';
import { fetchAhead, lazyComponent, OnceOpened } from '../lib/lazy-component';

/**
 * The reorder dialog (reorder-modal.tsx, docs/reorder.md), loaded when it is first opened: the lists'
 * and the document details' first paint needs none of its code, nor the dialog machinery and the
 * schemas it takes (docs/web-performance.md, "What only a click opens loads on the click").
 */
const ReorderModal = lazyComponent(() => import('./reorder-modal'), 'ReorderModal');

export function ReorderDialog(props: ComponentProps<typeof ReorderModal>) {
  return (
    <OnceOpened isOpen={props.source !== null}>
      <ReorderModal {...props} />
    </OnceOpened>
  );
}

/** Fetches the dialog's code ahead: a button that opens it calls this when pointed at or focused. */
export const preloadReorderDialog = () => fetchAhead(ReorderModal);
