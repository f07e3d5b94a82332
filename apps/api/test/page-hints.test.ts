/**
 * A phone learned of a route's code, its translations and the session only after the entry's
 * 200 KB had arrived and run. The page the server sends for an address now links what that address
 * needs (route-preloads.json, written by the web build), so everything is fetched at once, and a
 * signed-in page carries its first answers (docs/web-performance.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  FIRST_ANSWERS_ELEMENT,
  FIRST_ANSWERS_MODULE,
  SIGN_IN_MARKUP_ATTRIBUTE,
  SIGN_IN_MARKUP_FILE,
} from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { demo, expectOk } from './support/harness.js';
import { startWebPortal, webPortalPerFile } from './support/web-dist.js';

const indexHtml = `<!doctype html>
<html lang="nl">
  <head>
    <title>Selvedge portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const preloads = {
  routes: [
    {
      path: '/login',
      isSignedIn: false,
      scripts: ['/assets/public-1.js', '/assets/react-1.js'],
      styles: [],
      translationAreas: [],
    },
    {
      path: '/dashboard',
      isSignedIn: true,
      scripts: ['/assets/dashboard-1.js', '/assets/shell-1.js', '/assets/react-1.js'],
      styles: ['/assets/shell-1.css'],
      translationAreas: [],
    },
    {
      path: '/orders',
      isSignedIn: true,
      scripts: ['/assets/orders-page-1.js', '/assets/shell-1.js', '/assets/lists-1.js'],
      styles: ['/assets/shell-1.css', '/assets/lists-1.css'],
      translationAreas: [],
    },
    {
      path: '/settings',
      isSignedIn: true,
      scripts: ['/assets/settings-page-1.js', '/assets/shell-1.js'],
      styles: ['/assets/shell-1.css'],
      translationAreas: ['administration'],
    },
    {
      path: '/order-detail/:orderId',
      isSignedIn: true,
      scripts: ['/assets/document-detail-page-1.js', '/assets/shell-1.js'],
      styles: ['/assets/shell-1.css'],
      translationAreas: [],
    },
    {
      path: '/*',
      isSignedIn: false,
      scripts: ['/assets/not-found-route-1.js'],
      styles: [],
      translationAreas: [],
    },
  ],
  translations: Object.fromEntries(
    ['en', 'nl', 'de', 'fr'].map((language) => [
      language,
      {
        core: `/assets/translation-${language}.js`,
        administration: `/assets/translation-administration-${language}.js`,
      },
    ]),
  ),
};

/**
 * The web build's first queries (first-answers.mjs), reduced to what these tests read: a
 * customer's orders list asks its help text, its page of rows (the address's query as it came) and the
 * open draft, a POST; any user's /refused asks what a customer may not read (the administrator's work
 * queue). The top picture is named by the help text's title, to show how its sources are written.
 */
const firstAnswersModule = `export function firstQueriesOf(location, session) {
  if (location.pathname === '/refused') return ['/api/dashboard/work-queue'];
  if (session.user.role !== 'Customer' || location.pathname !== '/orders') return [];
  const query = location.search.slice(1);
  return ['/api/help-texts/Orders', '/api/orders' + (query ? '?' + query : ''), { post: '/api/order-drafts/current', body: {} }];
}
export function topPictureOf(location, session, answers) {
  const help = answers['/api/help-texts/Orders'];
  if (!help || !help.title.startsWith('picture:')) return undefined;
  const src = help.title.slice('picture:'.length);
  return { src, srcSet: src + '?width=480 480w', sizes: '100vw' };
}
`;

/** The web build's sign-in page in each language (sign-in-markup.json), reduced to its heading. */
const signInMarkup = {
  en: '<h1>Sign in</h1>',
  nl: '<h1>Inloggen</h1>',
  de: '<h1>Anmelden</h1>',
  fr: '<h1>Connexion</h1>',
};

/** The root of the page and what it holds. */
const rootOf = (html: string) => html.match(/<div id="root"[^>]*>.*<\/div>/)?.[0];

async function writeDist(folder: string, withPreloads: boolean) {
  await mkdir(join(folder, 'assets'), { recursive: true });
  await writeFile(join(folder, 'index.html'), indexHtml);
  if (withPreloads) {
    await writeFile(join(folder, 'route-preloads.json'), JSON.stringify(preloads));
    await writeFile(join(folder, FIRST_ANSWERS_MODULE), firstAnswersModule);
    await writeFile(join(folder, SIGN_IN_MARKUP_FILE), JSON.stringify(signInMarkup));
  }
}

const { portal, web } = webPortalPerFile((webDist) => writeDist(webDist, true), { erpData: 'tiny' });

/** The links of the page's head, as `rel href` (stylesheets and preloads with their `as`). */
function linksOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="([^"]+)"(?: as="([^"]+)")?[^>]* href="([^"]+)"[^>]*>/g)].map(
    ([, rel, as, href]) => `${rel}${as ? `:${as}` : ''} ${href}`,
  );
}

/** The answers the page carries for the app (its `<script type="application/json">`), or null. */
function answersOf(html: string): Record<string, unknown> | null {
  const element = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">([^<]*)</script>`),
  );
  return element?.[1] ? JSON.parse(element[1]) : null;
}

/** The JSON GET `url` answers to `cookie`, as the app would have been given it. */
async function apiAnswer<T = unknown>(url: string, cookie: string): Promise<T> {
  return expectOk<T>(await portal.get(url, cookie));
}

async function page(url: string, headers: Record<string, string> = {}, cacheControl = 'no-cache') {
  const response = await web.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe(cacheControl);
  return response.body;
}

/** A signed-in page: it carries the API's private answers, so it is never kept. */
const signedInPage = (url: string, cookie: string) => page(url, { cookie }, 'private, no-store');

describe('the page the server sends for an address', () => {
  it('links a signed-in route its code, styles and translations, each once', async () => {
    const cookie = await portal.signIn(demo.customer);
    const { user } = await apiAnswer<{ user: { language: string } }>('/api/session', cookie);
    const html = await signedInPage('/orders?page=2', cookie);
    expect(linksOf(html)).toEqual([
      'modulepreload /assets/react-1.js',
      'stylesheet /assets/app-1.css',
      `modulepreload /assets/translation-${user.language}.js`,
      'modulepreload /assets/orders-page-1.js',
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/lists-1.js',
      'stylesheet /assets/shell-1.css',
      'stylesheet /assets/lists-1.css',
    ]);
    // The rest of the page is index.html as built.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it("carries the session and the screen's first GETs, each as the API answers it to the same cookie", async () => {
    const cookie = await portal.signIn(demo.customer);
    const answers = answersOf(await signedInPage('/orders?page=2', cookie));
    // Not the POST among the first queries (the draft): a page's GET never writes.
    expect(Object.keys(answers ?? {})).toEqual([
      '/api/session',
      '/api/help-texts/Orders',
      '/api/orders?page=2',
    ]);
    for (const url of Object.keys(answers ?? {}))
      expect(answers?.[url]).toEqual(await apiAnswer(url, cookie));
  });

  it("carries another customer's own answers: the page is asked with the visitor's cookie", async () => {
    const customer = await portal.signIn(demo.customer);
    const other = await portal.signIn(demo.viewer);
    const mine = answersOf(await signedInPage('/orders', customer));
    const theirs = answersOf(await signedInPage('/orders', other));
    expect(theirs?.['/api/orders']).toEqual(await apiAnswer('/api/orders', other));
    expect(theirs?.['/api/orders']).not.toEqual(mine?.['/api/orders']);
    expect(JSON.stringify(theirs?.['/api/session'])).toContain(demo.viewer);
    expect(JSON.stringify(theirs)).not.toContain(demo.customer);
  });

  it('carries only the session of a screen the signed-in user will not see, and nothing signed out', async () => {
    const admin = await portal.signIn(demo.admin);
    expect(Object.keys(answersOf(await signedInPage('/orders', admin)) ?? {})).toEqual(['/api/session']);
    const html = await page('/orders');
    expect(answersOf(html)).toBeNull();
    expect(html).not.toContain('application/json');
  });

  it('leaves out an answer the API refuses: the app asks it and is told as always', async () => {
    const cookie = await portal.signIn(demo.customer);
    expect((await portal.get('/api/dashboard/work-queue', cookie)).statusCode).toBe(403);
    expect(Object.keys(answersOf(await signedInPage('/refused', cookie)) ?? {})).toEqual(['/api/session']);
  });

  it('writes an answer that holds markup so that it stays data, and preloads the picture it names', async () => {
    const admin = await portal.signIn(demo.admin);
    const { helpTexts } = await apiAnswer<{
      helpTexts: Array<{ id: string; page: string; links: Record<string, string> }>;
    }>('/api/admin/help-texts', admin);
    const orders = helpTexts.find((help) => help.page === 'Orders');
    if (!orders) throw new Error('the demo has no help text of the orders page');
    // What an administrator may type: a closing script tag, an attribute's quote, and the `$'` and `$&`
    // of JavaScript's replacement patterns.
    const title = `picture:/api/news/images/a.png?x="1"&y=2</script><script>alert(1)</script>$'$&`;
    expect(
      (
        await portal.put(
          `/api/admin/help-texts/${orders.id}`,
          { page: 'Orders', title, links: orders.links },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    const cookie = await portal.signIn(demo.customer);
    const html = await signedInPage('/orders', cookie);
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(answersOf(html)?.['/api/help-texts/Orders']).toEqual(
      await apiAnswer('/api/help-texts/Orders', cookie),
    );
    const src =
      "/api/news/images/a.png?x=&quot;1&quot;&amp;y=2&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;$'$&amp;";
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${src}" imagesrcset="${src}?width=480 480w" imagesizes="100vw">`,
    );
  });

  it("links the translations of the route's area beside the core, in the visitor's language", async () => {
    const admin = await portal.signIn(demo.admin);
    const { user } = await apiAnswer<{ user: { language: string } }>('/api/session', admin);
    const links = linksOf(await signedInPage('/settings', admin));
    expect(links).toContain(`modulepreload /assets/translation-${user.language}.js`);
    expect(links).toContain(`modulepreload /assets/translation-administration-${user.language}.js`);
    expect(links.filter((link) => link.includes('translation-administration'))).toHaveLength(1);
  });

  it('matches an address with parameters, and leads `/` to the landing page', async () => {
    const cookie = await portal.signIn(demo.customer);
    expect(linksOf(await signedInPage('/order-detail/D-123', cookie))).toContain(
      'modulepreload /assets/document-detail-page-1.js',
    );
    expect(linksOf(await signedInPage('/', cookie))).toContain('modulepreload /assets/dashboard-1.js');
  });

  it('links nothing of a signed-in page without a session: the app sends the visitor to sign in', async () => {
    const links = linksOf(await page('/orders', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }));
    expect(links).toEqual([
      'modulepreload /assets/react-1.js',
      'stylesheet /assets/app-1.css',
      'modulepreload /assets/translation-de.js',
    ]);
  });

  it("links the sign-in page's code and the browser's language before sign-in", async () => {
    const html = await page('/login', { 'accept-language': 'fr-BE' });
    expect(linksOf(html)).toContain('modulepreload /assets/translation-fr.js');
    expect(linksOf(html)).toContain('modulepreload /assets/public-1.js');
    expect(answersOf(html)).toBeNull();
  });

  it("draws the sign-in page into the root before sign-in, in the browser's language", async () => {
    const html = await page('/login?returnTo=%2Forders', { 'accept-language': 'de-CH,de;q=0.9' });
    expect(rootOf(html)).toBe(`<div id="root" ${SIGN_IN_MARKUP_ATTRIBUTE}="de"><h1>Anmelden</h1></div>`);
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(rootOf(await page('/login'))).toContain('<h1>Inloggen</h1>');
    // The paint needs no script: they come at low priority, every one of them.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/public-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    expect(html).not.toContain('<link rel="modulepreload" crossorigin');
  });

  it('draws no sign-in page for a signed-in visitor, nor on any other page', async () => {
    const cookie = await portal.signIn(demo.customer);
    expect(rootOf(await signedInPage('/login', cookie))).toBe('<div id="root"></div>');
    expect(rootOf(await page('/orders'))).toBe('<div id="root"></div>');
    expect(rootOf(await page('/no/such/page'))).toBe('<div id="root"></div>');
    expect(await signedInPage('/orders', cookie)).not.toContain('fetchpriority="low"');
  });

  it('sends `/` before sign-in to the sign-in page, and a signed-in user to their landing page', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    const cookie = await portal.signIn(demo.customer);
    expect(rootOf(await signedInPage('/', cookie))).toBe('<div id="root"></div>');
  });

  it('links the not-found page for an address no route has', async () => {
    expect(linksOf(await page('/no/such/page'))).toContain('modulepreload /assets/not-found-route-1.js');
  });

  it('sends the page with the session only when the first queries cannot be worked out', async () => {
    const failing = await startWebPortal(
      async (failingDist) => {
        await writeDist(failingDist, true);
        await writeFile(
          join(failingDist, FIRST_ANSWERS_MODULE),
          'export function firstQueriesOf() { throw new Error("a bug in a declaration"); }\n',
        );
      },
      { erpData: 'tiny' },
    );
    try {
      const cookie = await failing.portal.signIn(demo.customer);
      const response = await failing.web.inject({ method: 'GET', url: '/orders', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(linksOf(response.body)).toContain('modulepreload /assets/orders-page-1.js');
      expect(Object.keys(answersOf(response.body) ?? {})).toEqual(['/api/session']);
    } finally {
      await failing.close();
    }
  });

  it('sends index.html as built when the build wrote no route-preloads.json nor sign-in markup', async () => {
    const plain = await startWebPortal((plainDist) => writeDist(plainDist, false), { erpData: 'tiny' });
    try {
      for (const url of ['/orders', '/login']) {
        expect((await plain.web.inject({ method: 'GET', url })).body).toBe(indexHtml);
      }
    } finally {
      await plain.close();
    }
  });
});
