import { Suspense } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { sessionQueryOptions } from '../lib/session';
import { connectApiClient } from './api-handlers';
import { AppRouter, history } from './app-router';
import { AppProviders } from './providers';
import { queryClient } from './query-client';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

connectApiClient(history, queryClient);
/**
 * The session, the opened route's code and the translations (main.tsx) all start at once: every screen
 * waits for the three, so none of them waits for another. The first render waits for the
 * session too (start.tsx): main.tsx asked for it early (or the page carried it), so it is there by now,
 * and the first render draws the shell and the page instead of a loader and a second render.
 */
export const sessionKnown: Promise<void> = queryClient.prefetchQuery(sessionQueryOptions);

/**
 * The code of every route of the opened address (the page and the signed-in shell around it) has
 * arrived and run: rendered before it, the first screen would be a loader, then the page in a second
 * render (the stock check's code, the largest, often came last). A failed fetch is the screen's to show
 * (the error page offers a reload).
 */
export const routeLoaded: Promise<void> = Promise.all(
  (matchRoutes(routes, history.location) ?? []).map(({ route }) => route.code?.preload()),
).then(
  () => undefined,
  () => undefined,
);

/** The screen of the address: the route table drawn by React Router (router.tsx). */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      {/* The first translation file arrives asynchronously; until then only a loader shows. */}
      <Suspense fallback={<PageLoader fullScreen />}>
        <AppRouter>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </AppRouter>
      </Suspense>
    </AppProviders>
  );
}
