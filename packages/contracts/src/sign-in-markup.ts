/**
 * The sign-in page's markup (docs/web-performance.md, "The sign-in page before the code"): the web build
 * draws the page in each language, the server writes it into the page of a visitor who is not signed in,
 * and the web app's entry takes it over. Free of zod: the entry reads this module before anything else.
 */
import type { Language } from './common.js';

/** The file the web build writes beside index.html. */
export const SIGN_IN_MARKUP_FILE = 'sign-in-markup.json';

/** The attribute of the page's root that says it holds the markup, and in which language. */
export const SIGN_IN_MARKUP_ATTRIBUTE = 'data-sign-in-markup';

/** The id of the markup's form. */
export const SIGN_IN_MARKUP_FORM = 'selvedge-sign-in-markup';

/** The markup in each language. */
export type SignInMarkup = Record<Language, string>;

const markupLanguages: readonly Language[] = ['en', 'nl', 'de', 'fr'];

/** Whether a parsed file is markup in every language (a build of another shape is not used). */
export function isSignInMarkup(value: unknown): value is SignInMarkup {
  return (
    typeof value === 'object' &&
    value !== null &&
    markupLanguages.every((language) => typeof (value as Record<string, unknown>)[language] === 'string')
  );
}
