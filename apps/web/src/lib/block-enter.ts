import type { KeyboardEvent } from 'react';

/**
 * ordering §2: Enter in a field of the order and return forms submits or closes nothing. Put on the
 * element around the fields (onKeyDown); Enter on a button still works.
 */
export function blockEnter(event: KeyboardEvent<HTMLElement>): void {
  const { target } = event;
  if (event.key === 'Enter' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
    event.preventDefault();
}
