import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Pages are kept to a readable width, but a list uses the whole screen so that its columns fit
 * (issue 17). The shell provides the switch; a list turns it on while it is on screen.
 */
export const WideContentContext = createContext<(isWide: boolean) => void>(() => undefined);

/** The page shows a list: the content area takes the full width of the screen while it is shown. */
export function useWideContent(isWide = true): void {
  const setWide = useContext(WideContentContext);
  // Before the first paint, so the list never shows narrow first.
  useLayoutEffect(() => {
    if (!isWide) return;
    setWide(true);
    return () => setWide(false);
  }, [isWide, setWide]);
}
