/**
 * Issue 15: a phone learned of a route's code, its translations and the session only after the entry's
 * 200 KB had arrived and run. The page the server sends for an address now links what that address
 * needs (route-preloads.json, written by the web build), so everything is fetched at once.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { AppInstance } from '../src/shared/fastify.js';
import { createTestPortal, demo, expectOk, type TestPortal } from './support/harness.js';

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
    { path: '/login', isSignedIn: false, scripts: ['/assets/public-1.js', '/assets/react-1.js'], styles: [] },
    {
      path: '/dashboard',
      isSignedIn: true,
      scripts: ['/assets/dashboard-1.js', '/assets/shell-1.js', '/assets/react-1.js'],
      styles: ['/assets/shell-1.css'],
    },
    {
      path: '/orders',
      isSignedIn: true,
      scripts: ['/assets/orders-page-1.js', '/assets/shell-1.js', '/assets/lists-1.js'],
      styles: ['/assets/shell-1.css', '/assets/lists-1.css'],
    },
    {
      path: '/order-detail/:orderId',
      isSignedIn: true,
      scripts: ['/assets/document-detail-page-1.js', '/assets/shell-1.js'],
      styles: ['/assets/shell-1.css'],
    },
    { path: '/*', isSignedIn: false, scripts: ['/assets/not-found-route-1.js'], styles: [] },
  ],
  translations: {
    en: '/assets/translation-en.js',
    nl: '/assets/translation-nl.js',
    de: '/assets/translation-de.js',
    fr: '/assets/translation-fr.js',
  },
};

/**
 * The web build's table of first requests (first-requests.mjs), reduced to what these tests read: a
 * customer's orders list asks its help text, its page of rows (the address's query as it came, to
 * show that it is escaped) and the open draft, a POST.
 */
const firstRequestsModule = `export function firstRequestsOf(location, session) {
  if (session.user.role !== 'Customer' || location.pathname !== '/orders') return [];
  const query = location.search.slice(1);
  return ['/api/help-texts/Orders', '/api/orders' + (query ? '?' + query : ''), { post: '/api/order-drafts/current', body: {} }];
}
`;

let portal: TestPortal;
let web: AppInstance;
let webDist: string;

async function writeDist(folder: string, withPreloads: boolean) {
  await mkdir(join(folder, 'assets'), { recursive: true });
  await writeFile(join(folder, 'index.html'), indexHtml);
  if (withPreloads) {
    await writeFile(join(folder, 'route-preloads.json'), JSON.stringify(preloads));
    await writeFile(join(folder, 'first-requests.mjs'), firstRequestsModule);
  }
}

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
  await writeDist(webDist, true);
  portal = await createTestPortal({ env: { WEB_DIST: webDist }, erpData: 'tiny' });
  web = await buildApp(portal.deps, { isServingWeb: true });
});
afterAll(async () => {
  await web?.close();
  await portal?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The links of the page's head, as `rel href` (stylesheets and preloads with their `as`). */
function linksOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="([^"]+)"(?: as="([^"]+)")?[^>]* href="([^"]+)">/g)].map(
    ([, rel, as, href]) => `${rel}${as ? `:${as}` : ''} ${href}`,
  );
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await web.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
}

describe('the page the server sends for an address', () => {
  it('links a signed-in route its code, styles, translations and the session, each once', async () => {
    const cookie = await portal.signIn(demo.customer);
    const { user } = expectOk<{ user: { language: keyof typeof preloads.translations } }>(
      await portal.get('/api/session', cookie),
    );
    const html = await page('/orders?page=2', { cookie });
    expect(linksOf(html)).toEqual([
      'modulepreload /assets/react-1.js',
      'stylesheet /assets/app-1.css',
      `modulepreload ${preloads.translations[user.language]}`,
      'modulepreload /assets/orders-page-1.js',
      'modulepreload /assets/shell-1.js',
      'modulepreload /assets/lists-1.js',
      'stylesheet /assets/shell-1.css',
      'stylesheet /assets/lists-1.css',
      'preload:fetch /api/session',
      // The screen's first GETs, as the web app's table gives them; not its POST.
      'preload:fetch /api/help-texts/Orders',
      'preload:fetch /api/orders?page=2',
    ]);
    // The rest of the page is index.html as built.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it("preloads only the answers of a screen the signed-in user will see, as the app's table says", async () => {
    const admin = await portal.signIn(demo.admin);
    expect(
      linksOf(await page('/orders', { cookie: admin })).filter((link) => link.startsWith('preload')),
    ).toEqual(['preload:fetch /api/session']);
    expect(linksOf(await page('/orders')).filter((link) => link.startsWith('preload'))).toEqual([]);
  });

  it('writes an address from the query as an attribute value', async () => {
    const cookie = await portal.signIn(demo.customer);
    // A browser sends quotes and angle brackets percent-encoded; the ampersand between two values is
    // the character an attribute must escape.
    const html = await page('/orders?search=%22%3E%3Cscript%3E&a=1', { cookie });
    expect(html).toContain('href="/api/orders?search=%22%3E%3Cscript%3E&amp;a=1"');
    expect(html).not.toContain('<script>');
  });

  it('matches an address with parameters, and leads `/` to the landing page', async () => {
    const cookie = await portal.signIn(demo.customer);
    expect(linksOf(await page('/order-detail/D-123', { cookie }))).toContain(
      'modulepreload /assets/document-detail-page-1.js',
    );
    expect(linksOf(await page('/', { cookie }))).toContain('modulepreload /assets/dashboard-1.js');
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
    const links = linksOf(await page('/login', { 'accept-language': 'fr-BE' }));
    expect(links).toContain('modulepreload /assets/translation-fr.js');
    expect(links).toContain('modulepreload /assets/public-1.js');
    expect(links).not.toContain('preload:fetch /api/session');
  });

  it('links the not-found page for an address no route has', async () => {
    expect(linksOf(await page('/no/such/page'))).toContain('modulepreload /assets/not-found-route-1.js');
  });

  it('sends the page without the answers when the table of first requests fails', async () => {
    const failingDist = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
    await writeDist(failingDist, true);
    await writeFile(
      join(failingDist, 'first-requests.mjs'),
      'export function firstRequestsOf() { throw new Error("a bug in the table"); }\n',
    );
    const failing = await createTestPortal({ env: { WEB_DIST: failingDist }, erpData: 'tiny' });
    const failingWeb = await buildApp(failing.deps, { isServingWeb: true });
    try {
      const cookie = await failing.signIn(demo.customer);
      const response = await failingWeb.inject({ method: 'GET', url: '/orders', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const links = linksOf(response.body);
      expect(links).toContain('modulepreload /assets/orders-page-1.js');
      expect(links.filter((link) => link.startsWith('preload'))).toEqual(['preload:fetch /api/session']);
    } finally {
      await failingWeb.close();
      await failing.close();
      await rm(failingDist, { recursive: true, force: true });
    }
  });

  it('sends index.html as built when the build wrote no route-preloads.json', async () => {
    const plainDist = await mkdtemp(join(tmpdir(), 'selvedge-dist-'));
    await writeDist(plainDist, false);
    const plain = await createTestPortal({ env: { WEB_DIST: plainDist }, erpData: 'tiny' });
    const plainWeb = await buildApp(plain.deps, { isServingWeb: true });
    try {
      const response = await plainWeb.inject({ method: 'GET', url: '/orders' });
      expect(response.body).toBe(indexHtml);
    } finally {
      await plainWeb.close();
      await plain.close();
      await rm(plainDist, { recursive: true, force: true });
    }
  });
});
