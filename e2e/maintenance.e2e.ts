import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMaintenanceTexts } from '../apps/api/src/modules/settings/settings.service.js';
import { accountMenu, en, mainMenu, pickLanguage, signIn } from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const pathOf = (page: Page) => new URL(page.url()).pathname;

const maintenanceSwitch = (page: Page) =>
  page.getByRole('switch', { name: en('dashboard.maintenanceSwitch'), exact: true });

/** Mantine draws the switch's track over its (invisible) input: the click lands on the track, as a user's. */
const flip = (page: Page) => maintenanceSwitch(page).click({ force: true });

async function adminDashboard(): Promise<Page> {
  const page = await e2e.open();
  await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
  await maintenanceSwitch(page).waitFor();
  return page;
}

/** The maintenance notice in `language`: its heading, the stored text and an info button. */
async function expectNotice(page: Page, language: Language): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/Maintenance');
  await page
    .getByRole('heading', { level: 1, name: t(language, 'pages.maintenance'), exact: true })
    .waitFor();
  await page.getByText(defaultMaintenanceTexts[language], { exact: true }).waitFor();
  const info = page.getByRole('link', { name: t(language, 'help.open'), exact: true });
  await info.waitFor();
  expect(await info.getAttribute('href')).toBe(`/help/${language}/Maintenance.html`);
}

/** Every entry of the side menu but Maintenance is greyed, not a link and leads nowhere. */
async function expectMenuRestricted(page: Page, language: Language): Promise<void> {
  const menu = mainMenu(page, language);
  await menu.getByRole('link', { name: t(language, 'nav.maintenance'), exact: true }).waitFor();
  expect(await menu.getByRole('link').count()).toBe(1);
  const deliveries = menu.getByText(t(language, 'nav.deliveries'), { exact: true });
  await deliveries.waitFor();
  const entry = menu.locator('[aria-disabled="true"]', {
    hasText: new RegExp(`^${t(language, 'nav.deliveries')}$`),
  });
  expect(await entry.count()).toBe(1);
  await deliveries.click({ force: true });
  expect(pathOf(page)).toBe('/Maintenance');
  await page.getByText(t(language, 'shell.maintenanceNotice'), { exact: true }).waitFor();
}

afterAll(async () => {
  await e2e.portal.setMaintenance(false).catch(() => undefined);
});

describe('Maintenance mode', () => {
  it('sends a signed-in customer and the sales user to the notice, and leaves the administrator working', async () => {
    const customer = await e2e.open();
    await signIn(customer, demoAccounts.customer, DEMO_PASSWORD);
    await pickLanguage(customer, 'en', 'de');
    await accountMenu(customer, 'de').waitFor();

    // The administrator switches it on from the work queue, after a confirmation.
    const admin = await adminDashboard();
    expect(await maintenanceSwitch(admin).isChecked()).toBe(false);
    await flip(admin);
    const dialog = admin.getByRole('dialog', { name: en('dashboard.maintenanceConfirmTitle') });
    await dialog.getByRole('button', { name: en('dashboard.maintenanceConfirm'), exact: true }).click();
    await admin.getByText(en('dashboard.maintenanceOnTitle'), { exact: true }).waitFor();
    await expect.poll(() => maintenanceSwitch(admin).isChecked()).toBe(true);

    // The customer's next step in the portal leads to the notice, in German.
    await mainMenu(customer, 'de')
      .getByRole('link', { name: t('de', 'nav.deliveries'), exact: true })
      .click();
    await expectNotice(customer, 'de');
    await expectMenuRestricted(customer, 'de');
    // A bookmark does not get round it either.
    await customer.goto('/orders');
    await expectNotice(customer, 'de');

    // The sales user lands on the notice at sign-in.
    const sales = await e2e.open();
    await signIn(sales, demoAccounts.sales, DEMO_PASSWORD);
    await expectNotice(sales, 'en');
    await expectMenuRestricted(sales, 'en');

    // The administrator's shell works as usual.
    await mainMenu(admin)
      .getByRole('link', { name: en('nav.users'), exact: true })
      .click();
    await admin.getByRole('heading', { level: 1, name: en('pages.users'), exact: true }).waitFor();
    await admin.goto('/Maintenance');
    await admin.getByRole('heading', { level: 1, name: en('pages.dashboard'), exact: true }).waitFor();
    expect(pathOf(admin)).toBe('/dashboard');

    // Switched off, the customer is let back in.
    await flip(admin);
    await admin.getByText(en('dashboard.maintenanceOffTitle'), { exact: true }).waitFor();
    await expect.poll(() => maintenanceSwitch(admin).isChecked()).toBe(false);
    await customer.reload();
    await customer.waitForURL((url) => url.pathname === '/dashboard');
    await customer.getByRole('heading', { level: 1, name: t('de', 'pages.news'), exact: true }).waitFor();
    await mainMenu(customer, 'de')
      .getByRole('link', { name: t('de', 'nav.deliveries'), exact: true })
      .click();
    await customer
      .getByRole('heading', { level: 1, name: t('de', 'pages.deliveries'), exact: true })
      .waitFor();
    expect(
      await mainMenu(customer, 'de')
        .getByRole('link', { name: t('de', 'nav.maintenance') })
        .count(),
    ).toBe(0);
  });

  it('shows each language its own text (D11), also the Dutch and German ones', async () => {
    await e2e.portal.setMaintenance(true);
    const page = await e2e.open();
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD);
    await expectNotice(page, 'en');
    let from: Language = 'en';
    for (const to of ['nl', 'de', 'fr'] as const) {
      await pickLanguage(page, from, to);
      await expectNotice(page, to);
      from = to;
    }
    await e2e.portal.setMaintenance(false);
  });
});
