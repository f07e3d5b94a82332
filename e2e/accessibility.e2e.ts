/**
 * axe-core (WCAG 2.1 A and AA: wcag2a, wcag2aa, wcag21a, wcag21aa) on every screen of the portal, as
 * the role that can open it, at phone and desktop width (ADR-022): the public pages, the customer's
 * dashboard, lists, details, ordering screens, stock check, return form and profile panel, and the
 * administrator's screens. No violation anywhere; a failure lists the screen, the width, the rule and
 * the elements. One browser, the screens in sequence.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  accountMenu,
  chooseFromAccountMenu,
  desktop,
  en,
  phone,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { flagCode, nativeName, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const widths = [
  ['phone', phone],
  ['desktop', desktop],
] as Array<[string, Viewport]>;

interface Screen {
  /** How the failure names the screen. */
  name: string;
  /** Opened with a fresh page load; left out, the screen follows from the one before. */
  path?: string;
  /** What a user does on the page before it is checked: open a detail, a panel, a menu. */
  action?: (page: Page) => Promise<void>;
}

/** Opens the first document of the list, by its number link, and waits for the detail's heading. */
const firstDetail = (prefix: string) => async (page: Page) => {
  const listHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
  await page.locator(`main a[href^="${prefix}"]`).first().click();
  await page.waitForURL((url) => url.pathname.startsWith(prefix));
  await page.waitForFunction((before) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading.textContent !== before;
  }, listHeading);
};

/**
 * Until the transitions have ended (a menu, panel or dialog fading in): half transparent, every text
 * would read too faint. Endless animations (a spinner) do not count.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Until the page has its heading and its data: no busy region, no skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page
    .waitForFunction(() => !document.querySelector('main .mantine-Skeleton-root'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await transitionsEnded(page);
}

/** Every screen in turn on one page; what axe-core finds, as "screen at width: rule … at elements". */
async function sweep(page: Page, width: Viewport, screens: readonly Screen[]): Promise<string[]> {
  const findings: string[] = [];
  for (const screen of screens) {
    if (screen.path) await page.goto(screen.path);
    await settled(page);
    await screen.action?.(page);
    await settled(page);
    for (const violation of await violationsOf(page)) {
      findings.push(`${screen.name} at ${width.width} px: ${violation}`);
    }
  }
  return findings;
}

const publicScreens: Screen[] = [
  { name: '/login', path: '/login' },
  {
    name: '/login, language menu open',
    action: async (page) => {
      await page
        .getByRole('button', {
          name: t('en', 'language.picker', { code: flagCode.en, language: nativeName.en }),
          exact: true,
        })
        .click();
      await page.getByRole('menu').waitFor();
    },
  },
  { name: '/forgot-password', path: '/forgot-password' },
  { name: '/registration', path: '/registration' },
  { name: '/reset-password (link without token)', path: '/reset-password' },
  {
    name: '/reset-password',
    path: `/reset-password?token=${'a'.repeat(43)}&email=${encodeURIComponent(demoAccounts.customer)}`,
  },
];

const customerScreens: Screen[] = [
  { name: '/dashboard', path: '/dashboard' },
  {
    name: 'profile panel',
    action: async (page) => {
      await chooseFromAccountMenu(page, 'profile');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page
        .getByRole('dialog', { name: en('profile.title') })
        .getByLabel(en('profile.firstName'), { exact: true })
        .waitFor();
    },
  },
  { name: '/orders', path: '/orders' },
  { name: '/order-detail', action: firstDetail('/order-detail/') },
  { name: '/deliveries', path: '/deliveries' },
  { name: '/delivery-detail', action: firstDetail('/delivery-detail/') },
  { name: '/salesinvoices', path: '/salesinvoices' },
  { name: '/salesinvoice-detail', action: firstDetail('/salesinvoice-detail/') },
  { name: '/outstandingInvoices', path: '/outstandingInvoices' },
  { name: '/returns', path: '/returns' },
  { name: '/return-detail', action: firstDetail('/return-detail/') },
  { name: '/add-returns', path: '/add-returns' },
  { name: '/customerDocuments', path: '/customerDocuments' },
  { name: '/stockinfo', path: '/stockinfo' },
  { name: '/lists', path: '/lists' },
  { name: '/placeorder', path: '/placeorder' },
  { name: '/placesampleorder', path: '/placesampleorder' },
  { name: 'a page that does not exist', path: '/no-such-page' },
];

const administratorScreens: Screen[] = [
  { name: '/dashboard', path: '/dashboard' },
  {
    name: 'account menu open',
    action: async (page) => {
      await accountMenu(page).click();
      await page.getByRole('menu').waitFor();
    },
  },
  { name: '/user', path: '/user' },
  { name: '/news', path: '/news' },
  { name: '/newshistory', path: '/newshistory' },
  { name: '/documents', path: '/documents' },
  { name: '/document-type', path: '/document-type' },
  { name: '/help-text', path: '/help-text' },
  { name: '/settings', path: '/settings' },
  { name: '/error-logs', path: '/error-logs' },
  { name: '/order-queue', path: '/order-queue' },
  { name: '/erp-connection', path: '/erp-connection' },
  { name: '/registration-request', path: '/registration-request' },
  { name: '/dev/mailbox', path: '/dev/mailbox' },
  // Last: from here on the administrator acts as a customer (D5), under the yellow banner.
  {
    name: 'acting as a customer, with its banner',
    path: '/user',
    action: async (page) => {
      await page
        .getByRole('button', {
          name: en('users.actions.loginAsUser', { name: 'Daan de Vries' }),
          exact: true,
        })
        .click();
      await page.getByRole('button', { name: en('shell.goBackToAdmin'), exact: true }).waitFor();
    },
  },
];

describe.each(widths)('axe-core finds nothing at %s width', (_name, viewport) => {
  it('on the pages before sign-in', async () => {
    const page = await e2e.open(viewport);
    expect(await sweep(page, viewport, publicScreens)).toEqual([]);
  }, 120_000);

  it("on the customer's screens", async () => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    expect(await sweep(page, viewport, customerScreens)).toEqual([]);
  }, 240_000);

  it("on the export customer's dashboard, with the ship-to in the header", async () => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.export, DEMO_PASSWORD);
    expect(await sweep(page, viewport, [{ name: '/dashboard (export)', path: '/dashboard' }])).toEqual([]);
  });

  it("on the administrator's screens", async () => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.admin, DEMO_PASSWORD);
    expect(await sweep(page, viewport, administratorScreens)).toEqual([]);
  }, 240_000);
});

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as Array<[string, Viewport]>)('axe-core on the order screen at %s width', (_name, viewport) => {
  it('finds nothing on /placeorder with a line, nor in its item modal', async () => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/placeorder');
    await page.getByRole('heading', { level: 1, name: en('placeOrder.title'), exact: true }).waitFor();
    await page
      .getByRole('button', { name: en('placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: en('placeOrder.item.newTitle') });
    const code = modal.getByRole('textbox', { name: en('placeOrder.item.code'), exact: true });
    await code.fill('HF-1011');
    await code.press('Tab');
    await modal.getByText('Heritage Florals Ivy Ivory').waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await modal.getByLabel(/^Quantity/).fill('2');
    await modal.getByRole('button', { name: en('placeOrder.item.add'), exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('Heritage Florals Ivy Ivory').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
  }, 60_000);
});

describe.each([
  ['desktop', desktop],
  ['phone', phone],
] as Array<
  [string, Viewport]
>)('axe-core on the sample order and stock check at %s width', (_name, viewport) => {
  it("finds nothing in the sample order's item modal with a sample book, nor on the stock check", async () => {
    const page = await e2e.open(viewport);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/placesampleorder');
    await page.getByRole('heading', { level: 1, name: en('placeOrder.sample.title'), exact: true }).waitFor();
    await page
      .getByRole('button', { name: en('placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: en('placeOrder.sample.newTitle') });
    const code = modal.getByRole('textbox', { name: en('placeOrder.item.code'), exact: true });
    await code.fill('B-HF');
    await code.press('Tab');
    await modal.getByText(en('itemCode.unit', { unit: 'book' })).waitFor();
    await modal.getByLabel(/^Quantity/).fill('7');
    await modal.getByText(en('placeOrder.sample.maxSamples', { max: '5' })).waitFor();
    expect(await violationsOf(page)).toEqual([]);

    await page.goto('/stockinfo');
    await page.getByRole('heading', { level: 1, name: en('pages.stockInfo'), exact: true }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
  }, 60_000);
});
