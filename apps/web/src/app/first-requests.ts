import type { HelpPage, NewsItem, OrderType, SessionResponse } from '@selvedge/contracts';
import type { FirstAnswers } from '@selvedge/contracts/first-answers';
import { newsPictureSources, type PictureSources } from '../features/dashboard/news-picture';
import { apiUrl, askEarly, type EarlyRequest, takePageAnswers } from '../lib/early-answers';
import { readListParams } from '../lib/list-params';
import { canPlaceOrders } from '../lib/order-rights';
import { type AccessRule, decideAccess } from './access';

/**
 * The requests each screen makes when it is first drawn (GETs, and the order form's open draft, a POST that
 * only reads), asked by main.tsx as soon as the page arrives (docs/web-performance.md): on a phone the
 * answers are there when the app is, and the list or the news is in the first paint instead of one round trip
 * after it. A request here that the screen no longer makes costs one small answer nobody reads; one the
 * screen makes differently is simply asked again (e2e/first-requests.e2e.ts checks that every screen here
 * takes all of them).
 *
 * Kept free of the app's code (main.tsx holds it, before React): the addresses are written out, in the
 * form the screens' API functions give them (lib/early-answers.ts's `apiUrl`).
 *
 * The server runs the same table (the build bundles `firstRequestsOf` and `topPictureOf` on their own:
 * first-requests-module.ts) and writes a signed-in page's first GETs' answers into the page it sends (the
 * API's plugins/first-answers.ts): the screen has them as soon as its code has come, without a request of
 * its own.
 */
type FirstRequests = (search: URLSearchParams, session: SessionResponse) => EarlyRequest[];

const help = (page: HelpPage) => `/api/help-texts/${page}`;
/** A list's page of rows: `?page=&search=` of the address (lib/list-params.ts), as the list asks it. */
const rows = (path: string, search: URLSearchParams) => {
  const { page, search: text } = readListParams(search);
  return apiUrl(path, { page, search: text });
};

/** The open order draft of that type (features/place-order/api/draft.ts): a POST that only reads. */
const currentDraft = (orderType: OrderType): EarlyRequest => ({
  post: '/api/order-drafts/current',
  body: { orderType },
});

/** Each screen's first requests, and the rule of the route guard that lets a user see it (access.ts). */
const screens: Record<string, { rule: AccessRule; requests: FirstRequests }> = {
  '/dashboard': {
    rule: 'dashboard',
    requests: (_search, { user }) => [
      help('News'),
      '/api/news',
      user.role === 'Administrator' ? '/api/dashboard/work-queue' : '/api/dashboard/customer',
    ],
  },
  '/orders': {
    rule: 'customerArea',
    // The pending orders only for who orders: the screen asks them only then (orders-page.tsx).
    requests: (search, { user }) => [
      help('Orders'),
      ...(canPlaceOrders(user) ? ['/api/order-drafts/pending'] : []),
      rows('/api/orders', search),
    ],
  },
  '/deliveries': {
    rule: 'customerArea',
    requests: (search) => [help('Deliveries'), rows('/api/deliveries', search)],
  },
  '/salesinvoices': {
    rule: 'customerArea',
    requests: (search) => [help('Salesinvoices'), rows('/api/invoices', search)],
  },
  '/outstandingInvoices': {
    rule: 'customerArea',
    requests: (search) => [help('Open_invoices'), rows('/api/open-items', search)],
  },
  '/returns': { rule: 'customerArea', requests: (search) => [help('Returns'), rows('/api/returns', search)] },
  '/customerDocuments': {
    rule: 'customerArea',
    requests: () => [help('Documents'), '/api/customer-documents'],
  },
  '/placeorder': {
    rule: 'placeOrder',
    requests: () => [help('Place_an_order'), '/api/ordering/context', currentDraft('B2B')],
  },
  '/placesampleorder': {
    rule: 'placeSampleOrder',
    requests: () => [help('Place_a_sample_order'), '/api/ordering/context', currentDraft('SAMPLE')],
  },
};

/**
 * The picture a screen draws largest, read from one of its first answers: fetched at once, not after
 * the app has drawn the answer (the dashboard's top news picture; news-feed.tsx shows the first
 * picture of the first item that has one).
 */
const topPictures: Record<
  string,
  { answer: string; pictureOf: (body: unknown) => PictureSources | undefined }
> = {
  '/dashboard': {
    answer: '/api/news',
    pictureOf: (body) => {
      const news = (body as { news: NewsItem[] }).news;
      const url = news.find((item) => item.images.length > 0)?.images[0]?.url;
      return url ? newsPictureSources(url) : undefined;
    },
  },
};

/** The screen shown at `location`: the portal's own address leads to the landing page (home-redirect.tsx). */
const screenAt = (location: Pick<Location, 'pathname'>, session: SessionResponse) =>
  location.pathname === '/' ? session.landing : location.pathname;

/** What the screen at `location` will ask first, for the session it will be shown to. */
export function firstRequestsOf(location: Pick<Location, 'pathname' | 'search'>, session: SessionResponse) {
  const screen = screens[screenAt(location, session)];
  // Nothing for a screen the user will not see: the guard sends them elsewhere (the maintenance
  // notice, their home) or tells them it is not theirs; nor before the ship-to choice an export
  // customer must make first.
  if (!screen || session.mustChooseShipTo || !decideAccess(screen.rule, session).isAllowed) return [];
  return screen.requests(new URLSearchParams(location.search), session);
}

/**
 * The picture the screen at `location` draws largest, read from its first answers: the server preloads
 * it with a page whose answers it wrote.
 */
export function topPictureOf(
  location: Pick<Location, 'pathname' | 'search'>,
  session: SessionResponse,
  answers: FirstAnswers,
): PictureSources | undefined {
  const top = topPictures[screenAt(location, session)];
  const answer = top ? answers[top.answer] : undefined;
  return top && answer !== undefined ? top.pictureOf(answer) : undefined;
}

/**
 * Takes the answers the server wrote into the page (a signed-in page's session and its screen's first
 * GETs) and asks what it did not write: everything for a page without them (the session
 * first, then, once it is known, the screen's requests), and the order form's draft, a POST the server
 * does not make. Nothing more for a visitor who is not signed in: the sign-in page asks nothing.
 */
export function askFirstRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const given = takePageAnswers();
  const session = given['/api/session'] as SessionResponse | undefined;
  if (session) {
    askRest(location, session, given);
    return;
  }
  void askEarly('/api/session')
    .json.then((signedIn) => {
      if (signedIn) askRest(location, signedIn as SessionResponse, given);
    })
    .catch(() => undefined);
}

/** Asks the screen's first requests that the page did not carry, and preloads the top picture they name. */
function askRest(
  location: Pick<Location, 'pathname' | 'search'>,
  session: SessionResponse,
  given: FirstAnswers,
) {
  const top = topPictures[screenAt(location, session)];
  for (const request of firstRequestsOf(location, session)) {
    // The server wrote it, and linked the picture it names with the page.
    if (typeof request === 'string' && request in given) continue;
    const { json } = askEarly(request);
    if (top && top.answer === request)
      void json
        .then((answer) => preloadPicture(answer === undefined ? undefined : top.pictureOf(answer)))
        // The screen's own <img> fetches it.
        .catch(() => undefined);
  }
}

/**
 * Preloads `picture` at the priority and with the sources its <img> has: the browser picks the same
 * width for both and fetches it once. Called as the answer naming the picture is read, in the same
 * step (one read, lib/early-answers.ts), so before the app can draw that answer: an <img> the app had
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
