import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMenu, mainMenu, menuLabels, pickLanguage, signIn } from './support/browser.js';
import { flagCode, type Language, nativeName, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { foreignTexts, rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

/** The page speaks `language` only: no text of the other three, no raw key, the right lang attribute. */
async function expectOnly(page: Page, language: Language): Promise<void> {
  // The flag picker names each language in itself; wait until its menu has closed.
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  const text = await visibleText(page);
  expect(foreignTexts(text, language), `other languages on a page in ${language}`).toEqual([]);
  expect(rawKeys(text), `untranslated keys on a page in ${language}`).toEqual([]);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
}

const picker = (page: Page, language: Language) =>
  page.getByRole('button', {
    name: t(language, 'language.picker', { code: flagCode[language], language: nativeName[language] }),
    exact: true,
  });

const signInHeading = (page: Page, language: Language) =>
  page.getByRole('heading', { level: 1, name: t(language, 'login.title'), exact: true });

describe('The language of the sign-in page', () => {
  it('follows the flag picker through GB, NL, DE and FR: every visible text changes', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await signInHeading(page, 'en').waitFor();
    await expectOnly(page, 'en');

    let from: Language = 'en';
    for (const to of ['nl', 'de', 'fr', 'en'] as const) {
      await pickLanguage(page, from, to);
      await signInHeading(page, to).waitFor();
      await page.getByRole('link', { name: t(to, 'login.register'), exact: true }).waitFor();
      await expectOnly(page, to);
      expect(await picker(page, to).innerText()).toContain({ en: 'GB', nl: 'NL', de: 'DE', fr: 'FR' }[to]);
      from = to;
    }
  });

  it('stays German on the other public pages and after a reload', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await pickLanguage(page, 'en', 'de');
    await signInHeading(page, 'de').waitFor();
    await page.reload();
    await signInHeading(page, 'de').waitFor();
    await picker(page, 'de').waitFor();
    await expectOnly(page, 'de');

    // Form messages follow the language too.
    await page.getByRole('button', { name: t('de', 'login.submit'), exact: true }).click();
    await page.getByText(t('de', 'validation.REQUIRED'), { exact: true }).first().waitFor();
    await expectOnly(page, 'de');

    await page.getByRole('link', { name: t('de', 'login.forgotPassword'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('de', 'forgotPassword.title') }).waitFor();
    await expectOnly(page, 'de');

    await page.goto('/registration');
    await page.getByRole('heading', { level: 1, name: t('de', 'registration.title') }).waitFor();
    await expectOnly(page, 'de');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: t('de', 'notFound.title') }).waitFor();
    await expectOnly(page, 'de');
  });

  it('is the browser language the first time, when it is one of the four', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.portal.baseURL, locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await signInHeading(page, 'fr').waitFor();
      await expectOnly(page, 'fr');
    } finally {
      await context.close();
    }
  });
});

describe('The language in the shell', () => {
  it('switches every text of the shell from the header, is saved in the profile, and survives a reload', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1, name: t('en', 'pages.news') }).waitFor();
    await expectOnly(page, 'en');

    await pickLanguage(page, 'en', 'de');
    await page.getByRole('heading', { level: 1, name: t('de', 'pages.news') }).waitFor();
    await accountMenu(page, 'de').waitFor();
    await expect.poll(() => menuLabels(page, 'de')).toContain(t('de', 'nav.deliveries'));
    await expectOnly(page, 'de');

    await mainMenu(page, 'de')
      .getByRole('link', { name: t('de', 'nav.salesInvoices'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: t('de', 'pages.salesInvoices') }).waitFor();
    await expectOnly(page, 'de');

    // Saved to the profile: after a reload the German profile language decides (D8).
    await expect
      .poll(async () => (await page.request.get('/api/profile')).json())
      .toMatchObject({ language: 'de' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t('de', 'pages.salesInvoices') }).waitFor();
    await expectOnly(page, 'de');

    await pickLanguage(page, 'de', 'fr');
    await page.getByRole('heading', { level: 1, name: t('fr', 'pages.salesInvoices') }).waitFor();
    await accountMenu(page, 'fr').waitFor();
    await expectOnly(page, 'fr');
  });

  it('keeps a language picked on the sign-in page after sign-in, over the profile language (D8)', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await pickLanguage(page, 'en', 'nl');
    await signInHeading(page, 'nl').waitFor();
    // The viewer's profile says English; the pick is an explicit choice (customer-notices.e2e.ts).
    await page.getByLabel(t('nl', 'login.email'), { exact: true }).fill(demoAccounts.viewer);
    await page.getByLabel(t('nl', 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('nl', 'login.submit'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('nl', 'pages.news') }).waitFor();
    await picker(page, 'nl').waitFor();
    await expectOnly(page, 'nl');
  });
});
