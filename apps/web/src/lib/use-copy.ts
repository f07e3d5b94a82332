import { useCallback, useState } from 'react';

/** Where a copy stands: not asked yet, on the clipboard, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'refused';

/**
 * Copies a text to the clipboard and says how it went. A browser may refuse: a page not served over
 * HTTPS has no clipboard at all, and a browser may ask its user first and be told no. Then the caller
 * shows the text is there to select and copy by hand (`common.copyRefused`), instead of a button that
 * seems to do nothing.
 */
export function useCopy(text: string): { state: CopyState; copy: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = useCallback(() => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setState('refused');
      return;
    }
    clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('refused'),
    );
  }, [text]);
  return { state, copy };
}
