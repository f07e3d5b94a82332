// Only the Mantine styles the first screens use; the signed-in shell brings the rest (issue 15).
import './app/styles/public.css';
import './app/global.css';
// The theme's CSS variables, computed when the app is built (theme-variables.ts).
import 'virtual:selvedge-theme-variables.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const translated = initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for the translations (index.html shows a loader meanwhile): rendered before
// them, the app would suspend, and React 19 keeps a suspended screen's loader for at least 300 ms.
// As a transition React renders the first screen in slices, so a slow phone stays responsive meanwhile
// instead of freezing for the whole shell and page at once (issue 15).
void translated.finally(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
