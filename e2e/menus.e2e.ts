import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  desktop,
  en,
  mainMenu,
  menuLabels,
  phone,
  screenshot,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const nav = (...keys: string[]) => keys.map((key) => en(`nav.${key}`));
const customerArea = [
  'orders',
  'deliveries',
  'salesInvoices',
  'outstandingInvoices',
  'statement',
  'returns',
  'customerDocuments',
  'stockInfo',
  'savedLists',
];
const administration = [
  'newsAdmin',
  'newsHistory',
  'helpTexts',
  'documents',
  'documentTypes',
  'registrationRequests',
  'settings',
  'errorLogs',
  'orderQueue',
  'erpConnection',
  'devMailbox',
];

async function signedIn(email: string, viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, email, DEMO_PASSWORD);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('The menu of each demo account', () => {
  it('shows the administrator the Dashboard, Users and every administration entry, and no Orders', async () => {
    const page = await signedIn(demoAccounts.admin);
    expect(pathOf(page)).toBe('/dashboard');
    await expect
      .poll(() => menuLabels(page))
      .toEqual(nav('dashboard', 'users', 'apiKeys', ...administration));
    expect(
      await mainMenu(page)
        .getByRole('link', { name: en('nav.orders'), exact: true })
        .count(),
    ).toBe(0);
    await page.getByRole('heading', { level: 1, name: en('pages.dashboard') }).waitFor();
    await screenshot(page, 'shell-admin-desktop');
  });

  it('shows a sales user Users and the customer entries, and lands on /user', async () => {
    const page = await signedIn(demoAccounts.sales);
    expect(pathOf(page)).toBe('/user');
    await expect.poll(() => menuLabels(page)).toEqual(nav(...customerArea, 'users', 'apiKeys'));
    await page.getByRole('heading', { level: 1, name: en('pages.users') }).waitFor();
  });

  it('shows a customer who may order News, Place order, Place sample order and the order history', async () => {
    const page = await signedIn(demoAccounts.customer);
    expect(pathOf(page)).toBe('/dashboard');
    await expect
      .poll(() => menuLabels(page))
      .toEqual(nav('news', 'placeOrder', 'placeSampleOrder', ...customerArea, 'apiKeys', 'colleagues'));
    await page.getByRole('heading', { level: 1, name: en('pages.news') }).waitFor();
    await screenshot(page, 'shell-customer-desktop');
  });

  it('shows an export customer Place order but not Place sample order', async () => {
    const page = await signedIn(demoAccounts.export);
    await expect.poll(() => menuLabels(page)).toEqual(nav('news', 'placeOrder', ...customerArea));
    expect(
      await mainMenu(page)
        .getByRole('link', { name: en('nav.placeSampleOrder') })
        .count(),
    ).toBe(0);
  });

  it('shows a customer who may not order no Place order', async () => {
    const page = await signedIn(demoAccounts.viewer);
    await expect.poll(() => menuLabels(page)).toEqual(nav('news', ...customerArea));
    expect(
      await mainMenu(page)
        .getByRole('link', { name: en('nav.placeOrder') })
        .count(),
    ).toBe(0);
  });

  it('folds the menu behind a button on a phone, for the customer and the administrator', async () => {
    for (const [who, email] of [
      ['customer', demoAccounts.customer],
      ['admin', demoAccounts.admin],
    ] as const) {
      const page = await signedIn(email, phone);
      await accountMenu(page).waitFor();
      await screenshot(page, `shell-${who}-phone`);
      await page.getByRole('button', { name: en('shell.openMenu') }).click();
      await mainMenu(page)
        .getByRole('link', { name: en('nav.deliveries') })
        .or(mainMenu(page).getByRole('link', { name: en('nav.users') }))
        .first()
        .waitFor({ state: 'visible' });
      await screenshot(page, `shell-${who}-phone-menu-open`);
    }
  });
});

describe('Motion', () => {
  /** How long the account menu's dropdown takes to appear, in ms, from its own style once it is open. */
  async function accountMenuTransitionMs(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
    const page = await e2e.open();
    await page.emulateMedia({ reducedMotion });
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await accountMenu(page).click();
    const dropdown = page.getByRole('menu');
    await dropdown.waitFor({ state: 'visible' });
    // No transition at all leaves the style without a duration.
    const duration = await dropdown.evaluate((element) => (element as HTMLElement).style.transitionDuration);
    return Number.parseFloat(duration || '0');
  }

  it('opens a menu at once for a user whose system asks for less motion, with its transition for others', async () => {
    expect(await accountMenuTransitionMs('reduce')).toBe(0);
    expect(await accountMenuTransitionMs('no-preference')).toBeGreaterThan(0);
  });
});
