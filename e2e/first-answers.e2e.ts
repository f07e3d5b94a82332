/**
 * The first answers (docs/web-performance.md): the server writes a signed-in page's session and its
 * screen's first GETs' answers into the page (it runs the first queries each feature's `api/queries.ts`
 * declares, through app/first-answers.ts), and the app asks early only what the page cannot carry (the
 * order form's draft, a POST). Opened from its address, each screen takes every answer given or asked
 * for it (none wasted), asks none of the given ones over the network, and asks nothing twice (none asked
 * again because the screen asks it differently), for every kind of demo user: a screen whose queries or
 * role conditions drift from its declaration shows up here, not as a slower phone.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, en, phone, signIn } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** The first answers given, asked and taken so far, from the marks lib/first-answers.ts leaves. */
async function firstAnswers(page: Page) {
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));
  const marked = (kind: string) =>
    marks
      .filter((name) => name.startsWith(`${kind} `))
      .map((name) => name.slice(kind.length + 1))
      .sort();
  return {
    given: marked('first-answer-given'),
    early: marked('first-answer-asked'),
    taken: marked('first-answer-taken'),
  };
}

/**
 * Opens `address` as a new visit; once the screen has taken every answer the page gave or the app asked
 * early (or ten seconds have passed), returns those answers and the API GETs the page made.
 */
async function visit(page: Page, address: string) {
  const asked: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    // The API's answers; not the news pictures it also serves (a picture the browser has kept is
    // "asked" by its preload and its <img> alike, both from the cache).
    if (request.method() === 'GET' && request.resourceType() !== 'image' && url.pathname.startsWith('/api/'))
      asked.push(`${url.pathname}${url.search}`);
  };
  // Away first: what the page before still asks (the sign-in's landing page, a lazily loaded card)
  // is not counted for this one.
  await page.goto('about:blank');
  page.on('request', record);
  await page.goto(address);
  await expect
    .poll(
      async () => {
        const { given, early, taken } = await firstAnswers(page);
        return given.length > 1 && [...given, ...early].every((url) => taken.includes(url));
      },
      { timeout: 10_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  page.off('request', record);
  return { asked, ...(await firstAnswers(page)) };
}

/**
 * Opens each of `addresses` as a new visit and checks that the page carried the session and more, and
 * that the screen took every first answer, asked none of the given ones again, and nothing twice.
 */
async function expectEveryAnswerTaken(page: Page, addresses: readonly string[]) {
  for (const address of addresses) {
    const { asked, given, early, taken } = await visit(page, address);
    expect(given, `${address}: the page's answers besides the session`).not.toEqual(['/api/session']);
    expect(given, `${address}: the page's answers`).toContain('/api/session');
    expect(taken, `${address}: the answers the screen took`).toEqual([...given, ...early].sort());
    // Every first GET came with the page; only a POST (the order form's draft) is asked early.
    expect(
      early.filter((key) => key.startsWith('/')),
      `${address}: GETs asked early`,
    ).toEqual([]);
    expect(
      asked.filter((request) => given.includes(request)),
      `${address}: asked though the page carried it`,
    ).toEqual([]);
    const twice = asked.filter((request, index) => asked.indexOf(request) !== index);
    expect(twice, `${address}: asked twice`).toEqual([]);
  }
  return page;
}

const customerScreens = [
  // The portal's own address, which leads to the landing page: the dashboard.
  '/',
  '/dashboard',
  '/orders',
  '/orders?page=2',
  '/deliveries',
  '/salesinvoices?search=Botanica',
  '/outstandingInvoices',
  '/returns',
  '/customerDocuments',
  '/lists',
  '/placeorder',
  '/placesampleorder',
];

describe("The first screen's answers, with the page", () => {
  // Every kind of user of the demo (apps/api/src/seed/demo-seed.ts) but the deactivated one, who cannot
  // sign in; acting as a customer and the export customer below.
  it.each([
    ['a customer', demoAccounts.customer, customerScreens],
    // Without the create-order right: no pending orders, no order forms (the guard's own rule).
    [
      'a customer who does not order',
      demoAccounts.viewer,
      ['/dashboard', '/orders', '/deliveries', '/returns'],
    ],
    // Landing on the user list, which asks nothing first; the customer area is open to them.
    ['a sales user', demoAccounts.sales, ['/orders', '/outstandingInvoices', '/customerDocuments']],
    // The work queue instead of a customer's overview; the customer area is not theirs.
    ['an administrator', demoAccounts.admin, ['/', '/dashboard']],
  ])('are all taken, none asked over the network and none twice, for %s', async (_who, email, addresses) => {
    const page = await e2e.open();
    await signIn(page, email, DEMO_PASSWORD);
    await expectEveryAnswerTaken(page, addresses);
  });

  it("are the customer's own for a sales user acting as the customer (login-as)", async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.sales, DEMO_PASSWORD);
    // As the users list's button does it (features/users/api/login-as.ts), from the page: same origin.
    const acting = await page.evaluate(async (email) => {
      const users = await fetch(`/api/users?search=${encodeURIComponent(email)}`);
      const { rows } = (await users.json()) as { rows: { id: string; email: string }[] };
      const response = await fetch('/api/session/login-as', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: rows.find((row) => row.email === email)?.id }),
      });
      return ((await response.json()) as { user: { email: string } }).user.email;
    }, demoAccounts.customer);
    expect(acting).toBe(demoAccounts.customer);
    await expectEveryAnswerTaken(page, ['/', '/orders', '/deliveries', '/placeorder']);
  });

  it("are the ship-to choice's for an export customer who must choose one, then those of the address chosen", async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD, { isExpectingSuccess: false });
    const dialog = page.getByRole('dialog', { name: en('shipTo.title'), exact: true });
    // Signed in: the choice is asked for.
    await dialog.waitFor();
    // Whatever the address, the choice is shown instead of the screen, and asks its addresses first.
    await expectEveryAnswerTaken(page, ['/orders', '/']);
    expect((await visit(page, '/dashboard')).given).toEqual(['/api/session', '/api/ship-to']);
    await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // An export customer has no sample orders: the guard's rule leaves that form out.
    await expectEveryAnswerTaken(page, [
      '/',
      '/orders',
      '/deliveries',
      '/outstandingInvoices',
      '/placeorder',
    ]);
  });
});

describe("The dashboard's top picture", () => {
  it.each([
    // The card is 340 px wide beside its text on a computer, the whole width of a phone (390 px, 2×).
    ['a computer', desktop, 480],
    ['a phone', phone, 960],
  ])('comes once, on a new visit from %s, as a WebP of the width drawn', async (_where, viewport, width) => {
    const page = await e2e.open(viewport);
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    // Away from the landing page the sign-in opened, whose picture may still be on its way.
    await page.goto('about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // Only the requests this visit makes: an answer to the landing page's own request, still on its
    // way when about:blank was opened, can arrive after this point and is not this visit's fetch.
    const requested = new Set<Request>();
    page.on('request', (request) => requested.add(request));
    const pictures: { url: string; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (!requested.has(response.request())) return;
      if (new URL(response.url()).pathname.startsWith('/api/news/images/'))
        pictures.push({ url: response.url(), type: response.headers()['content-type'] });
    });
    await page.goto('/dashboard');
    const top = page.getByTestId('news-pictures').first().locator('img');
    await expect
      .poll(() => top.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await top.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`wallpaper\\.png\\?width=${width}$`),
    );
    const wallpaper = pictures.filter(({ url }) => url.includes('botanica-wallpaper'));
    expect(wallpaper).toEqual([
      { url: expect.stringMatching(new RegExp(`wallpaper\\.png\\?width=${width}$`)), type: 'image/webp' },
    ]);
  });
});
