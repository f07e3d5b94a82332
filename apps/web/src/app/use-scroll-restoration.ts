import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the user left each entry of the history (by its key), for as long as the tab is open. */
const positions = new Map<string, number>();

/**
 * What the browser does for pages, done for the app's addresses: a new page starts at its top, and
 * going back or forward returns to where the user was on that page (React Router's ScrollRestoration
 * belongs to its data router, ADR-029). An address with a #fragment is left to the browser.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The app restores, not the browser, which would restore before the page is drawn.
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);
}
