import type { SessionResponse } from '@selvedge/contracts';
import type { FirstAnswers, FirstQuery, PictureSources } from '@selvedge/contracts/first-answers';
import { colleaguesFirstQueries } from '../features/colleagues/api/queries';
import { customerDocumentsFirstQueries } from '../features/customer-documents/api/queries';
import { dashboardFirstQueries } from '../features/dashboard/api/queries';
import { deliveriesFirstQueries } from '../features/deliveries/api/queries';
import { openItemsFirstQueries, salesInvoicesFirstQueries } from '../features/invoices/api/queries';
import { ordersFirstQueries } from '../features/orders/api/queries';
import { orderFormFirstQueries } from '../features/place-order/api/queries';
import { returnsFirstQueries } from '../features/returns/api/queries';
import { savedListsFirstQueries } from '../features/saved-lists/api/queries';
import { shipToChoiceFirstQueries } from '../features/ship-to/api/queries';
import { statementFirstQueries } from '../features/statement/api/queries';
import { askFirstAnswer, takePageAnswers } from '../lib/first-answers';
import { firstQueryOf, type ScreenFirstQueries, type ScreenVisit } from '../lib/screen-queries';
import { type AccessRule, decideAccess } from './access';

/**
 * First answers (docs/web-performance.md): the answers of the queries a screen makes when it is first
 * drawn, there before the screen asks. The server writes a signed-in page's first GETs' answers into the
 * page it sends (the API's plugins/first-answers.ts runs this module, bundled on its own by the build:
 * first-answers-module.ts), and main.tsx asks at once what the page did not carry: on a phone the list
 * or the news is in the first paint instead of one round trip after it.
 *
 * Each screen's first queries are declared once, in its feature's `api/queries.ts`, beside the query
 * definitions its hooks use: this table only says which screen an address shows and the route guard's
 * rule for it (router.tsx's, which first-answers.test.ts compares). e2e/first-answers.e2e.ts checks
 * that every screen here takes all of its answers, for every kind of demo user.
 *
 * Kept free of the app's code (main.tsx holds it, before React): the declarations are plain data.
 */
const screens: Record<string, { rule: AccessRule; first: ScreenFirstQueries }> = {
  '/dashboard': { rule: 'dashboard', first: dashboardFirstQueries },
  '/orders': { rule: 'customerArea', first: ordersFirstQueries },
  '/deliveries': { rule: 'customerArea', first: deliveriesFirstQueries },
  '/salesinvoices': { rule: 'customerArea', first: salesInvoicesFirstQueries },
  '/outstandingInvoices': { rule: 'customerArea', first: openItemsFirstQueries },
  '/statement': { rule: 'customerArea', first: statementFirstQueries },
  '/returns': { rule: 'customerArea', first: returnsFirstQueries },
  '/customerDocuments': { rule: 'customerArea', first: customerDocumentsFirstQueries },
  '/lists': { rule: 'customerArea', first: savedListsFirstQueries },
  '/placeorder': { rule: 'placeOrder', first: orderFormFirstQueries('B2B') },
  '/placesampleorder': { rule: 'placeSampleOrder', first: orderFormFirstQueries('SAMPLE') },
  '/colleagues': { rule: 'customerAdministrator', first: colleaguesFirstQueries },
};

/** The table's rule of each screen, for the test that compares it with router.tsx's. */
export const screenRules = Object.fromEntries(
  Object.entries(screens).map(([path, { rule }]) => [path, rule]),
) as Readonly<Record<string, AccessRule>>;

type Location = { pathname: string; search: string };

/**
 * What the visitor of `location` is shown first, if it asks anything: the screen at the address (the
 * portal's own address leads to the landing page, home-redirect.tsx), or the ship-to choice an export
 * customer must make first, which the signed-in area shows instead of any screen (signed-in-area.tsx).
 * Nothing for a screen the user will not see: the guard sends them elsewhere (the maintenance notice,
 * their home) or tells them it is not theirs.
 */
function shownAt(location: Location, session: SessionResponse): ScreenFirstQueries | undefined {
  const screen = screens[location.pathname === '/' ? session.landing : location.pathname];
  if (!screen) return undefined;
  if (session.mustChooseShipTo && !session.isRestricted) return shipToChoiceFirstQueries;
  return decideAccess(screen.rule, session).isAllowed ? screen.first : undefined;
}

const visitOf = (location: Location, session: SessionResponse): ScreenVisit => ({
  search: new URLSearchParams(location.search),
  session,
});

/** The first queries of what the visitor of `location` is shown, as requests (the server runs it too). */
export function firstQueriesOf(location: Location, session: SessionResponse): FirstQuery[] {
  const shown = shownAt(location, session);
  return shown ? shown.queries(visitOf(location, session)).map(firstQueryOf) : [];
}

/** The top picture's query of what the visitor of `location` is shown, and how to read it. */
function topPictureQueryOf(location: Location, session: SessionResponse) {
  const top = shownAt(location, session)?.topPicture;
  return top && { url: firstQueryOf(top.query(visitOf(location, session))), pictureOf: top.pictureOf };
}

/**
 * The picture the screen at `location` draws largest, read from its first answers: the server preloads
 * it with a page whose answers it wrote.
 */
export function topPictureOf(
  location: Location,
  session: SessionResponse,
  answers: FirstAnswers,
): PictureSources | undefined {
  const top = topPictureQueryOf(location, session);
  const answer = top && typeof top.url === 'string' ? answers[top.url] : undefined;
  return top && answer !== undefined ? top.pictureOf(answer) : undefined;
}

/**
 * Takes the first answers the server wrote into the page (a signed-in page's session and its screen's
 * first GETs) and asks what it did not write: everything for a page without them (the session first,
 * then, once it is known, the screen's queries), and the order form's draft, a POST the server does not
 * make. Nothing more for a visitor who is not signed in: the sign-in page asks nothing.
 */
export function askFirstAnswers(location: Location): void {
  const given = takePageAnswers();
  const session = given['/api/session'] as SessionResponse | undefined;
  if (session) {
    askRest(location, session, given);
    return;
  }
  void askFirstAnswer('/api/session')
    .json.then((signedIn) => {
      if (signedIn) askRest(location, signedIn as SessionResponse, given);
    })
    .catch(() => undefined);
}

/** Asks the first queries the page did not carry the answers of, and preloads the top picture they name. */
function askRest(location: Location, session: SessionResponse, given: FirstAnswers) {
  const top = topPictureQueryOf(location, session);
  for (const request of firstQueriesOf(location, session)) {
    // The server wrote it, and linked the picture it names with the page.
    if (typeof request === 'string' && request in given) continue;
    const { json } = askFirstAnswer(request);
    if (top && top.url === request)
      void json
        .then((answer) => preloadPicture(answer === undefined ? undefined : top.pictureOf(answer)))
        // The screen's own <img> fetches it.
        .catch(() => undefined);
  }
}

/**
 * Preloads `picture` at the priority and with the sources its <img> has: the browser picks the same
 * width for both and fetches it once. Called as the answer naming the picture is read, in the same
 * step (one read, lib/first-answers.ts), so before the app can draw that answer: an <img> the app had
 * made first would have asked for the picture, and the preload would ask a second time.
 */
function preloadPicture(picture: PictureSources | undefined): void {
  // Once the app has drawn its first screen (its code came from the browser's cache, say), the
  // picture's own <img> has asked for it.
  if (!picture || !document.querySelector('.selvedge-boot-loader')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = picture.src;
  link.setAttribute('imagesrcset', picture.srcSet);
  link.setAttribute('imagesizes', picture.sizes);
  document.head.append(link);
}
