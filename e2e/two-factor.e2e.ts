/**
 * Two-factor sign-in in the browser (ADR-035): a customer sets it up from the profile with a code the
 * test computes from the secret on screen, signs out and in again with a code; a sales user for whom
 * the administrator requires it is led through the set-up at sign-in, on a phone.
 */
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  accountMenu,
  chooseFromAccountMenu,
  desktop,
  en,
  phone,
  screenshot,
  signIn,
} from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

/** The code of the app `steps` 30-second steps from now (the next one: a code not used yet). */
const codeFor = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The secret as the screen shows it, without its spaces. */
async function secretOnScreen(page: Page): Promise<string> {
  const text = await page.getByTestId('two-factor-secret').innerText();
  return text.replaceAll(/\s/g, '');
}

/** A picture after the checks a machine can make. */
async function picture(page: Page, name: string): Promise<void> {
  expect(rawKeys(await visibleText(page)), name).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await screenshot(page, name);
}

async function expectCodeField(page: Page): Promise<void> {
  const field = page.getByLabel(en('twoFactor.code'), { exact: true });
  await field.waitFor();
  expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
  expect(await field.getAttribute('inputmode')).toBe('numeric');
}

describe('Two-factor sign-in', () => {
  it('is set up from the profile and asked at the next sign-in', async () => {
    const page = await e2e.open(desktop);
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD);
    await chooseFromAccountMenu(page, 'profile');
    const panel = page.getByRole('dialog', { name: en('profile.title'), exact: true });
    await panel.getByRole('button', { name: en('twoFactor.profile.setUp'), exact: true }).click();
    await page.getByTestId('two-factor-qr').waitFor();
    await expectCodeField(page);
    const secret = await secretOnScreen(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await picture(page, 'two-factor-profile-setup-1366');

    await panel.getByLabel(en('twoFactor.code'), { exact: true }).fill(await codeFor(secret));
    await panel.getByRole('button', { name: en('twoFactor.profile.confirm'), exact: true }).click();
    const codes = page.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(
      (await codes.innerText()).split('\n').filter((line) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(line)),
    ).toHaveLength(10);
    await panel.getByText(en('twoFactor.profile.on'), { exact: true }).waitFor();
    await picture(page, 'two-factor-profile-on-1366');
    await panel.getByRole('button', { name: en('common.close') }).click();

    await chooseFromAccountMenu(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD, { isExpectingSuccess: false });
    await page.getByRole('heading', { name: en('twoFactor.signIn.title'), exact: true }).waitFor();
    await expectCodeField(page);
    expect(await violationsOf(page)).toEqual([]);
    await picture(page, 'two-factor-sign-in-code-1366');
    // The code that set it up is used: the next one signs in.
    await page.getByLabel(en('twoFactor.code'), { exact: true }).fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: en('twoFactor.signIn.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await accountMenu(page).waitFor();
  });

  it('leads a sales user through the set-up at sign-in when required, on a phone', async () => {
    const admin = await e2e.open(desktop);
    await signIn(admin, demoAccounts.admin, DEMO_PASSWORD);
    const saved = await admin.request.put('/api/settings/two-factor', {
      data: { requiredForAdministrators: false, requiredForSales: true },
    });
    expect(saved.status()).toBe(200);

    const page = await e2e.open(phone);
    await signIn(page, demoAccounts.sales, DEMO_PASSWORD, { isExpectingSuccess: false });
    await page.getByRole('heading', { name: en('twoFactor.enrol.title'), exact: true }).waitFor();
    await page.getByTestId('two-factor-qr').waitFor();
    await expectCodeField(page);
    // Nothing else answers before the set-up is done.
    expect((await page.request.get('/api/session')).status()).toBe(401);
    await picture(page, 'two-factor-enrol-390');

    const secret = await secretOnScreen(page);
    await page.getByLabel(en('twoFactor.rememberDevice'), { exact: true }).check();
    await page.getByLabel(en('twoFactor.code'), { exact: true }).fill(await codeFor(secret));
    await page.getByRole('button', { name: en('twoFactor.enrol.submit'), exact: true }).click();
    await page.getByTestId('recovery-codes').waitFor();
    await picture(page, 'two-factor-recovery-codes-390');
    await page.getByRole('button', { name: en('twoFactor.enrol.continue'), exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await accountMenu(page).waitFor();

    // This phone is remembered: the next sign-in asks no code.
    await chooseFromAccountMenu(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, demoAccounts.sales, DEMO_PASSWORD);

    // Another phone is asked for the code; a wrong one is refused with a message.
    const other = await e2e.open(phone);
    await signIn(other, demoAccounts.sales, DEMO_PASSWORD, { isExpectingSuccess: false });
    await other.getByRole('heading', { name: en('twoFactor.signIn.title'), exact: true }).waitFor();
    await other.getByLabel(en('twoFactor.code'), { exact: true }).fill('000000');
    await other.getByRole('button', { name: en('twoFactor.signIn.submit'), exact: true }).click();
    await other.getByRole('alert').getByText(en('validation.CODE_INCORRECT'), { exact: true }).waitFor();
    await picture(other, 'two-factor-sign-in-code-390');
  });
});
