/**
 * Favourites and saved lists in Chromium: the demo customer stars an item on an order's detail screen
 * (the star is a toggle button named after the item), finds it under Favourites on /lists, makes a
 * shared list, puts a wallpaper on it with a quantity and reference, and adds the list to the open draft,
 * which then holds the line. The same screen at phone width. Screenshots go to
 * e2e/screenshots/saved-lists-*.png.
 */
import type { ListPage, OrderDraft, OrderLine } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, phone, screenshot, signInAs } from './support/browser.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

beforeEach(async () => {
  await e2e.portal.database.db.execute(sql`delete from saved_lists`);
  await e2e.portal.database.db.execute(sql`delete from order_drafts`);
});

/** A regular order of the signed-in customer, through the API the order list uses. */
async function regularOrderId(page: Page): Promise<number> {
  const response = await page.request.get('/api/orders?page=1');
  expect(response.status()).toBe(200);
  const line = ((await response.json()) as ListPage<OrderLine>).rows.find((row) => row.orderType === 'B2B');
  if (!line) throw new Error('the demo customer has no regular order on the first page');
  return line.documentId;
}

/** A wallpaper every demo data set has and sells. */
const WALLPAPER = 'HF-1011';

const stars = (page: Page) => page.locator('button[data-favourite-star]');

describe('favourites and saved lists', () => {
  it('stars an item on an order, keeps it under Favourites and adds a saved list to the draft', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await page.goto(`/order-detail/${await regularOrderId(page)}`);
    await page.getByRole('table', { name: en('detail.lines'), exact: true }).waitFor();

    const star = stars(page).first();
    await star.waitFor();
    const itemCode = (await star.getAttribute('data-favourite-star')) ?? '';
    expect(await star.getAttribute('aria-label')).toContain(itemCode);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await page.locator(`button[data-favourite-star="${itemCode}"][aria-pressed="true"]`).first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'saved-lists-01-starred');

    // The favourites on /lists hold the starred item.
    await page.getByRole('link', { name: en('nav.savedLists'), exact: true }).click();
    await page.getByRole('heading', { level: 1, name: en('pages.savedLists'), exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: en('savedLists.favourites'), exact: true }).waitFor();
    await page.getByText(itemCode, { exact: true }).first().waitFor();

    // A new shared list, with the item at 2 and a reference.
    await page.getByRole('button', { name: en('savedLists.create'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en('savedLists.create') });
    await dialog.getByLabel(en('savedLists.name')).fill('Hotel Krasnapolsky');
    await dialog.getByLabel(en('savedLists.shareWithColleagues')).check();
    await dialog.getByRole('button', { name: en('savedLists.save'), exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Hotel Krasnapolsky', exact: true }).waitFor();
    await page.getByLabel(en('savedLists.itemCode'), { exact: true }).fill(WALLPAPER);
    await page.getByRole('button', { name: en('savedLists.addItem'), exact: true }).click();
    const quantity = page.getByRole('textbox', {
      name: new RegExp(`^${en('savedLists.quantityOf', { item: WALLPAPER })}`),
    });
    await quantity.fill('2');
    const reference = page.getByRole('textbox', {
      name: new RegExp(`^${en('savedLists.referenceOf', { item: WALLPAPER })}`),
    });
    await reference.fill('Lobby');
    await reference.blur();

    await page.getByRole('checkbox', { name: en('savedLists.chooseAll'), exact: true }).check();
    await page
      .getByRole('button', { name: en('savedLists.addToOrder_one', { count: '1' }), exact: true })
      .click();
    await page
      .getByRole('status')
      .getByText(en('savedLists.added_one', { count: '1' }), { exact: true })
      .waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'saved-lists-02-added');

    const draft = (await (
      await page.request.post('/api/order-drafts/current', { data: { orderType: 'B2B' } })
    ).json()) as OrderDraft;
    expect(draft.lines.map((line) => [line.itemCode, line.quantity, line.reference])).toEqual([
      [WALLPAPER, 2, 'Lobby'],
    ]);

    // The quantity and reference are remembered on the list after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Hotel Krasnapolsky', exact: true }).waitFor();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    expect(await reference.inputValue()).toBe('Lobby');
  });

  it('shows the lists at phone width', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    const starred = await page.request.put(`/api/favourites/${WALLPAPER}`);
    expect(starred.status()).toBe(200);
    await page.goto('/lists');
    await page.getByRole('heading', { level: 2, name: en('savedLists.favourites'), exact: true }).waitFor();
    await page.getByText(WALLPAPER, { exact: true }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    expect(await violationsOf(page)).toEqual([]);
    await screenshot(page, 'saved-lists-03-phone');
  });
});
