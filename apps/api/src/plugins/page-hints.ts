import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  FIRST_ANSWERS_ELEMENT,
  type FirstAnswers,
  isSignInMarkup,
  type Language,
  type PictureSources,
  ROUTE_PRELOADS_FILE,
  RoutePreloads,
  SIGN_IN_MARKUP_ATTRIBUTE,
  SIGN_IN_MARKUP_FILE,
  type SignInMarkup,
} from '@selvedge/contracts';

type RoutePreload = RoutePreloads['routes'][number];

export interface PageRequest {
  /** The address without its query. */
  path: string;
  isSignedIn: boolean;
  /** The language the app will start in: the profile's when signed in, else the browser's. */
  language: Language;
  /** Where `/` leads a signed-in user (the session's landing page). */
  landing: string | null;
  /** A signed-in page's first answers (first-answers.ts), written into the page for the app to take. */
  answers?: FirstAnswers;
  /** The picture those answers name that the screen draws largest, preloaded with the page. */
  picture?: PictureSources;
}

/** An address in an attribute of the page: the few characters HTML reads otherwise. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON as the text of a `<script type="application/json">`: nothing in it may close the element or
 * open a comment, so every `<` is written as JSON's own escape (JSON.parse reads it back unchanged).
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The sign-in page's route (the web app's router.tsx). */
export const SIGN_IN_PATH = '/login';

/** A route path of React Router's form against an address: `:name` is one segment, `*` the rest. */
function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = path.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = actual[index];
    if (part === undefined || (!segment.startsWith(':') && segment !== part)) return false;
  }
  return wanted.length === actual.length;
}

/** The build's sign-in page markup in each language, or null when it wrote none (or of another shape). */
function readSignInMarkup(webDist: string): SignInMarkup | null {
  const file = resolve(webDist, SIGN_IN_MARKUP_FILE);
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isSignInMarkup(parsed) ? parsed : null;
}

/**
 * The page with the sign-in page drawn into its root, in the page's language: a phone paints the form
 * before the app's code has come (docs/web-performance.md, "The sign-in page before the code"). The
 * root's attribute tells the app's entry which language it is in (apps/web/src/lib/sign-in-markup.ts).
 * The paint needs the page and its stylesheets only: the scripts are preloaded at low priority, so on a
 * slow line the browser fetches them after what the paint waits for instead of beside it, and still
 * from the start (ADR-038 measured waiting for the paint instead: the app came 0.6-1.0 s later).
 */
function withSignInMarkup(html: string, markup: SignInMarkup, language: Language): string {
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(
      // The root and what it holds until the app's first render (index.html's loader): the page's last element.
      /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
      () => `<div id="root" ${SIGN_IN_MARKUP_ATTRIBUTE}="${language}">${markup[language]}</div>`,
    );
}

/** React Router's order: an address's own route before one with parameters, `*` last. */
const rank = (route: RoutePreload) => (route.path.includes('*') ? 2 : route.path.includes(':') ? 1 : 0);

/**
 * The page the server sends for an address of the app: index.html with what that address will need
 * linked in its head, and a signed-in page's first answers written into it (docs/web-performance.md).
 * Without them a phone learns of the route's code, the translations and the session only after the
 * entry's 200 KB have arrived and run: a second round of downloads on a slow line. With them everything
 * starts at once, and the screen's data needs no request of its own.
 */
export function createPageHints(webDist: string): (request: PageRequest) => string {
  const html = readFileSync(resolve(webDist, 'index.html'), 'utf8');
  const file = resolve(webDist, ROUTE_PRELOADS_FILE);
  // A build without the file (or of another shape): the page as it is, just without the links.
  const parsed = existsSync(file)
    ? RoutePreloads.safeParse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  if (!parsed?.success) return () => html;
  const preloads = parsed.data;
  const routes = [...preloads.routes].sort((a, b) => rank(a) - rank(b));
  const signInRoute = routes.find((route) => route.path === SIGN_IN_PATH);
  const signInMarkup = readSignInMarkup(webDist);
  const isLinked = (href: string) => html.includes(`"${href}"`);
  const cache = new Map<string, string>();

  return ({ path, isSignedIn, language, landing, answers = {}, picture }) => {
    const target = path === '/' && isSignedIn && landing ? landing : path;
    const route = routes.find((candidate) => matches(candidate.path, target));
    // A signed-in page opened without a session goes to the sign-in page: nothing of it is needed.
    const code = route && (!route.isSignedIn || isSignedIn) ? route : undefined;
    // The sign-in page opened before sign-in carries its markup (signed in, the app leaves it at once).
    const showsSignIn = !isSignedIn && code !== undefined && code === signInRoute;
    const key = `${code?.path ?? ''}|${isSignedIn}|${language}`;
    let page = cache.get(key);
    if (page === undefined) {
      const links = [
        ...[
          ...['core', ...(code?.translationAreas ?? [])].map(
            (part) => preloads.translations[language]?.[part],
          ),
          ...(code?.scripts ?? []),
        ]
          .filter((href): href is string => !!href && !isLinked(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // Styles as stylesheets, not preloads: parsed with the page's own before its first paint, not
        // in a long task of their own when the route's code adds them (a few kB, fetched in parallel).
        ...(code?.styles ?? [])
          .filter((href) => !isLinked(href))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ];
      page = html.replace(
        /\n\s*<\/head>/,
        () => `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`,
      );
      if (showsSignIn && signInMarkup) page = withSignInMarkup(page, signInMarkup, language);
      cache.set(key, page);
    }
    const first = [
      // The picture the screen draws largest, fetched with the page's code instead of after the app has
      // drawn the answer naming it: the same sources as its <img>, so the browser fetches it once.
      ...(picture
        ? [
            `<link rel="preload" as="image" fetchpriority="high" href="${attribute(picture.src)}" ` +
              `imagesrcset="${attribute(picture.srcSet)}" imagesizes="${attribute(picture.sizes)}">`,
          ]
        : []),
      // The first answers, for lib/first-answers.ts to take: the screen draws them in its first render.
      ...(Object.keys(answers).length > 0
        ? [`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">${scriptJson(answers)}</script>`]
        : []),
    ];
    if (first.length === 0) return page;
    // A function, not a string: a `$'` or `$&` in an answer (a news title) must be written as it is.
    return page.replace(/ {2}<\/head>/, () => `${first.map((line) => `    ${line}\n`).join('')}  </head>`);
  };
}
