import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  accountMenu,
  desktop,
  en,
  mainMenu,
  phone,
  pickLanguage,
  screenshot,
  signInAs,
  type Viewport,
} from './support/browser.js';
import { t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts, linkIn } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

const APPLICANT = 'lena.vogel@wandkunst.example';
const APPLICANT_PASSWORD = 'Tapeten-Kunst-2026';
const GERMAN_NOTICE = 'Wir warten das Portal gerade. Ab 14 Uhr ist alles wieder da.';

afterAll(async () => {
  await e2e.portal.setMaintenance(false).catch(() => undefined);
});

async function asAdmin(path: string, viewport: Viewport = desktop): Promise<Page> {
  const page = await e2e.open(viewport);
  await signInAs(page, demoAccounts.admin, DEMO_PASSWORD, path);
  return page;
}

const heading = (page: Page, key: string) =>
  page.getByRole('heading', { level: 1, name: en(key), exact: true });

const maintenanceSection = (page: Page) =>
  page.getByRole('region', { name: en('settings.maintenance.title') });

/** Today in the supplier's time zone, as the filter reads days (dd-mm-yyyy). */
function todayInAmsterdam(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** A picture after the checks a machine can make: no raw keys, no sideways scrolling. */
async function picture(page: Page, name: string): Promise<void> {
  expect(rawKeys(await visibleText(page)), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

describe('Settings', () => {
  it('lets the administrator write the German maintenance text and switch maintenance on; a German customer sees that text', async () => {
    const customer = await e2e.open();
    await signInAs(customer, demoAccounts.customer, DEMO_PASSWORD);
    await pickLanguage(customer, 'en', 'de');
    await accountMenu(customer, 'de').waitFor();

    const admin = await asAdmin('/settings');
    await heading(admin, 'pages.settings').waitFor();
    const section = maintenanceSection(admin);
    await section.getByRole('button', { name: en('settings.maintenance.editTexts') }).click();
    const dialog = admin.getByRole('dialog', { name: en('settings.maintenance.editTitle') });
    const german = dialog.getByLabel(`DE · ${en('language.names.de')}`, { exact: true });
    // All four are required: an empty one is refused before anything is sent.
    await german.fill('');
    await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
    await dialog.getByText(en('validation.REQUIRED')).waitFor();
    await german.fill(GERMAN_NOTICE);
    await dialog.getByRole('button', { name: en('common.save'), exact: true }).click();
    await admin.getByText(en('settings.maintenance.textsSaved')).waitFor();
    await section.getByText(GERMAN_NOTICE).waitFor();

    const toggle = section.getByRole('switch', { name: en('dashboard.maintenanceSwitch') });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await admin
      .getByRole('dialog', { name: en('dashboard.maintenanceConfirmTitle') })
      .getByRole('button', { name: en('dashboard.maintenanceConfirm'), exact: true })
      .click();
    await expect.poll(() => toggle.isChecked()).toBe(true);

    await mainMenu(customer, 'de')
      .getByRole('link', { name: t('de', 'nav.deliveries'), exact: true })
      .click();
    await customer.waitForURL((url) => url.pathname === '/Maintenance');
    await customer.getByRole('heading', { level: 1, name: t('de', 'pages.maintenance') }).waitFor();
    await customer.getByText(GERMAN_NOTICE, { exact: true }).waitFor();

    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(false);
  });

  it('adds a notification e-mail, refuses it twice with the reason in the modal, and deletes it', async () => {
    const admin = await asAdmin('/settings');
    const section = admin.getByRole('region', { name: en('settings.notifications.title') });
    const add = async (email: string) => {
      await section.getByRole('button', { name: en('settings.notifications.add') }).click();
      const dialog = admin.getByRole('dialog', { name: en('settings.notifications.addTitle') });
      await dialog.getByLabel(en('settings.notifications.email')).fill(email);
      await dialog.getByRole('button', { name: en('settings.notifications.add') }).click();
      return dialog;
    };
    await add('orders@wandkunst.example');
    await section.getByText('orders@wandkunst.example').waitFor();
    const again = await add('Orders@wandkunst.example');
    await again
      .getByRole('alert')
      .filter({ hasText: en('errors.NOTIFICATION_EMAIL_TAKEN') })
      .waitFor();
    await again.getByRole('button', { name: en('common.cancel') }).click();

    await section
      .getByRole('button', {
        name: en('settings.notifications.delete', { email: 'orders@wandkunst.example' }),
      })
      .click();
    await admin
      .getByRole('dialog', { name: en('settings.notifications.deleteTitle') })
      .getByRole('button', { name: en('settings.delete'), exact: true })
      .click();
    await expect.poll(() => section.getByText('orders@wandkunst.example').count()).toBe(0);
  });
});

describe('Approve users', () => {
  it('approves a registration; the applicant sets a password from the mailed link and signs in', async () => {
    const response = await fetch(`${e2e.portal.baseURL}/api/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Lena',
        lastName: 'Vogel',
        companyName: 'Wandkunst Vogel GmbH',
        address: 'Lindenallee 4',
        zipCode: '50667',
        city: 'Köln',
        email: APPLICANT,
        country: 'DE',
        language: 'en',
      }),
    });
    expect(response.status).toBe(201);

    const admin = await asAdmin('/registration-request');
    await heading(admin, 'pages.registrationRequests').waitFor();
    const table = admin.getByRole('table', { name: en('pages.registrationRequests') });
    const row = table.getByRole('row').filter({ hasText: APPLICANT });
    await row.getByRole('cell', { name: 'Germany', exact: true }).waitFor();
    await row.getByRole('button', { name: en('approveUsers.approveFor', { name: 'Lena Vogel' }) }).click();
    const dialog = admin.getByRole('dialog', { name: en('approveUsers.approveTitle') });
    const code = dialog.getByLabel(en('approveUsers.customerCode'));
    await code.fill('NOPE-1');
    await dialog.getByRole('button', { name: en('approveUsers.approve') }).click();
    await dialog.getByText(en('validation.CUSTOMER_UNKNOWN')).waitFor();
    await code.fill('C10001');
    await dialog.getByRole('button', { name: en('approveUsers.approve') }).click();
    await admin.getByText(en('approveUsers.approvedText', { email: APPLICANT })).waitFor();
    await expect.poll(() => table.getByText(APPLICANT).count()).toBe(0);

    const mail = await e2e.portal.waitForMail(APPLICANT);
    const applicant = await e2e.open();
    await applicant.goto(linkIn(mail, e2e.portal.baseURL));
    await applicant.getByRole('heading', { level: 1, name: en('resetPassword.title') }).waitFor();
    await applicant.getByLabel(en('resetPassword.password'), { exact: true }).fill(APPLICANT_PASSWORD);
    await applicant.getByLabel(en('resetPassword.confirmPassword'), { exact: true }).fill(APPLICANT_PASSWORD);
    await applicant.getByRole('button', { name: en('resetPassword.submit'), exact: true }).click();
    await applicant
      .getByRole('status')
      .filter({ hasText: en('resetPassword.doneTitle') })
      .waitFor();
    await signInAs(applicant, APPLICANT, APPLICANT_PASSWORD);
    await applicant.waitForURL((url) => url.pathname === '/dashboard');
  });
});

describe('Error logs', () => {
  it('filters the log by a date range and a level', async () => {
    const admin = await asAdmin('/error-logs');
    await heading(admin, 'pages.errorLogs').waitFor();
    const table = admin.getByRole('table', { name: en('pages.errorLogs') });
    await table.getByRole('row').nth(1).waitFor();

    await admin.getByRole('button', { name: en('errorLogs.filter'), exact: true }).click();
    const first = admin.getByRole('group', { name: en('filter.rowLabel', { number: '1' }) });
    await first.getByRole('textbox', { name: en('filter.column') }).click();
    await admin.getByRole('option', { name: en('errorLogs.columns.time'), exact: true }).click();
    const today = todayInAmsterdam();
    await first.getByLabel(`${en('errorLogs.columns.time')}: ${en('filter.from')}`).fill(today);
    await first.getByLabel(`${en('errorLogs.columns.time')}: ${en('filter.to')}`).fill(today);
    await admin.getByRole('button', { name: en('filter.addRow') }).click();
    const second = admin.getByRole('group', { name: en('filter.rowLabel', { number: '2' }) });
    await second.getByRole('textbox', { name: en('filter.column') }).click();
    await admin.getByRole('option', { name: en('errorLogs.columns.level'), exact: true }).click();
    await second
      .getByRole('textbox', { name: `${en('errorLogs.columns.level')}: ${en('filter.value')}` })
      .click();
    await admin.getByRole('option', { name: en('errorLogs.levels.info'), exact: true }).click();
    await admin.getByRole('button', { name: en('filter.apply'), exact: true }).click();

    await expect.poll(() => new URL(admin.url()).searchParams.get('filter') ?? '').toContain('"level"');
    await table.getByText('REGISTRATION_APPROVED').waitFor();
    const levels = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels.map((text) => text.trim().toLowerCase()))).toEqual(
      new Set([en('errorLogs.levels.info').toLowerCase()]),
    );
    // The applied filter is read back above the table.
    await admin
      .getByText(en('errorLogs.between', { column: en('errorLogs.columns.time'), from: today, to: today }))
      .waitFor();
  });
});

describe('Orders needing attention', () => {
  it("opens from the dashboard's card with its title and the empty queue's words; axe-core finds nothing", async () => {
    const admin = await asAdmin('/dashboard');
    await admin
      .getByRole('region', { name: en('dashboard.ordersNeedingAttention') })
      .getByRole('link', { name: en('dashboard.openOrderQueue') })
      .click();
    await admin.waitForURL((url) => url.pathname === '/order-queue');
    await heading(admin, 'pages.orderQueue').waitFor();
    await admin.getByText(en('orderQueue.empty.title'), { exact: true }).waitFor();
    expect(await violationsOf(admin)).toEqual([]);
  });
});

describe('Screenshots of the administration screens', () => {
  const sizes = [
    ['desktop', desktop],
    ['phone', phone],
  ] as const;

  it.each(sizes)('at %s size', async (size, viewport) => {
    const page = await asAdmin('/settings', viewport);
    await heading(page, 'pages.settings').waitFor();
    await maintenanceSection(page).getByText(GERMAN_NOTICE).waitFor();
    await picture(page, `settings-${size}`);

    await page.goto('/error-logs?pageSize=10');
    await heading(page, 'pages.errorLogs').waitFor();
    await page.getByText('SIGN_IN', { exact: true }).first().waitFor();
    await picture(page, `error-logs-${size}`);

    for (const index of [1, 2]) {
      await fetch(`${e2e.portal.baseURL}/api/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${index}` },
        body: JSON.stringify({
          firstName: size === 'desktop' ? 'Pieter' : 'Claire',
          lastName: `Bakker ${index}`,
          companyName: size === 'desktop' ? 'Bakker Wonen B.V.' : 'Maison Lefèvre SARL',
          address: 'Kerkstraat 12',
          zipCode: '3511 AB',
          city: size === 'desktop' ? 'Utrecht' : 'Lyon',
          email: `${size}-${index}@applicant.example`,
          country: size === 'desktop' ? 'NL' : 'FR',
        }),
      });
    }
    await page.goto('/registration-request');
    await heading(page, 'pages.registrationRequests').waitFor();
    await page.getByText(`${size}-1@applicant.example`).waitFor();
    await picture(page, `registration-requests-${size}`);
  });
});
