import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFromAccountMenu, en, signIn } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts, linkIn, type MailMessage } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { fieldMessage } from './support/text.js';

const e2e = setUpE2e();

const NEW_PASSWORD = 'Vlies-Behang-42';
const UNKNOWN = 'nobody@demo.selvedge.test';
const isResetMail = (mail: MailMessage) => mail.text.includes('/reset-password?');

/** The confirmation after asking for a link: the same for every address (D4). */
const confirmation = (page: Page) =>
  page.getByRole('status').filter({ hasText: en('forgotPassword.doneTitle') });

async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('link', { name: en('login.forgotPassword'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: en('forgotPassword.title') }).waitFor();
  await page.getByLabel(en('forgotPassword.email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: en('forgotPassword.submit'), exact: true }).click();
  await confirmation(page).waitFor();
  return confirmation(page).innerText();
}

describe('Forgot password', () => {
  it('checks the address, answers the same for an unknown and a known one, and mails only the known', async () => {
    const page = await e2e.open();
    await page.goto('/forgot-password');
    const email = page.getByLabel(en('forgotPassword.email'), { exact: true });
    const submit = page.getByRole('button', { name: en('forgotPassword.submit'), exact: true });
    await submit.click();
    await expect.poll(() => fieldMessage(email)).toContain(en('validation.REQUIRED'));
    await email.fill('not an address');
    await submit.click();
    await expect.poll(() => fieldMessage(email)).toContain(en('validation.INVALID_EMAIL'));

    const forUnknown = await askForLink(page, UNKNOWN);
    expect(forUnknown).toContain(en('forgotPassword.doneText'));
    const forKnown = await askForLink(page, demoAccounts.customer);
    expect(forKnown).toBe(forUnknown);

    await e2e.portal.waitForMail(demoAccounts.customer, isResetMail);
    expect(await e2e.portal.mailbox(UNKNOWN)).toEqual([]);
  });

  it('sets a new password through the mailed link, once', async () => {
    const page = await e2e.open();
    const earlier = new Set((await e2e.portal.mailbox(demoAccounts.customer)).map((mail) => mail.text));
    await askForLink(page, demoAccounts.customer);
    const mail = await e2e.portal.waitForMail(
      demoAccounts.customer,
      (candidate) => isResetMail(candidate) && !earlier.has(candidate.text),
    );
    const link = linkIn(mail, e2e.portal.baseURL);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: en('resetPassword.title') }).waitFor();
    await page.getByText(en('resetPassword.subtitle', { email: demoAccounts.customer })).waitFor();
    const password = page.getByLabel(en('resetPassword.password'), { exact: true });
    const confirm = page.getByLabel(en('resetPassword.confirmPassword'), { exact: true });
    const save = page.getByRole('button', { name: en('resetPassword.submit'), exact: true });

    // Weak passwords: the server's reason under the field it concerns.
    await password.fill('short1');
    await confirm.fill('short1');
    await save.click();
    await expect.poll(() => fieldMessage(password)).toContain(en('validation.PASSWORD_TOO_SHORT'));
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('onlyletters-here');
    await confirm.fill('onlyletters-here');
    await save.click();
    await expect.poll(() => fieldMessage(password)).toContain(en('validation.PASSWORD_TOO_WEAK'));
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}x`);
    await save.click();
    await expect.poll(() => fieldMessage(confirm)).toContain(en('validation.PASSWORD_MISMATCH'));

    await confirm.fill(NEW_PASSWORD);
    await save.click();
    const done = page.getByRole('status').filter({ hasText: en('resetPassword.doneTitle') });
    await done.waitFor();
    await done.getByRole('link', { name: en('resetPassword.toSignIn') }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, demoAccounts.customer, DEMO_PASSWORD, { isExpectingSuccess: false });
    await page
      .getByRole('alert')
      .filter({ hasText: en('errors.INVALID_CREDENTIALS') })
      .waitFor();
    await signIn(page, demoAccounts.customer, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // The link works once.
    const again = await e2e.open();
    await again.goto(link);
    await again.getByLabel(en('resetPassword.password'), { exact: true }).fill('Another-Password-7');
    await again.getByLabel(en('resetPassword.confirmPassword'), { exact: true }).fill('Another-Password-7');
    await again.getByRole('button', { name: en('resetPassword.submit'), exact: true }).click();
    const refused = again.getByRole('alert').filter({ hasText: en('errors.RESET_TOKEN_INVALID') });
    await refused.waitFor();
    expect(await refused.innerText()).toContain(en('resetPassword.invalidTitle'));
    await refused.getByRole('link', { name: en('resetPassword.requestNewLink') }).click();
    await again.getByRole('heading', { level: 1, name: en('forgotPassword.title') }).waitFor();
  });

  it('refuses a link without its token at once', async () => {
    const page = await e2e.open();
    await page.goto(`/reset-password?email=${encodeURIComponent(demoAccounts.customer)}`);
    await page
      .getByRole('alert')
      .filter({ hasText: en('errors.RESET_TOKEN_INVALID') })
      .waitFor();
    expect(await page.getByLabel(en('resetPassword.password'), { exact: true }).count()).toBe(0);
  });

  it('is reached from the profile as /forgot-password?loginUser=true with the address filled in', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD);
    await chooseFromAccountMenu(page, 'profile');
    const panel = page.getByRole('dialog', { name: en('profile.title') });
    await panel.getByRole('link', { name: en('profile.forgotPassword'), exact: true }).click();

    await page.getByRole('heading', { level: 1, name: en('forgotPassword.title') }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/forgot-password');
    expect(url.searchParams.get('loginUser')).toBe('true');
    expect(await page.getByLabel(en('forgotPassword.email'), { exact: true }).inputValue()).toBe(
      demoAccounts.viewer,
    );
    await page.getByRole('button', { name: en('forgotPassword.submit'), exact: true }).click();
    await confirmation(page).waitFor();
    await e2e.portal.waitForMail(demoAccounts.viewer, isResetMail);

    // The way back leads to the profile, open over the landing page.
    await page.getByRole('link', { name: en('forgotPassword.backToProfile') }).click();
    await page.getByRole('dialog', { name: en('profile.title') }).waitFor();
    await page.waitForURL((next) => next.pathname === '/dashboard');
  });
});
