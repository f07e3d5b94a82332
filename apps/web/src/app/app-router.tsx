import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

/**
 * The browser's history, one for the app: the router renders it, and the API client sends a user whose
 * session has ended to the sign-in page through it, from outside React (api-handlers.ts).
 */
export const history = createBrowserHistory({ v5Compat: true });

const NavigatingContext = createContext(false);

/**
 * React Router in its declarative mode (ADR-029): the router of BrowserRouter, with the change of
 * address rendered as a transition the app can see. A page whose code has not arrived yet suspends the
 * transition, so the page the user leaves stays on screen (fading, app-layout.tsx) until the next one
 * can be drawn whole, instead of a loader in between. The data router did the same with its `lazy`
 * routes, but its code (loaders, actions, fetchers, revalidation, none of which the app uses: TanStack
 * Query holds the data) was 15 KB of every first paint on a phone.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [isNavigating, startTransition] = useTransition();
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [],
  );
  return (
    <NavigatingContext.Provider value={isNavigating}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigatingContext.Provider>
  );
}

/** Whether the app is on its way to another address (the next page's code is still coming). */
export function useIsNavigating(): boolean {
  return useContext(NavigatingContext);
}
