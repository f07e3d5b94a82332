import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { App, routeLoaded, sessionKnown } from './app';

/**
 * Renders the app into `root` once the first translations, the session and the route's code are there
 * (main.tsx starts it).
 */
export function startApp(root: HTMLElement): void {
  const translated = initI18n();
  // The first render waits for the translations, the session and the route's code (index.html shows a
  // loader meanwhile): rendered before them, the app would suspend or draw a loader, and React 19 keeps
  // a suspended screen's loader for at least 300 ms.
  // As a transition React renders the first screen in slices, so a slow phone stays responsive meanwhile
  // instead of freezing for the whole shell and page at once.
  void Promise.allSettled([translated, sessionKnown, routeLoaded]).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
