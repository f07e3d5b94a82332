/**
 * The customer lists at laptop and desktop width (ADR-022): the columns a customer looks
 * for first (the document number, its date, the item, the quantity and, with prices, the amount) are
 * on screen without scrolling sideways; the document number stays in view while the rest scrolls;
 * the customer chooses the other columns with a keyboard-operable menu, remembered per list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, phone, screenshot, signInAs, type Viewport } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

const laptop = { width: 1366, height: 900 } as const;
const wide = { width: 1920, height: 1080 } as const;

interface List {
  path: string;
  title: string;
  /** The columns (their headers) that must be fully on screen. */
  essentials: string[];
}

const lists: List[] = [
  {
    path: '/orders',
    title: 'pages.orders',
    essentials: [
      'columns.orderNumber',
      'columns.orderDate',
      'columns.itemCode',
      'columns.quantity',
      'columns.price',
    ],
  },
  {
    path: '/deliveries',
    title: 'pages.deliveries',
    essentials: [
      'columns.deliveryNumber',
      'columns.sentDate',
      'columns.itemCode',
      'columns.quantity',
      'columns.price',
    ],
  },
  {
    path: '/salesinvoices',
    title: 'pages.salesInvoices',
    essentials: [
      'columns.invoiceNumber',
      'columns.invoiceDate',
      'columns.itemCode',
      'columns.quantity',
      'columns.price',
    ],
  },
  {
    path: '/outstandingInvoices',
    title: 'pages.outstandingInvoices',
    essentials: ['columns.document', 'columns.date', 'columns.description', 'columns.openAmount'],
  },
  {
    path: '/returns',
    title: 'pages.returns',
    essentials: ['columns.returnNumber', 'columns.pickUpDate', 'columns.itemCode', 'columns.quantity'],
  },
];

const table = (page: Page, title: string) => page.getByRole('table', { name: en(title), exact: true });

async function openList(page: Page, list: List): Promise<void> {
  await page.goto(list.path);
  await page.getByRole('heading', { level: 1, name: en(list.title), exact: true }).waitFor();
  await table(page, list.title).locator('tbody tr').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/**
 * Which of the named columns are not wholly seen in the header row and the first rows: a cell counts
 * as seen when both its edges are inside the window and what is drawn there is the cell itself (not
 * cut off by the table's scroll area, not under a column pinned at the end).
 */
async function unseenColumns(
  page: Page,
  title: string,
  headers: string[],
  /** Given, the rows with this text are looked at instead of the first five. */
  rowText?: string,
): Promise<string[]> {
  if (!rowText) await table(page, title).locator('thead').scrollIntoViewIfNeeded();
  return page.evaluate(
    ({ label, headers, rowText }) => {
      const tableElement = document.querySelector(`table[aria-label="${label}"]`);
      if (!tableElement) return ['no table'];
      const headerCells = Array.from(tableElement.querySelectorAll('thead th'));
      const problems: string[] = [];
      const isSeen = (cell: Element) => {
        const box = cell.getBoundingClientRect();
        if (box.width === 0 || box.left < 0 || box.right > window.innerWidth) return false;
        const y = box.top + Math.min(box.height / 2, 10);
        if (y < 0 || y > window.innerHeight) return true; // below the fold: not a sideways matter
        return [box.left + 1, box.right - 1].every((x) => cell.contains(document.elementFromPoint(x, y)));
      };
      for (const header of headers) {
        const index = headerCells.findIndex((cell) => cell.textContent?.trim() === header);
        if (index < 0) {
          problems.push(`${header}: no such column`);
          continue;
        }
        const cells = [
          headerCells[index],
          ...Array.from(tableElement.querySelectorAll('tbody tr'))
            .filter((row) => !rowText || row.textContent?.includes(rowText))
            .slice(0, rowText ? undefined : 5)
            .map((row) => row.children[index]),
        ];
        if (!cells.every((cell) => cell && isSeen(cell))) problems.push(header);
      }
      return problems;
    },
    { label: en(title), headers, rowText },
  );
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the customer lists show what a customer looks for without scrolling sideways', () => {
  for (const [name, viewport] of [
    ['1366', laptop],
    ['1920', wide],
  ] as Array<[string, Viewport]>) {
    it(`at ${name} px: number, date, item, quantity and amount are on screen in every list`, async () => {
      const page = await e2e.open(viewport);
      await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
      const findings: string[] = [];
      for (const list of lists) {
        await openList(page, list);
        const essentials = list.essentials.map((key) => en(key));
        for (const problem of await unseenColumns(page, list.title, essentials)) {
          findings.push(`${list.path}: ${problem}`);
        }
        if ((await sidewaysScroll(page)) > 0) findings.push(`${list.path}: the page scrolls sideways`);
        if (name === '1366' || list.path === '/orders')
          await screenshot(page, `tables-${list.path.slice(1)}-${name}`, { fullPage: false });
      }
      expect(findings).toEqual([]);
    });
  }

  it('shows credit notes in the invoice list with their number, date, item, quantity and amount', async () => {
    const page = await e2e.open(laptop);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const invoices = lists.find((list) => list.path === '/salesinvoices') as List;
    // The credit notes are further down the list, newest first: the page of the first one.
    const creditNotePage = await page.evaluate(async () => {
      for (let number = 1; number <= 20; number += 1) {
        const answer = (await fetch(`/api/invoices?page=${number}`).then((response) => response.json())) as {
          rows: Array<{ kind: string }>;
        };
        if (answer.rows.some((row) => row.kind === 'creditNote')) return number;
        if (answer.rows.length === 0) break;
      }
      return null;
    });
    expect(creditNotePage).not.toBeNull();
    await page.goto(`${invoices.path}?page=${creditNotePage}`);
    await table(page, invoices.title).locator('tbody tr').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const rows = table(page, invoices.title).locator('tbody tr');
    const creditNote = rows.filter({ hasText: en('documentType.creditNote') }).first();
    await creditNote.waitFor();
    await creditNote.scrollIntoViewIfNeeded();
    const number = creditNote.getByRole('link').first();
    const box = await number.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= laptop.width).toBe(true);
    expect(
      await unseenColumns(
        page,
        invoices.title,
        invoices.essentials.map((key) => en(key)),
        en('documentType.creditNote'),
      ),
    ).toEqual([]);
  });

  it('keeps the document number in view while the other columns scroll', async () => {
    const page = await e2e.open({ width: 1024, height: 800 });
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const orders = lists[0] as List;
    await openList(page, orders);
    const scrolled = await page.evaluate((label) => {
      // The table's own scroll area: the nearest box around it that scrolls sideways.
      let area = document.querySelector(`table[aria-label="${label}"]`)?.parentElement ?? null;
      while (area && !['auto', 'scroll'].includes(getComputedStyle(area).overflowX))
        area = area.parentElement;
      if (!area || area.scrollWidth <= area.clientWidth) return false;
      area.scrollLeft = area.scrollWidth;
      return area.scrollLeft > 0;
    }, en(orders.title));
    expect(scrolled).toBe(true);
    expect(await unseenColumns(page, orders.title, [en('columns.orderNumber')])).toEqual([]);
    // The columns of the start have scrolled away under it.
    expect(await unseenColumns(page, orders.title, [en('columns.orderDate')])).toEqual([
      en('columns.orderDate'),
    ]);
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

describe('on a phone', () => {
  it('every list is still a column of cards, without a column chooser or sideways scrolling', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    for (const list of lists) {
      await page.goto(list.path);
      const cards = page.getByRole('list', { name: en(list.title), exact: true }).getByRole('listitem');
      await cards.first().waitFor();
      expect(await page.getByRole('table', { name: en(list.title), exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: en('list.columns'), exact: true }).count()).toBe(0);
      // The card shows the document number as a link.
      expect(await cards.first().getByRole('link').count()).toBeGreaterThan(0);
      expect(await sidewaysScroll(page)).toBe(0);
      if (list.path === '/orders') await screenshot(page, 'tables-orders-390', { fullPage: false });
    }
  });
});

describe('the column chooser', () => {
  it('is a keyboard menu; a hidden column stays hidden after a reload until the reset', async () => {
    const page = await e2e.open(laptop);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const deliveries = lists[1] as List;
    await openList(page, deliveries);
    const batchHeader = table(page, deliveries.title).getByRole('columnheader', {
      name: en('columns.batch'),
      exact: true,
    });
    await batchHeader.waitFor();

    // Its accessible name is its visible text, in the user's language.
    const chooser = page.getByRole('button', { name: en('list.columns'), exact: true });
    expect((await chooser.innerText()).trim()).toBe(en('list.columns'));
    await chooser.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const batch = menu.getByRole('menuitemcheckbox', { name: en('columns.batch'), exact: true });
    expect(await batch.getAttribute('aria-checked')).toBe('true');
    // What a row is recognised by is not offered.
    for (const key of deliveries.essentials) {
      expect(await menu.getByRole('menuitemcheckbox', { name: en(key), exact: true }).count()).toBe(0);
    }
    // No finding of axe-core on the chooser and its menu (their ids share a prefix).
    const menuId = ((await chooser.getAttribute('id')) ?? '').replace(/-target$/, '');
    expect(menuId).not.toBe('');
    expect((await violationsOf(page)).filter((finding) => finding.includes(menuId))).toEqual([]);
    await screenshot(page, 'tables-column-chooser-1366', { fullPage: false });

    // Down the menu with the arrows to Batch, ticked off with Enter.
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('ArrowDown');
      if (await batch.evaluate((element) => element === document.activeElement)) break;
    }
    expect(await batch.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => batch.getAttribute('aria-checked')).toBe('false');
    await batchHeader.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => chooser.evaluate((element) => element === document.activeElement)).toBe(true);

    // Remembered for this list after a reload, and only for this list.
    await page.reload();
    await table(page, deliveries.title).locator('tbody tr').first().waitFor();
    expect(
      await table(page, deliveries.title)
        .getByRole('columnheader', { name: en('columns.batch'), exact: true })
        .count(),
    ).toBe(0);
    await openList(page, lists[0] as List);
    await table(page, 'pages.orders')
      .getByRole('columnheader', { name: en('columns.batch'), exact: true })
      .waitFor();

    // The reset brings the list's own columns back, also after a reload.
    await openList(page, deliveries);
    await page.getByRole('button', { name: en('list.columns'), exact: true }).click();
    await page.getByRole('menuitem', { name: en('list.resetColumns'), exact: true }).click();
    await batchHeader.waitFor();
    await page.reload();
    await batchHeader.waitFor();
  });
});
