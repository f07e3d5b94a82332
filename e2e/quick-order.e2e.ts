/**
 * Quick order in Chromium: lines pasted into the order screen's quick order, the server's preview
 * (a reason per line that cannot be added), the valid ones added in one step; a file that cannot be
 * read refused with its message while the pasted text stays; an Excel workbook read, and one that unpacks
 * to too much refused (ADR-040); the same at phone width in Dutch's decimal commas. Screenshots go to
 * e2e/screenshots/quick-order-*.png.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { WORKBOOK_LIMITS } from '../apps/api/src/modules/ordering/quick-order-file.js';
import { workbook, workbookOfSheetXml } from '../apps/api/test/support/xlsx.js';
import { violationsOf } from './support/axe.js';
import { en, phone, screenshot, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

beforeEach(async () => {
  await e2e.portal.database.db.execute(sql`delete from order_drafts where state = 'open'`);
});

const PASTED = [
  'Item code\tQuantity\tReference',
  'HF-1011\t4\tLobby',
  'hf-1011\t2,5\tLobby',
  'AD-1031\t1\t',
  'NOPE-404\t3\t',
  'VA-1022\t5\t',
  'HF-1011\tfour\t',
].join('\n');

async function openQuickOrder(page: Page) {
  await page.goto('/placeorder');
  await page.getByRole('heading', { level: 1, name: en('placeOrder.title'), exact: true }).waitFor();
  await page.getByRole('button', { name: en('quickOrder.open'), exact: true }).click();
  const modal = page.getByRole('dialog', { name: en('quickOrder.title') });
  await modal.waitFor();
  return modal;
}

const lineRows = (page: Page) =>
  page.getByRole('table', { name: en('placeOrder.lines.title') }).locator('tbody tr');

describe('quick order', () => {
  it('pastes lines, shows why some cannot be added, and adds the valid ones in one step', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const modal = await openQuickOrder(page);
    await modal.getByLabel(en('quickOrder.textLabel')).fill(PASTED);
    await modal.getByRole('button', { name: en('quickOrder.check'), exact: true }).click();
    await modal.getByText(en('quickOrder.summary', { valid: '3', total: '6' }), { exact: true }).waitFor();
    for (const reason of ['unknown', 'patternRequired', 'quantityInvalid', 'merged']) {
      await modal
        .getByText(en(`quickOrder.status.${reason}`), { exact: true })
        .first()
        .waitFor();
    }
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'quick-order-01-preview', { fullPage: false });

    // A file that is not a spreadsheet: its message, and the pasted text is still there.
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await modal.getByText(en('errors.QUICK_ORDER_FILE_UNREADABLE'), { exact: true }).waitFor();
    expect(await modal.getByLabel(en('quickOrder.textLabel')).inputValue()).toBe(PASTED);

    await modal.getByRole('button', { name: en('quickOrder.check'), exact: true }).click();
    await modal
      .getByRole('button', { name: en('quickOrder.add_other', { count: '3' }), exact: true })
      .click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText(en('quickOrder.added_other', { count: '3' }), { exact: true }).waitFor();
    // Two lines of HF-1011 for the lobby became one of 6,5; AD-1031 is the second.
    await expect.poll(() => lineRows(page).count()).toBe(2);
    expect(await lineRows(page).first().innerText()).toContain('6,5');
    await screenshot(page, 'quick-order-02-added');
  });

  it('reads an Excel workbook, and refuses one that unpacks to too much with its message', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const modal = await openQuickOrder(page);
    const file = modal.locator('input[type="file"]');
    await file.setInputFiles({
      name: 'order.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook([
        ['Item code', 'Quantity', 'Reference'],
        ['HF-1011', 4, 'Lobby'],
        ['AD-1031', 1, null],
      ]),
    });
    await modal.getByText(en('quickOrder.summary', { valid: '2', total: '2' }), { exact: true }).waitFor();

    // A few KB that unpack to more than the limit: refused before it is read, with the upload's message.
    await file.setInputFiles({
      name: 'crafted.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbookOfSheetXml(' '.repeat(WORKBOOK_LIMITS.unpackedBytes)),
    });
    await modal.getByText(en('errors.QUICK_ORDER_TOO_LARGE'), { exact: true }).waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'quick-order-04-file-too-large', { fullPage: false });
  });

  it('works at phone width', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const modal = await openQuickOrder(page);
    await modal.getByLabel(en('quickOrder.textLabel')).fill(PASTED);
    await modal.getByRole('button', { name: en('quickOrder.check'), exact: true }).click();
    await modal.getByText(en('quickOrder.summary', { valid: '3', total: '6' }), { exact: true }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'quick-order-03-phone', { fullPage: false });
  });
});
