import { useEffect, useState } from 'react';

/** D29: the stock check answers within a second; only a slower answer shows that it is on its way. */
export const PROGRESS_DELAY_MS = 1_000;

/**
 * True once `isBusy` has stayed true for `delayMs`; false again as soon as it is not. A quick answer
 * never flashes a spinner, a slow one is told to be on its way.
 */
export function useDelayedProgress(isBusy: boolean, delayMs: number = PROGRESS_DELAY_MS): boolean {
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    if (!isBusy) {
      setIsShown(false);
      return;
    }
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [isBusy, delayMs]);

  return isBusy && isShown;
}
