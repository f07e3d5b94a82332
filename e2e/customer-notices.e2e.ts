/**
 * What a customer notices (ADR-022): the dashboard's latest documents, quick search over translated
 * labels, messages of failed submits, the page a user may not open, the language picked at sign-in, the
 * export customer's ship-to at every sign-in, a news picture that does not load, the phone header.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  chooseFromAccountMenu,
  en,
  phone,
  pickLanguage,
  putEnglishBack,
  screenshot,
  signIn,
} from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** Screenshots to look at, outside the repository's own e2e/screenshots. */
const SHOTS = process.env.NOTICES_SHOTS ?? '/tmp/notices-shots';
const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, name, { fullPage, folder: SHOTS });

const latestList = (page: Page, key: 'orders' | 'deliveries' | 'outstandingInvoices') =>
  page.getByRole('list', { name: en(`dashboard.latest.${key}`), exact: true });

const invoiceRows = (page: Page, language: Language = 'en') =>
  page.getByRole('table', { name: t(language, 'pages.salesInvoices'), exact: true }).locator('tbody tr');

async function quickSearch(page: Page, term: string, language: Language = 'en'): Promise<void> {
  const search = page.getByRole('textbox', { name: t(language, 'list.searchLabel') });
  await search.fill(term);
  await search.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === term);
}

/** The sign-in form filled in the page's language; the caller waits for what follows. */
async function signInWithoutWaiting(page: Page, email: string, language: Language): Promise<void> {
  await page.getByLabel(t(language, 'login.email'), { exact: true }).fill(email);
  await page.getByLabel(t(language, 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t(language, 'login.submit'), exact: true }).click();
}

describe('the dashboard and the lists', () => {
  it('shows the latest five orders each once, with the number of lines and the total', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const orders = latestList(page, 'orders').getByRole('listitem');
    await expect.poll(() => orders.count()).toBe(5);
    const names = await latestList(page, 'orders').getByRole('link').allTextContents();
    expect(new Set(names).size).toBe(5);
    const lineCount = new RegExp(en('dashboard.lineCount', { count: '\\d+' }));
    for (const text of await orders.allTextContents()) {
      expect(text).toMatch(lineCount);
      // The total, as amounts are written (1.234,56 EUR or € 1.234,56).
      expect(text).toMatch(/\d,\d{2}/);
    }
    expect(await latestList(page, 'deliveries').getByRole('listitem').count()).toBeGreaterThan(0);
    const deliveries = await latestList(page, 'deliveries').getByRole('link').allTextContents();
    expect(new Set(deliveries).size).toBe(deliveries.length);
    await shot(page, 'dashboard-1366');
  });

  it('finds the credit notes on /salesinvoices by their type, in English and in German', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/salesinvoices');
    await expect.poll(() => invoiceRows(page).count()).toBeGreaterThan(0);
    await quickSearch(page, 'credit');
    await expect
      .poll(async () => {
        const rows = await invoiceRows(page).allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes(en('documentType.creditNote')));
      })
      .toBe(true);
    await shot(page, 'salesinvoices-credit-1366');
    await pickLanguage(page, 'en', 'de');
    await quickSearch(page, 'Gutschrift', 'de');
    await expect
      .poll(async () => {
        const rows = await invoiceRows(page, 'de').allTextContents();
        return rows.length > 0 && rows.every((row) => row.includes(t('de', 'documentType.creditNote')));
      })
      .toBe(true);
    await putEnglishBack(page, 'de');
  });
});

describe('details and searches', () => {
  it('names the contact person in the order detail’s header', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const [line] = (await (await page.request.get('/api/orders')).json()).rows;
    const detail = await (await page.request.get(`/api/orders/${line.documentId}`)).json();
    expect(detail.contactPerson).toBeTruthy();
    await page.goto(`/order-detail/${line.documentId}`);
    const label = page.getByText(en('detail.contactPerson'), { exact: true });
    await expect.poll(() => label.count()).toBe(1);
    await expect.poll(() => page.getByText(detail.contactPerson, { exact: true }).count()).toBe(1);
    await shot(page, 'order-detail-contact-1366');
  });

  it('finds a delivery on /deliveries by the number of the order it came from', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const rows: { orderNumber: number | null }[] = (await (await page.request.get('/api/deliveries')).json())
      .rows;
    const orderNumber = String(rows.find((row) => row.orderNumber !== null)?.orderNumber);
    await page.goto('/deliveries');
    const table = page.getByRole('table', { name: en('pages.deliveries'), exact: true }).locator('tbody tr');
    await expect.poll(() => table.count()).toBeGreaterThan(0);
    await quickSearch(page, orderNumber);
    await expect
      .poll(async () => {
        const texts = await table.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(orderNumber));
      })
      .toBe(true);
  });
});

describe('forms and messages', () => {
  it('says why a reset link with a malformed e-mail address cannot be used', async () => {
    const page = await e2e.open();
    await page.goto('/reset-password?token=some-token&email=not-an-address');
    await page.getByLabel(en('resetPassword.password'), { exact: true }).fill('A-new-password-2026');
    await page.getByLabel(en('resetPassword.confirmPassword'), { exact: true }).fill('A-new-password-2026');
    await page.getByRole('button', { name: en('resetPassword.submit'), exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: en('resetPassword.linkEmailInvalid') });
    await alert.waitFor();
    await alert.getByRole('link', { name: en('resetPassword.requestNewLink'), exact: true }).waitFor();
  });

  it('clears the wrong-password message when the form is submitted again', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, 'not-the-password-1', { isExpectingSuccess: false });
    const wrong = page.getByRole('alert').filter({ hasText: en('errors.INVALID_CREDENTIALS') });
    await wrong.waitFor();
    await page.getByLabel(en('login.email'), { exact: true }).fill('');
    await page.getByLabel(en('login.password'), { exact: true }).fill('');
    await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
    await page.getByText(en('validation.REQUIRED'), { exact: true }).first().waitFor();
    expect(await wrong.count()).toBe(0);
  });

  it('tells a customer that a page is not theirs, and offers the way back', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/user');
    await page.getByText(en('forbidden.heading'), { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
    await shot(page, 'forbidden-1366');
    const phonePage = await e2e.open(phone);
    await signIn(phonePage, demoAccounts.customer, DEMO_PASSWORD);
    await phonePage.goto('/settings');
    await phonePage.getByText(en('forbidden.heading'), { exact: true }).waitFor();
    await shot(phonePage, 'forbidden-390', false);
    await page.getByRole('link', { name: en('notFound.toStart'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await latestList(page, 'orders').waitFor();
  });

  it('keeps a language picked on the sign-in page and saves it; without a pick the profile wins', async () => {
    const first = await e2e.open();
    await first.goto('/login');
    await pickLanguage(first, 'en', 'fr');
    await signInWithoutWaiting(first, demoAccounts.viewer, 'fr');
    await first.getByRole('heading', { level: 1, name: t('fr', 'pages.news') }).waitFor();
    await chooseFromAccountMenu(first, 'profile', 'fr');
    const panel = first.getByRole('dialog', { name: t('fr', 'profile.title'), exact: true });
    const language = panel.getByRole('textbox', { name: t('fr', 'profile.language'), exact: true });
    await expect.poll(() => language.inputValue()).toBe(t('fr', 'language.names.fr'));

    // Another browser in English, no pick: the profile's French wins.
    const second = await e2e.open();
    await second.goto('/login');
    await signInWithoutWaiting(second, demoAccounts.viewer, 'en');
    await second.getByRole('heading', { level: 1, name: t('fr', 'pages.news') }).waitFor();
    await accountMenu(second, 'fr').waitFor();
  });

  it('asks the export customer for the ship-to at every sign-in, the last one preselected', async () => {
    const page = await e2e.open();
    const dialog = page.getByRole('dialog', { name: en('shipTo.title'), exact: true });
    const signInExporter = async () => {
      await page.goto('/login');
      await signInWithoutWaiting(page, demoAccounts.export, 'en');
      await dialog.waitFor();
    };
    await signInExporter();
    const radios = dialog.getByRole('radio');
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    const second = radios.nth(1);
    const chosen = (await second.getAttribute('aria-label')) ?? '';
    await second.check();
    await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await chooseFromAccountMenu(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/login');

    await signInExporter();
    await expect.poll(() => dialog.getByRole('radio', { name: chosen, exact: true }).isChecked()).toBe(true);
    await shot(page, 'ship-to-again-1366', false);
  });
});

describe('news and the phone header', () => {
  it('collapses the picture of a news card whose image does not load', async () => {
    const page = await e2e.open();
    await page.route('**/api/news/images/**', (route) => route.abort());
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await expect.poll(() => page.getByTestId('news-pictures').count()).toBe(0);
    // Every card's text starts at its left edge, also the one whose pictures did not load, not beside
    // an empty picture column.
    expect(await cards.count()).toBeGreaterThan(1);
    for (const card of await cards.all()) {
      const cardBox = await card.boundingBox();
      const title = await card.getByRole('heading', { level: 3 }).boundingBox();
      expect((title?.x ?? 0) - (cardBox?.x ?? 0)).toBeLessThan(40);
    }
    await shot(page, 'news-broken-image-1366');
  });

  it('shows the whole account menu button of an export customer at 390 px', async () => {
    const page = await e2e.open(phone);
    await signIn(page, demoAccounts.export, DEMO_PASSWORD);
    // The "address saved" notice lies over the header until it goes.
    await page.getByText(en('shipTo.saved'), { exact: true }).waitFor({ state: 'hidden', timeout: 15_000 });
    const button = accountMenu(page);
    const box = await button.boundingBox();
    const chevron = await button.locator('svg').last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(chevron && chevron.x + chevron.width).toBeLessThanOrEqual(phone.width - 8);
    // Nothing in the header is cut off by its right edge.
    const clipped = await page.evaluate(() => {
      const header = document.querySelector('header');
      return header ? header.scrollWidth > header.clientWidth : true;
    });
    expect(clipped).toBe(false);
    await shot(page, 'header-export-390', false);
    await button.click();
    await page.getByRole('menuitem', { name: en('shell.profile'), exact: true }).waitFor();
    await shot(page, 'dashboard-export-390');
  });
});
