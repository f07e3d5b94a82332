/**
 * One language per screen (D9): in Dutch, German and French nothing English remains on the
 * customer's screens and the administrator's error log. Units and document words come from the
 * portal's translations, texts the portal builds from data are worded in the reader's language, and
 * what stays the ERP's or the customer's own text (item names, references, remarks) is marked
 * translate="no" and left out of what is checked (support/text.ts). Also: the error-log cards at
 * 390 px keep every value inside its own cell.
 */

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, phone, pickLanguage, signIn, type Viewport } from './support/browser.js';
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
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

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
});
