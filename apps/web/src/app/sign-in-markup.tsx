import type { Language } from '@selvedge/contracts';
import { SIGN_IN_MARKUP_FORM } from '@selvedge/contracts/sign-in-markup';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { i18n, initI18n } from '../lib/i18n';
import { sessionQueryKey } from '../lib/session';
import { AppProviders } from './providers';
import { queryClient } from './query-client';

/**
 * The sign-in page as the app draws it, as HTML, in one language: what the server writes into the page
 * for a visitor who is not signed in, so a phone paints the form before the app's code has come
 * (docs/web-performance.md, "The sign-in page before the code"). Rendered when the app is built
 * (sign-in-markup.ts beside vite.config.ts), by the same components, providers and translations as the
 * app's own first render, for nobody signed in; the app then draws the page again in its place and takes
 * over what the visitor did meanwhile (lib/sign-in-markup.ts).
 */
export async function renderSignInMarkup(language: Language): Promise<string> {
  if (!i18n.isInitialized) await initI18n(language);
  await i18n.changeLanguage(language);
  // Nobody is signed in: the session's answer, so the page draws its form and asks nothing.
  queryClient.setQueryData(sessionQueryKey, null);
  const html = renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return inert(html);
}

/**
 * The form does nothing until the app has come: its button submits no form (the browser would send the
 * fields in the address of a new page), and with two text fields and no submit button the browser does
 * not submit on Enter either. The app takes a click or Enter as the wish to sign in
 * (lib/sign-in-markup.ts). The form is marked for the app to find.
 */
function inert(html: string): string {
  const forms = html.split('<form ').length - 1;
  const submits = html.split('type="submit"').length - 1;
  if (forms !== 1 || submits !== 1) {
    throw new Error(`the sign-in page drew ${forms} forms and ${submits} submit buttons, not one of each`);
  }
  return html
    .replace('<form ', `<form id="${SIGN_IN_MARKUP_FORM}" `)
    .replace('type="submit"', 'type="button" data-submit="true"');
}
