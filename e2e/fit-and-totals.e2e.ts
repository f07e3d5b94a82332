/**
 * What a buyer notices at desktop width and on a phone, in German and Dutch: nothing clipped (the order
 * screen's pattern panel with its Calculate and delete buttons, the return selection modal, the lists'
 * columns beside the columns pinned at their end), toasts that cover no control, and the open invoices
 * at a glance (what is open per currency, the due date beside the days late, sorted by it).
 */
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { accountMenu, phone, pickLanguage, screenshot, signInAs, type Viewport } from './support/browser.js';
import { type Language, t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

/** The width the issue was seen at, with a laptop's height. */
const laptop = { width: 1366, height: 768 } as const;
const widths: Array<[string, Viewport]> = [
  ['1366', laptop],
  ['390', phone],
];
const LANGUAGES = ['de', 'nl'] as const;

beforeEach(async () => {
  // The language a test picks is the user's from then on: each test starts in English.
  await e2e.portal.database.db.execute(sql`update users set language = 'en'`);
  await e2e.portal.database.db.execute(sql`delete from order_drafts where state = 'open'`);
});

async function signInReading(page: Page, language: Language): Promise<void> {
  await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
  await pickLanguage(page, 'en', language);
  await accountMenu(page, language).waitFor();
}

/** A label as read: the soft hyphens a long German header may break at are not seen. */
const seen = (text: string) => text.replaceAll('\u00ad', '');

/** The element's box is wholly inside the window, not cut off at either side. */
async function isInsideWindow(locator: Locator, viewport: Viewport): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= viewport.width + 0.5;
}

/** What is drawn at both ends of the element's middle line is the element itself: nothing covers it. */
const isUncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 2, box.right - 2].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    });
  });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/** The place order screen with the patterned fabric's pattern panel open. */
async function openPatternPanel(page: Page, language: Language): Promise<Locator> {
  await page.goto('/placeorder');
  await page.getByRole('heading', { level: 1, name: t(language, 'placeOrder.title'), exact: true }).waitFor();
  await page
    .getByRole('button', { name: t(language, 'placeOrder.lines.addRow'), exact: true })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: t(language, 'placeOrder.item.newTitle') });
  const code = modal.getByRole('textbox', { name: t(language, 'placeOrder.item.code'), exact: true });
  await code.fill('VA-1022');
  await code.press('Tab');
  const panel = page.getByRole('dialog', { name: t(language, 'placeOrder.pattern.title') });
  await panel.waitFor();
  return panel;
}

describe('the order screen’s pattern panel', () => {
  for (const [name, viewport] of widths) {
    for (const language of LANGUAGES) {
      it(`shows each row's Calculate and delete buttons whole at ${name} px in ${language}`, async () => {
        const page = await e2e.open(viewport);
        await signInReading(page, language);
        const panel = await openPatternPanel(page, language);
        await panel
          .getByRole('button', { name: t(language, 'placeOrder.pattern.addRow'), exact: true })
          .click();
        await panel
          .getByRole('button', { name: t(language, 'placeOrder.pattern.deleteRow', { number: '2' }) })
          .waitFor();
        await screenshot(page, `fit-pattern-panel-${language}-${name}`, { fullPage: false });
        for (const number of ['1', '2']) {
          const calculate = panel.getByRole('button', {
            name: t(language, 'placeOrder.pattern.calculateRow', { number }),
          });
          const remove = panel.getByRole('button', {
            name: t(language, 'placeOrder.pattern.deleteRow', { number }),
          });
          expect(await isInsideWindow(calculate, viewport), `Calculate ${number}`).toBe(true);
          expect(await isUncovered(calculate), `Calculate ${number} covered`).toBe(true);
          expect(await isInsideWindow(remove, viewport), `delete ${number}`).toBe(true);
          expect(await isUncovered(remove), `delete ${number} covered`).toBe(true);
          // Its whole word is shown, not "Be…".
          expect(
            await calculate.evaluate((button) => button.scrollWidth <= button.clientWidth + 1),
            `Calculate ${number} cut`,
          ).toBe(true);
        }
        // Nothing of the panel hides to the side of its table.
        expect(
          await panel.evaluate((dialog) => {
            const table = dialog.querySelector('table');
            let area = table?.parentElement ?? null;
            while (area && area !== dialog && getComputedStyle(area).overflowX === 'visible')
              area = area.parentElement;
            return area && area !== dialog ? area.scrollWidth - area.clientWidth : 0;
          }),
        ).toBeLessThanOrEqual(1);
        expect(await violationsOf(page)).toEqual([]);
      }, 90_000);
    }
  }
});

describe('the return selection modal', () => {
  for (const [name, viewport] of widths) {
    for (const language of LANGUAGES) {
      it(`fits the window with its batch, reference and cap notice at ${name} px in ${language}`, async () => {
        const page = await e2e.open(viewport);
        await signInReading(page, language);
        await page.goto('/add-returns');
        await page
          .getByRole('button', { name: t(language, 'addReturn.lines.choose'), exact: true })
          .first()
          .click();
        const modal = page.getByRole('dialog', { name: t(language, 'addReturn.modal.title') });
        await modal.waitFor();
        await settled(page);
        // A line checked and more typed than can be returned: the quantity is capped, and said so.
        const choose = modal.getByRole('checkbox', { disabled: false }).first();
        await choose.check();
        // Checked, its quantity is next in the tab order.
        await choose.focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type('99999');
        const capNotice = modal.getByRole('status').filter({ hasText: /\S/ }).first();
        await capNotice.waitFor();
        await screenshot(page, `fit-return-modal-${language}-${name}`, { fullPage: false });

        const box = await modal.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width + 0.5).toBe(true);
        // Nothing of the lines is cut off at the side of the modal or of its table.
        expect(
          await modal.evaluate((dialog) =>
            Array.from(dialog.querySelectorAll('*'))
              // What scrolls: a text cut short on purpose (an item's description) is not counted.
              .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
              .map((element) => element.scrollWidth - element.clientWidth)
              .filter((hidden) => hidden > 1),
          ),
        ).toEqual([]);
        expect(await isInsideWindow(capNotice, viewport)).toBe(true);
        expect(await capNotice.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(
          true,
        );
        if (viewport === laptop) {
          for (const key of ['addReturn.modal.columns.batchNumbers', 'addReturn.modal.columns.reference']) {
            const header = modal.getByRole('columnheader', { name: seen(t(language, key)), exact: true });
            expect(await isInsideWindow(header, viewport), key).toBe(true);
            expect(await isUncovered(header), key).toBe(true);
          }
        }
        expect(await violationsOf(page)).toEqual([]);
      }, 90_000);
    }
  }
});

/** The column headers (by their data-column) of a list table not wholly seen in the window. */
const unseenColumns = (page: Page, ids: readonly string[]) =>
  page.evaluate((ids) => {
    const table = document.querySelector('table.selvedge-table');
    if (!table) return ['no table'];
    const isSeen = (cell: Element) => {
      const box = cell.getBoundingClientRect();
      if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
      const y = box.top + Math.min(box.height / 2, 10);
      if (y < 0 || y > window.innerHeight) return true; // below the fold: not a sideways matter
      // 2 px in from each side: a table scrolled to its end may stop a fraction of a pixel short.
      return [box.left + 2, box.right - 2].every((x) => cell.contains(document.elementFromPoint(x, y)));
    };
    return ids.flatMap((id) => {
      const cells = Array.from(table.querySelectorAll(`[data-column="${id}"]`)).slice(0, 6);
      const unseen = cells.filter((cell) => !isSeen(cell));
      if (cells.length > 0 && unseen.length === 0) return [];
      const box = unseen[0]?.getBoundingClientRect();
      const hit = box
        ? document.elementFromPoint(box.right - 2, box.top + Math.min(box.height / 2, 10))
        : null;
      return [
        `${id} (${Math.round(box?.left ?? 0)}-${Math.round(box?.right ?? 0)}, ${hit?.getAttribute('data-column') ?? hit?.tagName})`,
      ];
    });
  }, ids);

describe('the lists beside their pinned columns at 1366 px', () => {
  for (const language of LANGUAGES) {
    it(`shows the commission beside the pinned PDF column in ${language}, and every column once scrolled`, async () => {
      const page = await e2e.open(laptop);
      await signInReading(page, language);
      const lists = [
        { path: '/orders', shown: ['orderNumber', 'item', 'reference', 'commission', 'pdf'] },
        {
          path: '/deliveries',
          shown: ['deliveryNumber', 'item', 'reference', 'commission', 'trackAndTrace', 'pdf'],
        },
        { path: '/salesinvoices', shown: ['invoiceNumber', 'item', 'reference', 'commission', 'pdf'] },
        { path: '/outstandingInvoices', shown: ['document', 'dueDate', 'daysLate', 'pdf'] },
        { path: '/returns', shown: ['returnNumber', 'item'] },
      ];
      const findings: string[] = [];
      for (const list of lists) {
        await page.goto(list.path);
        await page.locator('table.selvedge-table tbody tr').first().waitFor();
        await settled(page);
        await page.locator('table.selvedge-table thead').scrollIntoViewIfNeeded();
        for (const id of await unseenColumns(page, list.shown)) findings.push(`${list.path}: ${id}`);
        if (list.path === '/orders' || list.path === '/deliveries')
          await screenshot(page, `fit-list-${list.path.slice(1)}-${language}-1366`, { fullPage: false });
        // Scrolled to its end, every column comes out from under the pinned ones.
        const all = await page.evaluate(() => {
          const table = document.querySelector('table.selvedge-table');
          let area = table?.parentElement ?? null;
          while (area && getComputedStyle(area).overflowX === 'visible') area = area.parentElement;
          if (area) area.scrollLeft = area.scrollWidth;
          return Array.from(table?.querySelectorAll('thead th') ?? []).map(
            (cell) => cell.getAttribute('data-column') ?? '',
          );
        });
        const scrolledOut = await unseenColumns(page, all.slice(Math.floor(all.length / 2)));
        if (scrolledOut.length > 0)
          await screenshot(page, `fit-list-scrolled-${list.path.slice(1)}-${language}`, { fullPage: false });
        for (const id of scrolledOut) findings.push(`${list.path} scrolled to the end: ${id}`);
      }
      expect(findings).toEqual([]);
    }, 120_000);
  }
});

describe('toasts', () => {
  for (const [name, viewport] of widths) {
    it(`cover neither the account menu nor the pattern panel's close button at ${name} px`, async () => {
      const page = await e2e.open(viewport);
      await signInReading(page, 'de');
      // A PDF that cannot be had: the list says so in a toast.
      await page.route('**/api/documents/**', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/problem+json',
          body: JSON.stringify({ status: 404, code: 'NOT_FOUND', title: 'Not found' }),
        }),
      );
      await page.goto('/orders');
      // A row's PDF button, in the table or a phone's cards (not the toolbar's download).
      const pdf = page
        .locator('table.selvedge-table, ul.selvedge-cards')
        .getByRole('button', { name: /PDF/i })
        .first();
      await pdf.waitFor();
      await pdf.click();
      const toast = page.getByRole('alert').filter({ hasText: t('de', 'pdf.failed') });
      await toast.waitFor();
      const toastBox = await toast.boundingBox();
      expect(toastBox).not.toBeNull();

      const menuButton = accountMenu(page, 'de');
      expect(overlaps(toastBox as Box, (await menuButton.boundingBox()) as Box)).toBe(false);
      await menuButton.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(overlaps(toastBox as Box, (await menu.boundingBox()) as Box)).toBe(false);
      for (const item of await menu.getByRole('menuitem').all()) {
        expect(overlaps(toastBox as Box, (await item.boundingBox()) as Box)).toBe(false);
      }
      await screenshot(page, `fit-toast-account-menu-${name}`, { fullPage: false });
      await page.keyboard.press('Escape');

      const panel = await openPatternPanel(page, 'de');
      const close = panel.getByRole('button', { name: t('de', 'common.close'), exact: true }).first();
      expect(overlaps(toastBox as Box, (await close.boundingBox()) as Box)).toBe(false);
    }, 90_000);
  }
});

/** "€ 1.234,56", "USD 321,00": as the list shows an amount. */
function shownAmount(amount: number, currency: string): string {
  const [whole = '', fraction = ''] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const symbol = ({ EUR: '€', GBP: '£' } as Record<string, string>)[currency] ?? currency;
  return `${symbol} ${amount < 0 ? '-' : ''}${grouped},${fraction}`;
}

const isoOf = (shown: string) => shown.split('-').reverse().join('-');

describe('the outstanding invoices at a glance', () => {
  for (const [name, viewport] of widths) {
    for (const language of LANGUAGES) {
      it(`say what is open, show the due date and sort by it at ${name} px in ${language}`, async () => {
        const page = await e2e.open(viewport);
        await signInReading(page, language);
        await page.goto('/outstandingInvoices');
        await page
          .getByRole('heading', { level: 1, name: t(language, 'pages.outstandingInvoices'), exact: true })
          .waitFor();
        const answer = (await page.evaluate(() =>
          fetch('/api/open-items').then((response) => response.json()),
        )) as { openTotals: Array<{ currency: string; amount: number }>; total: number };
        expect(answer.openTotals.length).toBeGreaterThan(0);
        const amounts = answer.openTotals
          .map((total) => shownAmount(total.amount, total.currency))
          .join(' · ');
        await page
          .getByText(t(language, 'outstandingInvoices.openTotal', { amounts }), { exact: true })
          .waitFor();
        await settled(page);
        expect(await violationsOf(page)).toEqual([]);
        await screenshot(page, `fit-open-invoices-${language}-${name}`, { fullPage: false });

        // Sorted by due date: on a desktop with the column's header, on a phone with the choice beside
        // the search.
        if (viewport === laptop) {
          const header = page.locator('th[data-column="dueDate"]');
          expect(seen(await header.innerText()).trim()).toBe(seen(t(language, 'columns.dueDate')));
          // Beside the days late.
          expect(await header.evaluate((cell) => cell.nextElementSibling?.getAttribute('data-column'))).toBe(
            'daysLate',
          );
          await header.getByRole('button').click();
          await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
        } else {
          await page
            .getByRole('combobox', { name: t(language, 'outstandingInvoices.sort.label') })
            .selectOption('dueDate');
        }
        await page.waitForURL((url) => url.searchParams.get('sort') === 'dueDate');
        await settled(page);
        const firstDue = (await page.evaluate(() =>
          fetch('/api/open-items?sort=dueDate').then((response) => response.json()),
        )) as { rows: Array<{ dueDate: string }> };
        const dueDates = firstDue.rows.map((row) => row.dueDate);
        expect(dueDates).toEqual([...dueDates].sort());
        // The first row shown is the first due.
        const firstShown =
          viewport === laptop
            ? await page.locator('tbody tr').first().locator('[data-column="dueDate"]').innerText()
            : await page.locator('.selvedge-card').first().innerText();
        const shownDue = firstShown.match(/\d{2}-\d{2}-\d{4}/g) ?? [];
        expect(shownDue.map(isoOf)).toContain(dueDates[0]);
        expect(await violationsOf(page)).toEqual([]);
        await screenshot(page, `fit-open-invoices-by-due-date-${language}-${name}`, { fullPage: false });
      }, 90_000);
    }
  }
});
