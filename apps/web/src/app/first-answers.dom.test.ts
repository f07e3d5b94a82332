import { FIRST_ANSWERS_ELEMENT } from '@selvedge/contracts/first-answers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstAnswers, takeFirstAnswer } from '../lib/first-answers';
import { sessionOf } from '../testing/sessions';
import { askFirstAnswers, firstQueriesOf, screenRules, topPictureOf } from './first-answers';
import { type AppRoute, routes } from './router';

const at = (address: string) => {
  const url = new URL(address, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};

describe("a screen's first queries", () => {
  it('are the page of the list the address shows, with its search', () => {
    expect(firstQueriesOf(at('/orders?page=3&search=Botanica'), sessionOf())).toEqual([
      '/api/help-texts/Orders',
      '/api/order-drafts/pending',
      '/api/orders?page=3&search=Botanica',
    ]);
    expect(firstQueriesOf(at('/salesinvoices'), sessionOf())).toContain('/api/invoices?page=1');
  });

  it('are the open draft of the order form, asked as the form asks it', () => {
    expect(firstQueriesOf(at('/placesampleorder'), sessionOf())).toContainEqual({
      post: '/api/order-drafts/current',
      body: { orderType: 'SAMPLE' },
    });
  });

  it("are the customer's overview on a customer's dashboard, the work queue on an administrator's", () => {
    expect(firstQueriesOf(at('/dashboard'), sessionOf())).toContain('/api/dashboard/customer');
    const admin = firstQueriesOf(at('/dashboard'), sessionOf({ role: 'Administrator' }));
    expect(admin).toContain('/api/dashboard/work-queue');
    expect(admin).not.toContain('/api/dashboard/customer');
  });

  it('are none for a screen of the customer area opened by an administrator', () => {
    expect(firstQueriesOf(at('/orders'), sessionOf({ role: 'Administrator' }))).toEqual([]);
  });

  it('are none for an order form the user may not open', () => {
    expect(firstQueriesOf(at('/placeorder'), sessionOf({ canCreateOrder: false }))).toEqual([]);
    expect(firstQueriesOf(at('/placesampleorder'), sessionOf({ isExport: true }))).toEqual([]);
    expect(firstQueriesOf(at('/dashboard'), sessionOf({ role: 'Sales' }))).toEqual([]);
  });

  it('are none while maintenance is shown instead', () => {
    expect(firstQueriesOf(at('/orders'), sessionOf({ maintenanceMode: true }))).toEqual([]);
    const choosing = { ...sessionOf({ maintenanceMode: true }), mustChooseShipTo: true };
    expect(firstQueriesOf(at('/orders'), choosing)).toEqual([]);
  });

  it("are the ship-to choice's while an export customer must choose one, whatever the screen", () => {
    const choosing = { ...sessionOf({ isExport: true }), mustChooseShipTo: true };
    expect(firstQueriesOf(at('/orders'), choosing)).toEqual(['/api/ship-to']);
    expect(firstQueriesOf(at('/'), choosing)).toEqual(['/api/ship-to']);
    expect(topPictureOf(at('/'), choosing, { '/api/news': { news: [] } })).toBeUndefined();
  });

  it("are the landing page's at the portal's own address, where a signed-in visitor is taken", () => {
    expect(firstQueriesOf(at('/'), sessionOf())).toEqual(firstQueriesOf(at('/dashboard'), sessionOf()));
    expect(firstQueriesOf(at('/'), sessionOf({ role: 'Sales' }))).toEqual([]);
  });

  it('are none for a screen that is not listed', () => {
    expect(firstQueriesOf(at('/profile'), sessionOf())).toEqual([]);
  });

  it("are decided by the rule of the screen's route in router.tsx", () => {
    /** The rule of each guarded route of the real route table, by its full path. */
    const rulesOf = (list: AppRoute[], prefix = ''): [string, unknown][] =>
      list.flatMap((route) => {
        const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
        const guard = route.element as { props?: { rule?: unknown } } | undefined;
        const own: [string, unknown][] = guard?.props?.rule ? [[path, guard.props.rule]] : [];
        return [...own, ...rulesOf(route.children ?? [], path)];
      });
    const routed = new Map(rulesOf(routes));
    for (const [path, rule] of Object.entries(screenRules))
      expect([path, routed.get(path)]).toEqual([path, rule]);
  });
});

describe("a screen's top picture, for the server to preload", () => {
  it("is the dashboard's first news picture, at the card's sizes", () => {
    const news = { news: [{ images: [] }, { images: [{ url: '/api/news/images/b.png' }] }] };
    expect(topPictureOf(at('/'), sessionOf(), { '/api/news': news })).toEqual({
      src: '/api/news/images/b.png',
      srcSet: expect.stringContaining('/api/news/images/b.png?width=480 480w'),
      sizes: '(min-width: 48em) 340px, 100vw',
    });
  });

  it('is none without the answer that names it, or on a screen that has none', () => {
    expect(topPictureOf(at('/dashboard'), sessionOf(), {})).toBeUndefined();
    expect(topPictureOf(at('/orders'), sessionOf(), { '/api/news': { news: [] } })).toBeUndefined();
  });
});

describe('taking and asking the first answers at the start', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const news = {
    news: [
      { id: 'n1', images: [] },
      { id: 'n2', images: [{ url: '/api/news/images/b.png' }] },
    ],
  };

  beforeEach(() => forgetFirstAnswers());
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const element of document.head.querySelectorAll('link, script')) element.remove();
    // The files of a worker share one document (isolate: false): the next one starts from an empty page.
    document.body.innerHTML = '';
  });

  const serve = (session: Response) => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/session' ? session : String(input) === '/api/news' ? json(news) : json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("asks the session, then the screen's first queries, and leaves the session's answer to the app", async () => {
    const fetchMock = serve(json(sessionOf()));
    askFirstAnswers(at('/dashboard'));
    await settle();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toEqual(['/api/session', '/api/help-texts/News', '/api/news', '/api/dashboard/customer']);
    await expect(takeFirstAnswer('/api/session')?.json).resolves.toMatchObject({ landing: '/dashboard' });
  });

  it("fetches the dashboard's top picture at once: the first that a news item has, at the card's size", async () => {
    document.body.innerHTML = '<div id="root"><div class="selvedge-boot-loader"></div></div>';
    serve(json(sessionOf()));
    askFirstAnswers(at('/dashboard'));
    await vi.waitFor(() => {
      const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(preload?.getAttribute('href')).toBe('/api/news/images/b.png');
      // The widths the <img> offers, so the browser picks the same one for both.
      expect(preload?.getAttribute('imagesrcset')).toBe(
        '/api/news/images/b.png?width=480 480w, /api/news/images/b.png?width=960 960w, /api/news/images/b.png?width=1440 1440w',
      );
      expect(preload?.getAttribute('imagesizes')).toBe('(min-width: 48em) 340px, 100vw');
    });
  });

  it('leaves the picture to its own <img> once the app has drawn its first screen', async () => {
    document.body.innerHTML = '<div id="root"><main>News</main></div>';
    const fetchMock = serve(json(sessionOf()));
    askFirstAnswers(at('/dashboard'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await settle();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  /** The page as the server sends a signed-in one, carrying `answers`. */
  const pageCarrying = (answers: Record<string, unknown>) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_ANSWERS_ELEMENT;
    element.textContent = JSON.stringify(answers);
    document.head.append(element);
  };

  it('asks nothing the page carries: not the session, not the screen, not the picture', async () => {
    document.body.innerHTML = '<div id="root"><div class="selvedge-boot-loader"></div></div>';
    const fetchMock = serve(json(sessionOf()));
    pageCarrying({
      '/api/session': sessionOf(),
      '/api/help-texts/News': { title: 'News', url: null },
      '/api/news': news,
      '/api/dashboard/customer': {},
    });
    askFirstAnswers(at('/dashboard'));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    // The server linked the picture with the page.
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    await expect(takeFirstAnswer('/api/news')?.json).resolves.toEqual(news);
  });

  it('asks what the page does not carry: the order form its draft, a POST', async () => {
    const fetchMock = serve(json(sessionOf()));
    pageCarrying({
      '/api/session': sessionOf(),
      '/api/help-texts/Place_an_order': {},
      '/api/ordering/context': {},
    });
    askFirstAnswers(at('/placeorder'));
    await settle();
    expect(fetchMock.mock.calls.map(([input, init]) => `${init?.method} ${String(input)}`)).toEqual([
      'POST /api/order-drafts/current',
    ]);
  });

  it("asks the screen's first queries when the page carries the session only", async () => {
    const fetchMock = serve(json(sessionOf()));
    pageCarrying({ '/api/session': sessionOf() });
    askFirstAnswers(at('/orders'));
    await settle();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/help-texts/Orders',
      '/api/order-drafts/pending',
      '/api/orders?page=1',
    ]);
  });

  it('asks nothing more for a visitor who is not signed in', async () => {
    const fetchMock = serve(json({ code: 'UNAUTHENTICATED' }, 401));
    askFirstAnswers(at('/orders'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
