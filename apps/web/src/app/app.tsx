import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { sessionQueryOptions } from '../lib/session';
import { connectApiClient } from './api-handlers';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { router } from './router';

connectApiClient(router, queryClient);
/**
 * The session, the opened route's code (the router's lazy routes) and the translations (main.tsx) all
 * start at once: every screen waits for the three, so none of them waits for another (issue 15). The
 * first render waits for the session too (start.tsx): main.tsx asked for it early, so it is there by
 * now, and the first render draws the shell and the page instead of a loader and a second render.
 */
export const sessionKnown: Promise<void> = queryClient.prefetchQuery(sessionQueryOptions);

/**
 * The opened route's code has arrived and run (the router's lazy routes): rendered before it, the first
 * screen would be the router's loader, then the page in a second render (the stock check's code, the
 * largest, often came last).
 */
export const routeLoaded: Promise<void> = new Promise((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

export function App() {
  return (
    <AppProviders>
      {/* The first translation file arrives asynchronously; until then only a loader shows. */}
      <Suspense fallback={<PageLoader fullScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
