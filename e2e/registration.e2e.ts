import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, signIn } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { fieldMessage } from './support/text.js';

const e2e = setUpE2e();

/** The address of the seed's notification setting (D32). */
const NOTIFICATION_ADDRESS = 'sales-desk@demo.selvedge.test';

const textFields = ['firstName', 'lastName', 'companyName', 'address', 'zipCode', 'city', 'email'] as const;

const field = (page: Page, name: (typeof textFields)[number] | 'country') =>
  page.getByRole('textbox', { name: en(`registration.${name}`), exact: true });

async function openRegistration(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: en('login.register'), exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/registration');
  await page.getByRole('heading', { level: 1, name: en('registration.title') }).waitFor();
}

const submit = (page: Page) =>
  page.getByRole('button', { name: en('registration.submit'), exact: true }).click();

describe('Requesting an account', () => {
  it('says of every empty field that it is required, and checks the e-mail address', async () => {
    const page = await e2e.open();
    await openRegistration(page);
    await submit(page);
    for (const name of textFields) {
      await expect
        .poll(() => fieldMessage(field(page, name)), { message: name })
        .toContain(en('validation.REQUIRED'));
      expect(await field(page, name).getAttribute('aria-invalid'), name).toBe('true');
    }
    // The country has a default and is never empty.
    expect(await field(page, 'country').inputValue()).not.toBe('');

    await field(page, 'email').fill('info-at-example.com');
    await submit(page);
    await expect.poll(() => fieldMessage(field(page, 'email'))).toContain(en('validation.INVALID_EMAIL'));
    expect(await e2e.portal.mailbox(NOTIFICATION_ADDRESS)).toEqual([]);
  });

  it('confirms a complete request, tells the notification address and puts it in the work queue', async () => {
    const page = await e2e.open();
    await openRegistration(page);
    const values = {
      firstName: 'Lotte',
      lastName: 'Jansen',
      companyName: 'Atelier Jansen Wandbekleding',
      address: 'Lindengracht 12',
      zipCode: '1015 KK',
      city: 'Amsterdam',
      email: 'lotte@atelier-jansen.example',
    };
    for (const name of textFields) await field(page, name).fill(values[name]);
    await field(page, 'country').click();
    await field(page, 'country').fill('Belg');
    await page.getByRole('option', { name: 'Belgium' }).click();
    expect(await field(page, 'country').inputValue()).toBe('Belgium');
    await submit(page);

    const done = page.getByRole('status').filter({ hasText: en('registration.doneTitle') });
    await done.waitFor();
    expect(await done.innerText()).toContain(en('registration.doneText'));
    // The form is gone (foundations 4); the way back stays.
    expect(await field(page, 'firstName').count()).toBe(0);
    await page.getByRole('link', { name: en('registration.backToSignIn') }).waitFor();

    const mail = await e2e.portal.waitForMail(NOTIFICATION_ADDRESS, (candidate) =>
      candidate.subject.includes(values.companyName),
    );
    for (const value of Object.values(values)) expect(mail.text).toContain(value);

    const admin = await e2e.open();
    await signIn(admin, demoAccounts.admin, DEMO_PASSWORD);
    const pending = admin.getByRole('region', { name: en('dashboard.pendingRegistrations') });
    await pending.getByText('1', { exact: true }).waitFor();
    await pending.getByRole('link', { name: en('dashboard.reviewRegistrations') }).waitFor();
  });
});
