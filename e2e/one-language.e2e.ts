/**
 * One language per screen (D9): in Dutch, German and French nothing English remains on the
 * customer's screens and the administrator's error log. Units and document words come from the
 * portal's translations, texts the portal builds from data are worded in the reader's language, and
 * what stays the ERP's or the customer's own text (item names, references, remarks) is marked
 * translate="no" and left out of what is checked (support/text.ts). Also: the error-log cards at
 * 390 px keep every value inside its own cell; the order screen, its summary, the address book and
 * the export customer's ship-to choice name countries and expenses in the reader's language.
 */

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import {
  desktop,
  escapeRegExp,
  phone,
  pickLanguage,
  screenshot,
  signIn,
  type Viewport,
} from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { visibleText } from './support/text.js';

const e2e = setUpE2e();

/**
 * English the portal once showed in the other three languages: the ERP's unit codes, the
 * open items' descriptions, the demo customers' references and return remarks, error-log messages.
 */
const offenders: RegExp[] = [
  /\d roll\b/,
  /\d piece\b/,
  /\d book\b/,
  /\bInvoice \d/,
  /\bCredit note\b/,
  /\bOffice \d/,
  /\bResidence \d/,
  /\bColour differs\b/,
  /\bDamaged in transport\b/,
  /\bWrong item delivered\b/,
  /\bchanged their mind\b/,
  /\bMisprint\b/,
  /\bsigned in\b/,
  /\bSigned out\b/,
  /\bFailed sign-in\b/,
  /\bProfile updated\b/,
  /\bShip-to\b/,
  /\bacts as\b/,
];

const others = ['nl', 'de', 'fr'] as const;

/** Pictures to look at, outside the repository (E2E_SHOTS, /tmp/language-shots by default). */
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/language-shots';
const shoot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, name, { fullPage, folder: SHOTS });

function englishOn(text: string): string[] {
  return offenders.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [match[0]] : [];
  });
}

/** Waits until the page has its heading and no list or card is loading any more. */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

/** Switches the language from the header and waits until the profile keeps it (D8). */
async function switchTo(page: Page, from: Language, to: Language, heading: string): Promise<void> {
  await pickLanguage(page, from, to);
  await page.getByRole('heading', { level: 1, name: t(to, heading), exact: true }).waitFor();
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/profile')).json()) as { language: string }).language,
    )
    .toBe(to);
}

async function firstLink(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? '';
}

/**
 * English the order screens once showed in Dutch and German: the ERP's keys of the business partner's
 * addresses, its English country names and its expense names.
 */
const orderOffenders: RegExp[] = [
  /\bBill to\b/,
  /\bShip to\b/,
  /\bNetherlands\b/,
  /\bUnited Kingdom\b/,
  /\bIreland\b/,
  /\bFreight\b/,
  /\bHandling\b/,
  /\bExpress surcharge\b/,
];

function orderEnglishOn(text: string): string[] {
  return [...englishOn(text), ...orderOffenders.flatMap((pattern) => pattern.exec(text)?.[0] ?? [])];
}

/** The countries of the demo customers' addresses. */
const demoCountries = ['NL', 'DE', 'GB', 'IE', 'BE', 'FR'];

/** A country as the reader's language names it (the browser's list, as the portal's). */
const countryIn = (code: string, language: Language) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

/** Country codes standing where a country's name belongs: alone on a line, in a cell or after "·". */
async function countryCodesIn(part: Locator): Promise<string[]> {
  const text = await part.innerText();
  const codes = demoCountries.join('|');
  return text.match(new RegExp(`(?<=^|\\t|· )(?:${codes})(?=$|\\t)`, 'gm')) ?? [];
}

/** The ship-to button in the header ("Afleveradres: London showroom. Wijzigen"). */
function shipToButton(page: Page, language: Language): Locator {
  const parts = t(language, 'shipTo.change').split(/\{\{\s*\w+\s*\}\}/);
  return page.getByRole('button', { name: new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`) });
}

/** What axe finds once dialogs have faded in (half transparent, any text would read too faint). */
async function axeOf(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (fading) => fading.playState !== 'running' || fading.effect?.getTiming().iterations === Infinity,
      ),
  );
  return violationsOf(page);
}

/** /placeorder from English, then in Dutch and in German through the header's picker, back to English. */
async function onOrderScreenIn(page: Page, check: (language: 'nl' | 'de') => Promise<void>): Promise<void> {
  await page.goto('/placeorder');
  await settle(page, t('en', 'placeOrder.title'));
  let from: Language = 'en';
  for (const language of ['nl', 'de'] as const) {
    await switchTo(page, from, language, 'placeOrder.title');
    from = language;
    await settle(page, t(language, 'placeOrder.title'));
    await check(language);
  }
  await switchTo(page, from, 'en', 'placeOrder.title');
}

describe('One language per screen (D9)', () => {
  // Eight screens in three languages, then a phone: longer than the 60 s of one screen's test.
  it('a customer reads units, open items, references and remarks in Dutch, German and French', async () => {
    const page = await e2e.open();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/orders');
    await settle(page, t('en', 'pages.orders'));
    const orderDetail = await firstLink(page, '/order-detail/');
    await page.goto('/returns');
    await settle(page, t('en', 'pages.returns'));
    const returnDetail = await firstLink(page, '/return-detail/');
    // Before: the English the portal showed in every language.
    await page.goto('/outstandingInvoices');
    await settle(page, t('en', 'pages.outstandingInvoices'));
    expect(await visibleText(page)).toMatch(/Invoice \d+/);

    /** A detail's heading: the document's name and number ("Auftrag 1004362"). */
    const named = (key: string) => (language: Language) =>
      new RegExp(`^${t(language, key, { number: '' }).trim()} \\d+$`);
    const titled = (key: string) => (language: Language) => t(language, key);
    const screens: [string, (language: Language) => string | RegExp][] = [
      ['/dashboard', titled('pages.news')],
      ['/orders', titled('pages.orders')],
      ['/deliveries', titled('pages.deliveries')],
      ['/salesinvoices', titled('pages.salesInvoices')],
      ['/outstandingInvoices', titled('pages.outstandingInvoices')],
      ['/returns', titled('pages.returns')],
      ['/lists', titled('pages.savedLists')],
      [orderDetail, named('documentName.order')],
      [returnDetail, named('documentName.returnRequest')],
    ];
    let from: Language = 'en';
    for (const language of others) {
      await page.goto('/outstandingInvoices');
      await settle(page, t(from, 'pages.outstandingInvoices'));
      await switchTo(page, from, language, 'pages.outstandingInvoices');
      from = language;
      for (const [path, heading] of screens) {
        await page.goto(path);
        await settle(page, heading(language));
        const text = await visibleText(page);
        expect(englishOn(text), `English on ${path} in ${language}`).toEqual([]);
        if (path === '/orders') {
          // The ERP's "roll" in the reader's word for it.
          expect(text, `the unit on ${path} in ${language}`).toMatch(
            new RegExp(`\\d,\\d\\d ${t(language, 'units.roll')}(?!\\p{L})`, 'u'),
          );
        }
        if (path === '/outstandingInvoices') {
          const invoice = t(language, 'documentName.invoice', { number: '' }).trim();
          expect(text, `the open items in ${language}`).toMatch(new RegExp(`${invoice} \\d+`));
        }
      }
    }
    await shoot(page, 'return-detail-fr-1366');
    for (const path of ['/orders', '/outstandingInvoices']) {
      await page.goto(path);
      await page.locator('main tbody tr').first().waitFor();
      await shoot(page, `${path.slice(1)}-fr-1366`);
    }
    // Back to English, the language the sign-in helper reads, then French again on a phone.
    await page.goto('/outstandingInvoices');
    await settle(page, t('fr', 'pages.outstandingInvoices'));
    await switchTo(page, 'fr', 'en', 'pages.outstandingInvoices');
    const onPhone = await e2e.open(phone);
    await signIn(onPhone, demoAccounts.customer, DEMO_PASSWORD);
    await onPhone.goto('/outstandingInvoices');
    await settle(onPhone, t('en', 'pages.outstandingInvoices'));
    await switchTo(onPhone, 'en', 'fr', 'pages.outstandingInvoices');
    for (const path of ['/orders', '/outstandingInvoices', returnDetail]) {
      await onPhone.goto(path);
      await expect.poll(() => onPhone.locator('main li').count()).toBeGreaterThan(0);
      await shoot(onPhone, `${path.slice(1).replace('/', '-')}-fr-390`);
    }
    // Back to English for the next sign-in of this customer.
    await onPhone.goto('/outstandingInvoices');
    await settle(onPhone, t('fr', 'pages.outstandingInvoices'));
    await switchTo(onPhone, 'fr', 'en', 'pages.outstandingInvoices');
  }, 300_000);

  it('an administrator reads the error log in Dutch, German and French; its cards keep to their cells at 390 px', async () => {
    // Rows of several kinds: sign-ins, a failed one, a ship-to choice, a sign-out.
    const customer = await e2e.open();
    await signIn(customer, demoAccounts.export, DEMO_PASSWORD);
    const failed = await e2e.open();
    await signIn(failed, demoAccounts.customer, 'not-the-password', { isExpectingSuccess: false });
    await failed.getByRole('alert').first().waitFor();

    for (const [size, viewport] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as Array<[string, Viewport]>) {
      const page = await e2e.open(viewport);
      await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
      await page.goto('/error-logs');
      await settle(page, t('en', 'pages.errorLogs'));
      let from: Language = 'en';
      for (const language of others) {
        await switchTo(page, from, language, 'pages.errorLogs');
        from = language;
        await page.reload();
        await settle(page, t(language, 'pages.errorLogs'));
        const text = await visibleText(page);
        expect(englishOn(text), `English on the error log in ${language} (${size})`).toEqual([]);
        const signedIn = t(language, 'errorLogs.messages.signIn', { email: demoAccounts.admin });
        expect(text, `a sign-in worded in ${language}`).toContain(signedIn);
      }
      if (viewport === phone) {
        // Each value of a card (the e-mail, the reference id) stays inside its half of the card.
        const overflowing = await page.evaluate(() =>
          Array.from(document.querySelectorAll('main li dl dd')).flatMap((cell) => {
            const box = cell.getBoundingClientRect();
            return Array.from(cell.querySelectorAll('*'))
              .filter((inner) => inner.getBoundingClientRect().right > box.right + 1)
              .map((inner) => inner.textContent ?? '');
          }),
        );
        expect(overflowing, 'values that run into the next cell').toEqual([]);
      }
      // On a phone the first cards, at the size a reader sees them.
      await shoot(page, `error-log-fr-${viewport.width}`, viewport !== phone);
      // Back to English, the language the next sign-in reads.
      await switchTo(page, 'fr', 'en', 'pages.errorLogs');
    }
  }, 180_000);

  it('a customer reads the order screen and its summary in Dutch and German: addresses, countries, expenses', async () => {
    const onDesktop = await e2e.open();
    await signIn(onDesktop, demoAccounts.customer, DEMO_PASSWORD);
    await onDesktop.goto('/placeorder');
    await settle(onDesktop, t('en', 'placeOrder.title'));
    // One roll: under the free-freight value, so the summary has the freight to name.
    const reference = onDesktop.getByLabel(t('en', 'placeOrder.header.reference'));
    await reference.fill('Showroom');
    await reference.blur();
    await onDesktop.getByText(t('en', 'placeOrder.header.referenceSaved'), { exact: true }).waitFor();
    await onDesktop
      .getByRole('button', { name: t('en', 'placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const itemModal = onDesktop.getByRole('dialog', { name: t('en', 'placeOrder.item.newTitle') });
    const code = itemModal.getByRole('textbox', { name: t('en', 'placeOrder.item.code'), exact: true });
    await code.fill('HF-1011');
    await code.press('Tab');
    await itemModal.getByText(t('en', 'itemCode.unit', { unit: 'roll' })).waitFor();
    await itemModal.getByLabel(/^Quantity/).fill('1');
    await itemModal.getByRole('button', { name: t('en', 'placeOrder.item.add'), exact: true }).click();
    await itemModal.waitFor({ state: 'hidden' });

    const onPhone = await e2e.open(phone);
    await signIn(onPhone, demoAccounts.customer, DEMO_PASSWORD);
    for (const page of [onDesktop, onPhone]) {
      const width = page === onPhone ? phone.width : desktop.width;
      await onOrderScreenIn(page, async (language) => {
        const main = page.locator('main');
        await main.getByText('HF-1011').first().waitFor();
        const text = await visibleText(page);
        expect(orderEnglishOn(text), `English on the order screen in ${language}`).toEqual([]);
        // The billing and the shipping address, both in the Netherlands, named in the reader's language.
        const netherlands = new RegExp(`(?<!\\p{L})${countryIn('NL', language)}(?!\\p{L})`, 'gu');
        expect(text.match(netherlands)?.length, `countries in ${language}`).toBe(2);
        expect(await countryCodesIn(main), `country codes in ${language}`).toEqual([]);
        expect(await axeOf(page), `axe on the order screen in ${language} at ${width}`).toEqual([]);
        await shoot(page, `placeorder-${language}-${width}`);

        await page.getByRole('button', { name: t(language, 'placeOrder.submit'), exact: true }).click();
        const summary = page.getByRole('dialog', { name: t(language, 'orderSummary.title') });
        await summary.getByText(t(language, 'orderSummary.expenseKinds.freight'), { exact: true }).waitFor();
        const summaryText = await visibleText(page);
        expect(orderEnglishOn(summaryText), `English on the summary in ${language}`).toEqual([]);
        expect(await summary.innerText(), `the summary's countries in ${language}`).toContain(
          countryIn('NL', language),
        );
        expect(await countryCodesIn(summary), `country codes on the summary in ${language}`).toEqual([]);
        expect(await axeOf(page), `axe on the summary in ${language} at ${width}`).toEqual([]);
        await shoot(page, `summary-${language}-${width}`, false);
        await summary.getByRole('button', { name: t(language, 'orderSummary.back'), exact: true }).click();
        await summary.waitFor({ state: 'hidden' });
      });
    }
  }, 240_000);

  it('the export customer reads the ship-to choice and the address book in Dutch and German, countries by name', async () => {
    for (const viewport of [desktop, phone]) {
      const page = await e2e.open(viewport);
      await signIn(page, demoAccounts.export, DEMO_PASSWORD);
      await onOrderScreenIn(page, async (language) => {
        const text = await visibleText(page);
        expect(orderEnglishOn(text), `English on the export order screen in ${language}`).toEqual([]);
        expect(text, `the billing address's country in ${language}`).toContain(countryIn('GB', language));
        expect(await countryCodesIn(page.locator('main')), `country codes in ${language}`).toEqual([]);

        // The address book: the chosen ship-to's country by name.
        await page.getByRole('button', { name: t(language, 'shippingAddress.edit'), exact: true }).click();
        const book = page.getByRole('dialog', { name: t(language, 'shippingAddress.book.title') });
        // The chosen ship-to (the last one chosen: London or Dublin) and no other.
        const shipToCountry = new RegExp(`^(${countryIn('GB', language)}|${countryIn('IE', language)})$`);
        await book.getByText(shipToCountry).first().waitFor();
        expect(await countryCodesIn(book), `country codes in the address book in ${language}`).toEqual([]);
        await page.keyboard.press('Escape');
        await book.waitFor({ state: 'hidden' });

        // The ship-to choice, from the header: every country named, none as a code.
        await shipToButton(page, language).click();
        const choice = page.getByRole('dialog', { name: t(language, 'shipTo.title'), exact: true });
        await expect.poll(() => choice.getByRole('radio').count()).toBeGreaterThan(1);
        const choiceText = await choice.innerText();
        expect(choiceText, `the ship-to countries in ${language}`).toContain(countryIn('GB', language));
        expect(choiceText, `the ship-to countries in ${language}`).toContain(countryIn('IE', language));
        expect(await countryCodesIn(choice), `country codes in the ship-to choice in ${language}`).toEqual(
          [],
        );
        expect(
          orderEnglishOn(await visibleText(page)),
          `English in the ship-to choice in ${language}`,
        ).toEqual([]);
        expect(await axeOf(page), `axe on the ship-to choice in ${language} at ${viewport.width}`).toEqual(
          [],
        );
        await shoot(page, `ship-to-${language}-${viewport.width}`, false);
        await choice.getByRole('button', { name: t(language, 'common.cancel'), exact: true }).click();
        await choice.waitFor({ state: 'hidden' });
      });
    }
  }, 240_000);
});
