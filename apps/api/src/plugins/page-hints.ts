import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_REQUESTS_FILE,
  type FirstRequestsOf,
  type Language,
  ROUTE_PRELOADS_FILE,
  RoutePreloads,
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
  /** The screen's first GETs (firstRequestsOf), linked as preloads of their answers. */
  firstRequests?: readonly string[];
}

/** An address in an attribute of the page: the few characters HTML reads otherwise. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The web build's table of each screen's first requests (first-requests.mjs, apps/web's
 * app/first-requests.ts on its own), or null for a build without it: pages then go without those
 * preloads, as before.
 */
export async function loadFirstRequests(webDist: string): Promise<FirstRequestsOf | null> {
  const file = resolve(webDist, FIRST_REQUESTS_FILE);
  if (!existsSync(file)) return null;
  const module: { firstRequestsOf?: unknown } = await import(pathToFileURL(file).href);
  return typeof module.firstRequestsOf === 'function' ? (module.firstRequestsOf as FirstRequestsOf) : null;
}

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

/** React Router's order: an address's own route before one with parameters, `*` last. */
const rank = (route: RoutePreload) => (route.path.includes('*') ? 2 : route.path.includes(':') ? 1 : 0);

/**
 * The page the server sends for an address of the app: index.html with what that address will need
 * linked in its head (issue 15). Without them a phone learns of the route's code, the translations
 * and the session only after the entry's 200 KB have arrived and run: a second round of downloads
 * on a slow line. With them everything starts at once.
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
  const isLinked = (href: string) => html.includes(`"${href}"`);
  const cache = new Map<string, string>();

  return ({ path, isSignedIn, language, landing, firstRequests = [] }) => {
    const target = path === '/' && isSignedIn && landing ? landing : path;
    const route = routes.find((candidate) => matches(candidate.path, target));
    // A signed-in page opened without a session goes to the sign-in page: nothing of it is needed.
    const code = route && (!route.isSignedIn || isSignedIn) ? route : undefined;
    const key = `${code?.path ?? ''}|${isSignedIn}|${language}`;
    let page = cache.get(key);
    if (page === undefined) {
      const links = [
        ...[preloads.translations[language], ...(code?.scripts ?? [])]
          .filter((href): href is string => !!href && !isLinked(href))
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
        // Styles as stylesheets, not preloads: parsed with the page's own before its first paint, not
        // in a long task of their own when the route's code adds them (a few kB, fetched in parallel).
        ...(code?.styles ?? [])
          .filter((href) => !isLinked(href))
          .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
        // The app's first call; fetch() with its default mode and credentials takes the preloaded answer.
        ...(isSignedIn ? ['<link rel="preload" as="fetch" crossorigin href="/api/session">'] : []),
      ];
      page = html.replace(/\n\s*<\/head>/, `\n${links.map((link) => `    ${link}\n`).join('')}  </head>`);
      cache.set(key, page);
    }
    if (firstRequests.length === 0) return page;
    // The screen's answers, asked with the page's own requests rather than after the app has come and
    // heard the session; fetch() with its default mode and credentials takes each (issue 15).
    const answers = firstRequests.map(
      (href) => `    <link rel="preload" as="fetch" crossorigin href="${attribute(href)}">\n`,
    );
    return page.replace(/ {2}<\/head>/, `${answers.join('')}  </head>`);
  };
}
