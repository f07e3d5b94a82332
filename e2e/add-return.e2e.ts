/**
 * Requesting a return in Chromium (ordering §2 "Return request screen", §4 "Return flow", §5, D24,
 * D30): the demo customer picks two lines of one delivery in the selection modal, gives comments, a
 * commission, the packages and the pick-up date, confirms, and finds the return request by its number
 * on /returns; the quantity cap and the rules of an empty or incomplete return; the same in French at
 * phone width. Screenshots go to e2e/screenshots/add-return-*.png.
 */
import type { ReturnableLine, ReturnableLinePage } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, phone, pickLanguage, putEnglishBack, screenshot, signIn, signInAs } from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';
import { foreignTexts, rawKeys, visibleText } from './support/text.js';

const e2e = setUpE2e();

// The portal's own requests are gone before each test; the ERP's stay, so each test picks lines that
// still have something to return.
beforeEach(async () => {
  await e2e.portal.database.db.execute(sql`delete from return_requests`);
});

/** The signed-in customer's delivered lines, through the API the modal uses. */
async function returnableLines(page: Page): Promise<ReturnableLine[]> {
  const lines: ReturnableLine[] = [];
  for (let number = 1; ; number += 1) {
    const response = await page.request.get(`/api/returnable-lines?page=${number}`);
    expect(response.status()).toBe(200);
    const result = (await response.json()) as ReturnableLinePage;
    lines.push(...result.rows);
    if (number * result.pageSize >= result.total) return lines;
  }
}

/** Two lines of one delivery with at least 2 left to return each, of a delivery no test used yet. */
async function twoLinesOfOneDelivery(
  page: Page,
  used: Set<number>,
): Promise<[ReturnableLine, ReturnableLine]> {
  const byDelivery = new Map<number, ReturnableLine[]>();
  for (const line of await returnableLines(page)) {
    if (line.status !== 'open' || line.returnableQuantity < 2 || used.has(line.deliveryId)) continue;
    byDelivery.set(line.deliveryId, [...(byDelivery.get(line.deliveryId) ?? []), line]);
  }
  for (const [deliveryId, lines] of byDelivery) {
    const [first, second] = lines;
    if (first && second) {
      used.add(deliveryId);
      return [first, second];
    }
  }
  throw new Error('no delivery with two returnable lines left in the demo data');
}

const usedDeliveries = new Set<number>();

const lineName = (language: Language, line: ReturnableLine) =>
  t(language, 'addReturn.lineName', {
    code: line.itemCode,
    number: String(line.deliveryNumber),
    line: String(line.lineNumber + 1),
  });

const dialog = (page: Page, language: Language, key: string) =>
  page.getByRole('dialog', { name: t(language, key) });

async function openAddReturn(page: Page, language: Language = 'en'): Promise<void> {
  await page.goto('/returns');
  await page.getByRole('heading', { level: 1, name: t(language, 'pages.returns'), exact: true }).waitFor();
  await page.getByRole('link', { name: t(language, 'returns.add'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: t(language, 'pages.addReturn'), exact: true }).waitFor();
}

/** Opens the selection modal and narrows it to one delivery with the quick search (Enter). */
async function openModalOn(page: Page, deliveryNumber: number, language: Language = 'en'): Promise<Locator> {
  await page
    .getByRole('button', { name: t(language, 'addReturn.lines.choose'), exact: true })
    .first()
    .click();
  const modal = dialog(page, language, 'addReturn.modal.title');
  await modal.waitFor();
  const search = modal.getByRole('textbox', { name: t(language, 'list.searchLabel'), exact: true });
  await search.fill(String(deliveryNumber));
  await search.press('Enter');
  // Only that delivery's lines are left (the quick search also finds the number elsewhere, rarely).
  await expect
    .poll(() => modal.getByText(String(deliveryNumber), { exact: true }).count())
    .toBeGreaterThan(0);
  return modal;
}

const submitButton = (page: Page, language: Language = 'en') =>
  page.getByRole('button', { name: t(language, 'addReturn.submit'), exact: true });

describe('requesting a return', () => {
  it('the demo customer returns two lines of one delivery and finds the request on /returns', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openAddReturn(page);
    await page.getByText(en('addReturn.lines.empty'), { exact: true }).waitFor();
    // The pick-up date is today, shown dd-mm-yyyy (D10).
    const now = new Date();
    const todayShown = `${String(now.getDate()).padStart(2, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${now.getFullYear()}`;
    expect(
      await page.getByRole('textbox', { name: en('addReturn.pickUpDate.label'), exact: true }).inputValue(),
    ).toBe(todayShown);
    expect(await submitButton(page).isDisabled()).toBe(true);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'add-return-01-empty');

    const [first, second] = await twoLinesOfOneDelivery(page, usedDeliveries);
    const modal = await openModalOn(page, first.deliveryNumber);
    const add = modal.getByRole('button', { name: en('addReturn.modal.add'), exact: true });
    expect(await add.isDisabled()).toBe(true);
    await modal
      .getByRole('checkbox', { name: en('addReturn.modal.choose', { line: lineName('en', first) }) })
      .check();
    await modal
      .getByRole('checkbox', { name: en('addReturn.modal.choose', { line: lineName('en', second) }) })
      .check();
    expect(await add.isDisabled()).toBe(false);
    // Checked, the quantity field is next in the tab order and proposes what can still be returned.
    const firstInModal = modal.getByRole('textbox', {
      name: en('addReturn.lines.quantityOf', { line: lineName('en', first) }),
    });
    await modal
      .getByRole('checkbox', { name: en('addReturn.modal.choose', { line: lineName('en', first) }) })
      .focus();
    await page.keyboard.press('Tab');
    expect(await firstInModal.evaluate((element) => element === document.activeElement)).toBe(true);
    await firstInModal.fill('1');
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'add-return-02-modal', { fullPage: false });
    await add.click();
    await modal.waitFor({ state: 'hidden' });

    // The cap: more than can be returned becomes the maximum, and the screen says so.
    const secondQuantity = page.getByRole('textbox', {
      name: en('addReturn.lines.quantityOf', { line: lineName('en', second) }),
    });
    await secondQuantity.fill(String(Math.floor(second.returnableQuantity) + 5));
    const max = Math.floor(second.returnableQuantity * 100) / 100;
    await expect.poll(() => secondQuantity.inputValue()).toBe(String(max).replace('.', ','));
    await page
      .getByText(/^At most .* can be returned on this line; the quantity was set to that\.$/)
      .waitFor();
    await screenshot(page, 'add-return-03-capped');
    await secondQuantity.fill('1');

    await page
      .getByRole('textbox', { name: en('addReturn.lines.remarkOf', { line: lineName('en', first) }) })
      .fill('Colour differs from the sample');
    await page
      .getByRole('textbox', { name: en('addReturn.lines.remarkOf', { line: lineName('en', second) }) })
      .fill('Damaged roll');
    await page
      .getByRole('textbox', { name: en('addReturn.lines.commissionOf', { line: lineName('en', first) }) })
      .fill('Hotel De Wereld');
    const packages = page.getByRole('textbox', { name: en('addReturn.packages.label') });
    await packages.fill('25');
    await expect.poll(() => packages.inputValue()).toBe('10');
    await page.getByText(en('addReturn.packages.capped', { max: '10' }), { exact: true }).waitFor();
    await packages.fill('2');
    // Enter in a field never submits (ordering §2).
    await packages.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'add-return-04-filled');

    await submitButton(page).click();
    const confirm = dialog(page, 'en', 'addReturn.confirm.title');
    await confirm.getByText(en('addReturn.confirm.many', { count: '2' }), { exact: true }).waitFor();
    await screenshot(page, 'add-return-05-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: en('addReturn.confirm.yes'), exact: true }).click();

    await page.getByText(en('addReturn.success'), { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/returns');
    const confirmation = page.getByText(/^Thank you, your return request \d+ has been registered\./);
    await confirmation.waitFor();
    const number = /(\d+)/.exec(await confirmation.innerText())?.[1] ?? '';
    expect(Number(number)).toBeGreaterThan(0);
    // The API syncs the customer before answering: the request is in the list at once.
    await page
      .getByRole('table', { name: en('pages.returns') })
      .getByRole('link', { name: number, exact: true })
      .first()
      .waitFor();
    await screenshot(page, 'add-return-06-returns');

    const { rows } = await e2e.portal.database.query<{
      packages: number;
      remarks: string[];
      commissions: string[];
    }>(
      `select r.packages, array_agg(l.remark order by l.position) as remarks,
              array_agg(l.commission order by l.position) as commissions
         from return_requests r join return_request_lines l on l.request_id = r.id
        where r.erp_doc_number = $1 group by r.packages`,
      [Number(number)],
    );
    expect(rows).toEqual([
      {
        packages: 2,
        remarks: ['Colour differs from the sample', 'Damaged roll'],
        commissions: ['Hotel De Wereld', ''],
      },
    ]);
  }, 120_000);

  it('with the demo ERP switched off the request is kept and the customer is told it follows', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openAddReturn(page);
    const [line] = await twoLinesOfOneDelivery(page, usedDeliveries);
    const modal = await openModalOn(page, line.deliveryNumber);
    await modal
      .getByRole('checkbox', { name: en('addReturn.modal.choose', { line: lineName('en', line) }) })
      .check();
    await modal
      .getByRole('textbox', { name: en('addReturn.lines.quantityOf', { line: lineName('en', line) }) })
      .fill('1');
    await modal.getByRole('button', { name: en('addReturn.modal.add'), exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await page
      .getByRole('textbox', { name: en('addReturn.lines.remarkOf', { line: lineName('en', line) }) })
      .fill('Ordered too much');
    await page.getByRole('textbox', { name: en('addReturn.packages.label') }).fill('1');
    e2e.portal.setErpDown(true);
    try {
      await submitButton(page).click();
      await dialog(page, 'en', 'addReturn.confirm.title')
        .getByRole('button', { name: en('addReturn.confirm.yes'), exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/returns');
      await page.getByText(en('returns.confirmation.queued'), { exact: true }).waitFor();
      await screenshot(page, 'add-return-07-queued', { fullPage: false });
    } finally {
      e2e.portal.setErpDown(false);
    }
    const { rows } = await e2e.portal.database.query<{ state: string }>('select state from return_requests');
    expect(rows.map((row) => row.state)).toEqual(['queued']);
  }, 90_000);

  it('Submit needs lines, Add needs a check, and every line needs a comment', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await openAddReturn(page);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByText(en('addReturn.submitNeedsLines'), { exact: true }).waitFor();

    const [line] = await twoLinesOfOneDelivery(page, usedDeliveries);
    const modal = await openModalOn(page, line.deliveryNumber);
    const add = modal.getByRole('button', { name: en('addReturn.modal.add'), exact: true });
    expect(await add.isDisabled()).toBe(true);
    const box = modal.getByRole('checkbox', {
      name: en('addReturn.modal.choose', { line: lineName('en', line) }),
    });
    await box.check();
    expect(await add.isDisabled()).toBe(false);
    await box.uncheck();
    expect(await add.isDisabled()).toBe(true);
    await box.check();
    await add.click();
    await modal.waitFor({ state: 'hidden' });

    // Packages and the comment are missing: nothing is asked or sent, the first problem has the focus.
    await submitButton(page).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const packages = page.getByRole('textbox', { name: en('addReturn.packages.label') });
    await expect.poll(() => packages.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText(en('validation.REQUIRED'), { exact: true }).waitFor();
    await page.getByText(en('addReturn.lines.remarkRequired'), { exact: true }).waitFor();
    await packages.fill('1');
    await submitButton(page).click();
    const remark = page.getByRole('textbox', {
      name: en('addReturn.lines.remarkOf', { line: lineName('en', line) }),
    });
    await expect.poll(() => remark.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'add-return-08-problems');

    // A date in the past cannot be entered: the field goes back to the earliest day, today.
    const date = page.getByRole('textbox', { name: en('addReturn.pickUpDate.label'), exact: true });
    const todayShown = await date.inputValue();
    await date.fill('01-01-2020');
    await remark.click();
    expect(await date.inputValue()).toBe(todayShown);

    // The calendar offers today and later; choosing a day fills the field dd-mm-yyyy.
    await date.click();
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(tomorrow);
    // Mantine names each day button in full: "26 November 2026".
    const day = page.getByRole('button', {
      name: `${tomorrow.getDate()} ${month} ${tomorrow.getFullYear()}`,
      exact: true,
    });
    if (!(await day.isVisible())) {
      await page.getByRole('button', { name: en('addReturn.pickUpDate.nextMonth'), exact: true }).click();
    }
    await day.waitFor();
    await screenshot(page, 'add-return-09-calendar', { fullPage: false });
    await day.click();
    const shown = `${String(tomorrow.getDate()).padStart(2, '0')}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${tomorrow.getFullYear()}`;
    await expect.poll(() => date.inputValue()).toBe(shown);

    // Removing the only line leaves Submit disabled again.
    await page
      .getByRole('button', { name: en('addReturn.lines.removeLine', { line: lineName('en', line) }) })
      .click();
    await page.getByText(en('addReturn.lines.empty'), { exact: true }).waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
  }, 90_000);

  it('in French at phone width', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/returns');
    // The header's picker saves the language to the profile (D8); set back at the end.
    await pickLanguage(page, 'en', 'fr');
    await page.getByRole('heading', { level: 1, name: t('fr', 'pages.returns'), exact: true }).waitFor();
    await page.getByRole('link', { name: t('fr', 'returns.add'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: t('fr', 'pages.addReturn'), exact: true }).waitFor();
    await screenshot(page, 'add-return-10-phone-fr-empty');

    const [line] = await twoLinesOfOneDelivery(page, usedDeliveries);
    const modal = await openModalOn(page, line.deliveryNumber, 'fr');
    await modal
      .getByRole('checkbox', { name: t('fr', 'addReturn.modal.choose', { line: lineName('fr', line) }) })
      .check();
    await modal
      .getByRole('textbox', { name: t('fr', 'addReturn.lines.quantityOf', { line: lineName('fr', line) }) })
      .fill('1');
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'add-return-11-phone-fr-modal', { fullPage: false });
    await modal.getByRole('button', { name: t('fr', 'addReturn.modal.add'), exact: true }).click();
    await modal.waitFor({ state: 'hidden' });

    const card = page.getByRole('listitem').filter({ hasText: line.itemCode });
    await card
      .getByLabel(t('fr', 'addReturn.lines.columns.remark'))
      .fill('Teinte différente de l’échantillon');
    await card.getByLabel(t('fr', 'addReturn.lines.columns.commission')).fill('Chantier Lyon');
    await page.getByRole('textbox', { name: t('fr', 'addReturn.packages.label') }).fill('1');
    // Nothing is wider than the phone, and everything reads French.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    const text = await visibleText(page);
    expect(rawKeys(text)).toEqual([]);
    expect(foreignTexts(text, 'fr')).toEqual([]);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'add-return-12-phone-fr-filled');

    await submitButton(page, 'fr').click();
    const confirm = dialog(page, 'fr', 'addReturn.confirm.title');
    await confirm.getByText(t('fr', 'addReturn.confirm.one'), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: t('fr', 'addReturn.confirm.yes'), exact: true }).click();
    await page.getByText(t('fr', 'addReturn.success'), { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/returns');
    await page.getByText(/^Merci, votre demande de retour \d+ a été enregistrée\./).waitFor();
    await screenshot(page, 'add-return-13-phone-fr-returns', { fullPage: false });
    await putEnglishBack(page, 'fr');
  }, 120_000);

  it('shows no price in the selection modal to a customer who signed in without prices', async () => {
    const page = await e2e.open();
    await page.goto('/login');
    await page.getByLabel(en('login.showPrice'), { exact: true }).uncheck();
    await signIn(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto('/add-returns');
    await page.getByRole('heading', { level: 1, name: en('pages.addReturn'), exact: true }).waitFor();
    await page.getByRole('button', { name: en('addReturn.lines.choose'), exact: true }).click();
    const modal = dialog(page, 'en', 'addReturn.modal.title');
    const table = modal.getByRole('table', { name: en('addReturn.modal.title'), exact: true });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.getByRole('columnheader', { name: en('columns.itemCode'), exact: true }).count()).toBe(
      1,
    );
    expect(await table.getByRole('columnheader', { name: en('columns.price'), exact: true }).count()).toBe(0);
    expect(await modal.innerText()).not.toMatch(/€\s?\d/);
  }, 60_000);
});
