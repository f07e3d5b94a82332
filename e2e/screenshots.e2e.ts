import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  chooseFromAccountMenu,
  desktop,
  en,
  mainMenu,
  phone,
  pickLanguage,
  screenshot,
  signIn,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

const sizes = [
  ['desktop', desktop],
  ['phone', phone],
] as const;

/** A picture for a person to look at, after the checks a machine can make: no raw keys, no sideways scrolling. */
async function picture(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  expect(rawKeys(await visibleText(page)), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await screenshot(page, name, options);
}

async function signedIn(email: string, viewport: Viewport): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, email, DEMO_PASSWORD);
  return page;
}

afterAll(async () => {
  await e2e.portal.setMaintenance(false).catch(() => undefined);
});

/** Both sizes at once: two windows side by side cost little more than one. */
const atBothSizes = (take: (size: string, viewport: Viewport) => Promise<void>) =>
  Promise.all(sizes.map(([size, viewport]) => take(size, viewport)));

describe('Screenshots at desktop and phone size', () => {
  it('of the sign-in and registration pages', () =>
    atBothSizes(async (size, viewport) => {
      const page = await e2e.open(viewport);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: en('login.title') }).waitFor();
      await picture(page, `login-${size}`);
      await page.getByRole('link', { name: en('login.register'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: en('registration.title') }).waitFor();
      await picture(page, `registration-${size}`);
    }));

  it("of the customer's dashboard and the profile panel", () =>
    atBothSizes(async (size, viewport) => {
      const page = await signedIn(demoAccounts.customer, viewport);
      await page.getByRole('heading', { level: 1, name: en('pages.news') }).waitFor();
      await picture(page, `dashboard-customer-${size}`);
      await chooseFromAccountMenu(page, 'profile');
      await page
        .getByRole('dialog', { name: en('profile.title') })
        .getByLabel(en('profile.firstName'), { exact: true })
        .waitFor();
      // The panel is fixed to the window; a full-page picture would cut it off above the long page.
      await picture(page, `profile-${size}`, { fullPage: false });
    }));

  it("of the administrator's dashboard", () =>
    atBothSizes(async (size, viewport) => {
      const page = await signedIn(demoAccounts.admin, viewport);
      await page.getByRole('switch', { name: en('dashboard.maintenanceSwitch') }).waitFor();
      await picture(page, `dashboard-admin-${size}`);
    }));

  it('of the longer German and French texts on a phone: the menu, and a form full of messages', async () => {
    const page = await signedIn(demoAccounts.viewer, phone);
    await pickLanguage(page, 'en', 'de');
    await page.getByRole('heading', { level: 1, name: t('de', 'pages.news') }).waitFor();
    await page.getByRole('button', { name: t('de', 'shell.openMenu') }).click();
    await mainMenu(page, 'de')
      .getByRole('link', { name: t('de', 'nav.outstandingInvoices'), exact: true })
      .waitFor({ state: 'visible' });
    await picture(page, 'shell-customer-phone-menu-open-de', { fullPage: false });

    const visitor = await e2e.open(phone);
    await visitor.goto('/registration');
    await pickLanguage(visitor, 'en', 'fr');
    await visitor.getByRole('button', { name: t('fr', 'registration.submit'), exact: true }).click();
    await visitor.getByText(t('fr', 'validation.REQUIRED'), { exact: true }).first().waitFor();
    await picture(visitor, 'registration-errors-phone-fr');
  });

  it(
    'of the customer lists, their details and the track-and-trace dialog',
    () =>
      atBothSizes(async (size, viewport) => {
        const page = await signedIn(demoAccounts.customer, viewport);
        const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        const lists = [
          ['/orders', 'orders', '/order-detail/'],
          ['/deliveries', 'deliveries', '/delivery-detail/'],
          ['/salesinvoices', 'salesInvoices', '/salesinvoice-detail/'],
          ['/outstandingInvoices', 'outstandingInvoices', null],
          ['/returns', 'returns', '/return-detail/'],
          ['/customerDocuments', 'customerDocuments', null],
        ] as const;
        for (const [path, key, detail] of lists) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: en(`pages.${key}`), exact: true }).waitFor();
          await settled();
          await picture(page, `list-${key}-${size}`);
          if (detail) {
            await page.locator(`a[href^="${detail}"]`).first().click();
            await page.waitForURL((url) => url.pathname.startsWith(detail));
            await page.getByRole('heading', { level: 1 }).waitFor();
            await settled();
            await picture(page, `detail-${key}-${size}`);
          }
        }
        await page.goto('/deliveries');
        await settled();
        await page
          .getByRole('button', { name: /packages \d+$/ })
          .first()
          .click();
        await page.getByRole('dialog', { name: en('trackAndTrace.title') }).waitFor();
        await picture(page, `track-and-trace-${size}`, { fullPage: false });
        await page.keyboard.press('Escape');
        await page.goto('/orders?search=no-such-thing');
        await page.getByText(en('list.nothingFound'), { exact: true }).waitFor();
        await picture(page, `list-empty-${size}`);
      }),
    180_000,
  );

  it("of the export customer's ship-to choice and the header that shows it", () =>
    atBothSizes(async (size, viewport) => {
      const page = await e2e.open(viewport);
      await signIn(page, demoAccounts.export, DEMO_PASSWORD, { isExpectingSuccess: false });
      const dialog = page.getByRole('dialog', { name: en('shipTo.title') });
      await dialog.getByRole('radio').first().waitFor();
      await picture(page, `ship-to-required-${size}`, { fullPage: false });
      await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: en('pages.news') }).waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      await picture(page, `dashboard-export-${size}`);
    }));

  it('of the maintenance notice', async () => {
    await e2e.portal.setMaintenance(true);
    try {
      await atBothSizes(async (size, viewport) => {
        const page = await signedIn(demoAccounts.customer, viewport);
        await page.getByRole('heading', { level: 1, name: en('pages.maintenance') }).waitFor();
        await page.getByRole('link', { name: en('help.open') }).waitFor();
        await picture(page, `maintenance-${size}`);
      });
    } finally {
      await e2e.portal.setMaintenance(false);
    }
  });
});
