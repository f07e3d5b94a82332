import { SIGN_IN_MARKUP_ATTRIBUTE } from '@selvedge/contracts/sign-in-markup';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  accountMenu,
  chooseFromAccountMenu,
  en,
  mainMenu,
  phone,
  pickLanguage,
  signIn,
} from './support/browser.js';
import { t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const pathOf = (page: Page) => new URL(page.url()).pathname;

const signInHeading = (page: Page, language: 'en' | 'nl' | 'de' | 'fr' = 'en') =>
  page.getByRole('heading', { level: 1, name: t(language, 'login.title'), exact: true });

/** The welcome banner (role status) greeting `name`. */
const welcomeBanner = (page: Page, name: string) =>
  page.getByRole('status').filter({ hasText: en('dashboard.welcome', { name }) });

describe('Signing in', () => {
  it.each([
    ['administrator', '/dashboard', demoAccounts.admin, 'dashboard', 'Anna Admiraal'],
    ['sales user', '/user', demoAccounts.sales, 'users', null],
    ['customer', '/dashboard', demoAccounts.customer, 'news', 'Interieurhuis De Vries B.V.'],
    ['export customer', '/dashboard', demoAccounts.export, 'news', 'Harrington & Webb Interiors Ltd'],
    ['customer who may not order', '/dashboard', demoAccounts.viewer, 'news', 'Studio Noord Wonen'],
  ] as const)('brings the %s to %s (foundations 4), greeting on the dashboard', async (_, landing, email, page, welcomeName) => {
    const tab = await e2e.open();
    await signIn(tab, email, DEMO_PASSWORD);
    expect(pathOf(tab)).toBe(landing);
    await tab.getByRole('heading', { level: 1, name: en(`pages.${page}`), exact: true }).waitFor();
    if (welcomeName) await welcomeBanner(tab, welcomeName).waitFor();
    else
      expect(
        await tab
          .getByRole('status')
          .filter({ hasText: en('dashboard.welcomeText') })
          .count(),
      ).toBe(0);
  });

  it('shows the welcome banner once: it goes after four seconds and not again after a reload', async () => {
    const page = await e2e.open();
    // The page's clock, moved on by hand: four seconds pass without the test waiting for them.
    await page.clock.install();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const banner = welcomeBanner(page, 'Interieurhuis De Vries B.V.');
    await banner.waitFor();
    await page.clock.runFor(3_500);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en('pages.news') }).waitFor();
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('welcome_message'))).toBeNull();
  });

  it('says that the password is wrong, in the language of the page, and stays on the sign-in page', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, 'not-the-password-1', { isExpectingSuccess: false });
    await page
      .getByRole('alert')
      .filter({ hasText: en('errors.INVALID_CREDENTIALS') })
      .waitFor();
    expect(pathOf(page)).toBe('/login');

    await pickLanguage(page, 'en', 'nl');
    // The message is the server's code, translated: it follows the switch.
    await page
      .getByRole('alert')
      .filter({ hasText: t('nl', 'errors.INVALID_CREDENTIALS') })
      .waitFor();
    await signIn(page, demoAccounts.customer, 'nog-steeds-fout-2', {
      language: 'nl',
      isExpectingSuccess: false,
    });
    await page
      .getByRole('alert')
      .filter({ hasText: t('nl', 'errors.INVALID_CREDENTIALS') })
      .waitFor();
    await signInHeading(page, 'nl').waitFor();
    expect(await accountMenu(page).count()).toBe(0);
  });

  it('refuses the inactive account with its own message', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.inactive, DEMO_PASSWORD, { isExpectingSuccess: false });
    await page
      .getByRole('alert')
      .filter({ hasText: en('errors.ACCOUNT_INACTIVE') })
      .waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await accountMenu(page).count()).toBe(0);
  });

  it('asks for both fields before calling the server', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
    // The messages come with the app's next render: waited for (the poll's time is vitest.config.ts'),
    // not counted in the tick of the click.
    await expect.poll(() => page.getByText(en('validation.REQUIRED'), { exact: true }).count()).toBe(2);
    expect(pathOf(page)).toBe('/login');
  });
});

describe('Signing out', () => {
  it('returns to /login, ends the session, and the back button does not bring the shell back', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await mainMenu(page)
      .getByRole('link', { name: en('nav.deliveries') })
      .click();
    await page.getByRole('heading', { level: 1, name: en('pages.deliveries') }).waitFor();

    await chooseFromAccountMenu(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInHeading(page).waitFor();
    expect((await page.request.get('/api/session')).status()).toBe(401);

    await page.goBack();
    await signInHeading(page).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await accountMenu(page).count()).toBe(0);
    expect(await mainMenu(page).count()).toBe(0);
  });
});

describe('A protected address while signed out', () => {
  it('goes to /login and, after signing in, back to that address', async () => {
    const page = await e2e.open();
    await page.goto('/deliveries?page=2');
    await signInHeading(page).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnTo')).toBe('/deliveries?page=2');

    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: en('pages.deliveries') }).waitFor();
    expect(`${pathOf(page)}${new URL(page.url()).search}`).toBe('/deliveries?page=2');
  });

  it('does not follow a returnTo that leads off the portal', async () => {
    const page = await e2e.open();
    await page.goto('/login?returnTo=%2F%2Fevil.example.com%2F');
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    expect(new URL(page.url()).origin).toBe(e2e.portal.baseURL);
    expect(pathOf(page)).toBe('/dashboard');
  });
});

describe('The show-price checkbox of the sign-in page', () => {
  const showPriceInProfile = async (page: Page) => {
    await chooseFromAccountMenu(page, 'profile');
    const panel = page.getByRole('dialog', { name: en('profile.title') });
    const checkbox = panel.getByRole('checkbox', { name: en('profile.showPrice') });
    await checkbox.waitFor();
    return checkbox.isChecked();
  };

  it('is kept in the session and shown in the profile, both ways', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    const checkbox = page.getByRole('checkbox', { name: en('login.showPrice') });
    expect(await checkbox.isChecked()).toBe(true);
    await checkbox.uncheck();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD);
    expect(await showPriceInProfile(page)).toBe(false);
    await page.keyboard.press('Escape');

    await chooseFromAccountMenu(page, 'logout');
    await signInHeading(page).waitFor();
    // The choice is remembered in the browser for the next sign-in (D12).
    expect(await checkbox.isChecked()).toBe(false);
    await checkbox.check();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD);
    expect(await showPriceInProfile(page)).toBe(true);
  });
});

/**
 * Holds back the app's scripts until `release` is called: the page as a phone shows it before the app's
 * code has come over a slow line. The entry (index-*.js, 13 KB, the page's one script) may come first, as
 * it does on the line: it takes over the markup.
 */
async function holdScripts(page: Page, options: { isEntryLetThrough?: boolean } = {}): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!options.isEntryLetThrough || !route.request().url().includes('/assets/index-')) await released;
    await route.continue();
  });
  return release;
}

/**
 * The page's first script (the entry) has taken the markup over: from then on a press in it is seen and
 * done by the app when it comes. A press before, in the moment the entry is on its way, is not.
 */
const markupTaken = (page: Page) =>
  page.locator(`#root:not([${SIGN_IN_MARKUP_ATTRIBUTE}])`).waitFor({ state: 'attached' });

/** The app has drawn the sign-in page in the place of the page's markup (whose form has an id). */
const appsForm = (page: Page) => page.locator('form:not([id])');

/** Where the heading, the fields, the button and the language picker are on the screen. */
const placesOf = (page: Page) =>
  Promise.all(
    [
      'h1',
      'input[type="email"]',
      'input[type="password"]',
      'main form button:not([tabindex])',
      'header button',
    ].map((selector) => page.locator(selector).first().boundingBox()),
  );

describe('The sign-in page before the app has come', () => {
  it('is drawn from the page itself, and signs in with what was typed and pressed meanwhile', async () => {
    const page = await e2e.open();
    const release = await holdScripts(page, { isEntryLetThrough: true });
    await page.goto('/login', { waitUntil: 'commit' });
    await signInHeading(page).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByLabel(en('login.email'), { exact: true }).fill(demoAccounts.customer);
    await page.getByLabel(en('login.password'), { exact: true }).fill(DEMO_PASSWORD);
    await markupTaken(page);
    await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
    // Nothing was sent: the page is still the sign-in page, with nothing in its address.
    expect(page.url()).toBe(`${e2e.portal.baseURL}/login`);
    release();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await accountMenu(page).waitFor();
  });

  it('is replaced by the app without anything moving, keeping the text and the field being typed in', async () => {
    const page = await e2e.open(phone);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await signInHeading(page).waitFor();
    const before = await placesOf(page);
    const checkbox = page.getByRole('checkbox', { name: en('login.showPrice') });
    await checkbox.uncheck();
    await page.getByLabel(en('login.email'), { exact: true }).fill(demoAccounts.customer);
    await page.getByLabel(en('login.password'), { exact: true }).pressSequentially(DEMO_PASSWORD.slice(0, 4));
    release();
    await appsForm(page).waitFor();
    expect(await placesOf(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(await page.getByLabel(en('login.email'), { exact: true }).inputValue()).toBe(
      demoAccounts.customer,
    );
    expect(await checkbox.isChecked()).toBe(false);
    // The cursor is still in the password field: the rest of it is typed on.
    await page.keyboard.type(DEMO_PASSWORD.slice(4));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it("is in the browser's language, and gives way when the visitor picked another on an earlier visit", async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.portal.baseURL, locale: 'de-DE' });
    try {
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      await signInHeading(page, 'de').waitFor();
      release();
      await appsForm(page).waitFor();
      expect(await signInHeading(page, 'de').isVisible()).toBe(true);

      // French was picked on an earlier visit (the browser keeps it; the server cannot know).
      await page.evaluate(() => localStorage.setItem('eijf_lang', 'FR'));
      await page.reload();
      await signInHeading(page, 'fr').waitFor();
      expect(await signInHeading(page, 'de').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('opens the language menu pressed before the app has come, once the app is there', async () => {
    const page = await e2e.open();
    const release = await holdScripts(page, { isEntryLetThrough: true });
    await page.goto('/login', { waitUntil: 'commit' });
    await signInHeading(page).waitFor();
    // Pressed in the markup: the entry has taken the markup over, the menu's code has not come.
    await markupTaken(page);
    await page
      .getByRole('button', { name: en('language.picker', { code: 'GB', language: 'English' }), exact: true })
      .click();
    release();
    await page.getByRole('menuitem', { name: /^Deutsch/ }).click();
    await signInHeading(page, 'de').waitFor();
  });

  it.each([
    ['desktop', undefined],
    ['phone', phone],
  ] as const)('is axe-clean before the app has come, at %s size', async (_, viewport) => {
    const page = await e2e.open(viewport);
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await signInHeading(page).waitFor();
    try {
      expect(await page.locator('form#selvedge-sign-in-markup').count()).toBe(1);
      expect(await violationsOf(page)).toEqual([]);
    } finally {
      release();
    }
  });

  it('is not drawn for a signed-in visitor, who goes on to their landing page', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const page2 = await page.context().newPage();
    const response = await page2.goto('/login');
    expect(await response?.text()).not.toContain('data-sign-in-markup');
    await page2.waitForURL((url) => url.pathname === '/dashboard');
  });
});
