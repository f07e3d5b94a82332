import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenu, chooseFromAccountMenu, en, mainMenu, menuLabels, signIn } from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { fieldMessage, foreignTexts } from './support/text.js';

const e2e = setUpE2e();

const NEW_PASSWORD = 'Behang-Rol-2027';

const profilePanel = (page: Page, language: Language = 'en') =>
  page.getByRole('dialog', { name: t(language, 'profile.title'), exact: true });

async function openProfile(page: Page, language: Language = 'en'): Promise<Locator> {
  await chooseFromAccountMenu(page, 'profile', language);
  const panel = profilePanel(page, language);
  await panel.getByLabel(t(language, 'profile.firstName'), { exact: true }).waitFor();
  return panel;
}

describe('The profile panel', () => {
  it('opens from the name in the header, with the username and customer name read-only', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD);
    const panel = await openProfile(page);

    const username = panel.getByLabel(en('profile.email'), { exact: true });
    expect(await username.inputValue()).toBe(demoAccounts.viewer);
    expect(await username.isEditable()).toBe(false);
    const customerName = panel.getByLabel(en('profile.customerName'), { exact: true });
    expect(await customerName.inputValue()).toBe('Studio Noord Wonen');
    expect(await customerName.isEditable()).toBe(false);
    expect(await panel.getByLabel(en('profile.firstName'), { exact: true }).inputValue()).toBe('Vera');
    expect(await panel.getByLabel(en('profile.lastName'), { exact: true }).inputValue()).toBe('Noord');

    // Closing without saving changes nothing.
    await panel.getByRole('button', { name: en('common.close') }).click();
    await panel.waitFor({ state: 'hidden' });
    await accountMenu(page).waitFor();
  });

  it('requires a first name, and keeps the panel open until it is given', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.viewer, DEMO_PASSWORD);
    const panel = await openProfile(page);
    const firstName = panel.getByLabel(en('profile.firstName'), { exact: true });
    await firstName.fill('   ');
    await panel.getByRole('button', { name: en('common.save'), exact: true }).click();
    await expect.poll(() => fieldMessage(firstName)).toContain(en('validation.REQUIRED'));
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect((await (await page.request.get('/api/profile')).json()).firstName).toBe('Vera');
  });

  it('saves the names and the language: the shell speaks it at once and the header shows the new name', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    const panel = await openProfile(page);
    await panel.getByLabel(en('profile.firstName'), { exact: true }).fill('Dirk');
    await panel.getByLabel(en('profile.lastName'), { exact: true }).fill('van Dam');
    await panel.getByRole('textbox', { name: en('profile.language'), exact: true }).click();
    await page.getByRole('option', { name: en('language.names.nl'), exact: true }).click();
    await panel.getByRole('button', { name: en('common.save'), exact: true }).click();

    // Saving closes the panel (foundations 4) and says so in the new language.
    await panel.waitFor({ state: 'hidden' });
    await page.getByText(t('nl', 'profile.saved'), { exact: true }).waitFor();
    await page
      .getByRole('button', {
        name: t('nl', 'shell.accountMenu', { initials: 'DD', name: 'Dirk van Dam' }),
        exact: true,
      })
      .waitFor();
    await page.getByRole('banner').getByText('Dirk van Dam', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: t('nl', 'pages.news'), exact: true }).waitFor();
    await expect.poll(() => menuLabels(page, 'nl')).toContain(t('nl', 'nav.deliveries'));
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    // The panel was found by its English name; renamed in Dutch it may still be fading out, and its
    // header is a banner too.
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The portal's own texts, not the ERP's data (item descriptions, references) in the lists below.
    const shell = [
      await page.getByRole('banner').innerText(),
      await page.getByRole('navigation').first().innerText(),
      await page.getByRole('heading', { level: 1 }).innerText(),
    ].join('\n');
    expect(foreignTexts(shell, 'nl')).toEqual([]);

    // Kept: a new sign-in elsewhere finds the new name and language.
    const other = await e2e.open();
    await signIn(other, demoAccounts.customer, DEMO_PASSWORD, { isExpectingSuccess: false });
    await accountMenu(other, 'nl').waitFor();
    const reopened = await openProfile(other, 'nl');
    expect(await reopened.getByLabel(t('nl', 'profile.firstName'), { exact: true }).inputValue()).toBe(
      'Dirk',
    );
    expect(
      await reopened.getByRole('textbox', { name: t('nl', 'profile.language'), exact: true }).inputValue(),
    ).toBe(t('nl', 'language.names.nl'));
    expect(await mainMenu(other, 'nl').isVisible()).toBe(true);
  });
});

describe('Changing the password in the profile', () => {
  const passwordFields = (panel: Locator) => ({
    current: panel.getByLabel(en('profile.currentPassword'), { exact: true }),
    next: panel.getByLabel(en('profile.newPassword'), { exact: true }),
    confirm: panel.getByLabel(en('profile.confirmNewPassword'), { exact: true }),
    submit: panel.getByRole('button', { name: en('profile.changePassword'), exact: true }),
  });

  it('shows the server message in a banner for a wrong current password and a weak new one', async () => {
    const page = await e2e.open();
    await page.clock.install();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD);
    const panel = await openProfile(page);
    const fields = passwordFields(panel);

    await fields.current.fill('Not-my-password-1');
    await fields.next.fill(NEW_PASSWORD);
    await fields.confirm.fill(NEW_PASSWORD);
    await fields.submit.click();
    const banner = panel.getByRole('alert');
    await banner.filter({ hasText: en('validation.PASSWORD_INCORRECT') }).waitFor();
    expect(await fields.current.getAttribute('aria-invalid')).toBe('true');
    // The banner goes after three seconds (foundations 9), on the page's clock moved on by hand.
    await page.clock.runFor(2_500);
    expect(await banner.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await banner.waitFor({ state: 'detached' });

    await fields.current.fill(DEMO_PASSWORD);
    await fields.next.fill('short1');
    await fields.confirm.fill('short2');
    await fields.submit.click();
    await banner.filter({ hasText: en('validation.PASSWORD_TOO_SHORT') }).waitFor();
    expect(await banner.innerText()).toContain(en('validation.PASSWORD_MISMATCH'));
  });

  it('changes it with the right current password: the new one signs in, the old one no longer does', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.export, DEMO_PASSWORD);
    const panel = await openProfile(page);
    const fields = passwordFields(panel);
    await fields.current.fill(DEMO_PASSWORD);
    await fields.next.fill(NEW_PASSWORD);
    await fields.confirm.fill(NEW_PASSWORD);
    await fields.submit.click();
    await page.getByText(en('profile.passwordChanged'), { exact: true }).waitFor();
    expect(await fields.current.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    await chooseFromAccountMenu(page, 'logout');
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, demoAccounts.export, DEMO_PASSWORD, { isExpectingSuccess: false });
    await page
      .getByRole('alert')
      .filter({ hasText: en('errors.INVALID_CREDENTIALS') })
      .waitFor();
    await signIn(page, demoAccounts.export, NEW_PASSWORD);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
