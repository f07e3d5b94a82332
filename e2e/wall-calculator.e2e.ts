/**
 * The wall and roll calculator in Chromium: opened from the order form's item modal for a wallpaper
 * sold per roll, a wall with a door typed in, its rolls put on the line, and the line's quantity read
 * from the order's lines; the same panel from the stock check at phone width, checked with axe.
 * Screenshots go to e2e/screenshots/wall-calculator-*.png.
 */
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { violationsOf } from './support/axe.js';
import { en, mainMenu, phone, pickLanguage, screenshot, signInAs } from './support/browser.js';
import { t } from './support/locales.js';
import { DEMO_PASSWORD, demoAccounts } from './support/server.js';
import { setUpE2e } from './support/setup.js';

const e2e = setUpE2e();

beforeEach(async () => {
  await e2e.portal.database.db.execute(sql`delete from order_drafts where state = 'open'`);
});

/** A wallpaper of the demo catalogue, sold per roll, without a pattern repeat. */
const WALLPAPER = 'HF-1011';

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** 4 m × 2,50 m with a door of 0,83 × 2,015 m, on 53 cm × 10,05 m rolls: 7 strips, 3 a roll, 3 rolls. */
async function fillWallWithDoor(panel: Locator): Promise<void> {
  await panel.getByLabel(en('wallCalculator.rollWidth'), { exact: true }).fill('53');
  await panel.getByLabel(en('wallCalculator.rollLength'), { exact: true }).fill('10,05');
  await panel.getByLabel(en('wallCalculator.width'), { exact: true }).fill('4');
  await panel.getByLabel(en('wallCalculator.height'), { exact: true }).fill('2,5');
  await panel
    .getByRole('button', {
      name: en('wallCalculator.addDoorTo', { name: en('wallCalculator.wall', { number: '1' }) }),
    })
    .click();
  const door = en('wallCalculator.door', { number: '1' });
  await panel.getByLabel(en('wallCalculator.openingWidth', { name: door }), { exact: true }).fill('0,83');
  await panel.getByLabel(en('wallCalculator.openingHeight', { name: door }), { exact: true }).fill('2,015');
  await panel
    .getByText(en('wallCalculator.dropValue', { length: '2,60', perRoll: '3' }), { exact: true })
    .waitFor();
  expect(await panel.getByTestId('wall-calculator-rolls').innerText()).toBe('3');
}

describe('the wall and roll calculator', () => {
  it('puts the rolls for a wall with a door on an order line', async () => {
    const page = await e2e.open();
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD);
    await mainMenu(page)
      .getByRole('link', { name: en('nav.placeOrder'), exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: en('placeOrder.title'), exact: true }).waitFor();

    await page
      .getByRole('button', { name: en('placeOrder.lines.addRow'), exact: true })
      .first()
      .click();
    const modal = dialog(page, en('placeOrder.item.newTitle'));
    const code = modal.getByRole('textbox', { name: en('placeOrder.item.code'), exact: true });
    await code.fill(WALLPAPER);
    await code.press('Tab');
    await modal.getByText(en('itemCode.unit', { unit: 'roll' })).waitFor();
    await modal.getByRole('button', { name: en('wallCalculator.open'), exact: true }).click();

    const panel = dialog(page, en('wallCalculator.title'));
    await panel.waitFor();
    await fillWallWithDoor(panel);
    await screenshot(page, 'wall-calculator-01-desktop', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);

    await panel.getByRole('button', { name: en('wallCalculator.use', { rolls: '3' }), exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await modal.getByLabel(/^Quantity/).inputValue()).toBe('3');
    await modal.getByRole('button', { name: en('placeOrder.item.add'), exact: true }).click();
    await modal.waitFor({ state: 'hidden' });

    const lines = page.getByRole('table', { name: en('placeOrder.lines.title') }).locator('tbody tr');
    await expect.poll(() => lines.count()).toBe(1);
    const line = await lines.first().innerText();
    expect(line).toContain(WALLPAPER);
    expect(line).toMatch(/\b3,00\b/);
    await screenshot(page, 'wall-calculator-02-line');
  });

  it('counts rolls for the stock check on a phone, and says what is wrong beside the field', async () => {
    const page = await e2e.open(phone);
    await signInAs(page, demoAccounts.customer, DEMO_PASSWORD, '/stockinfo');
    const code = page.getByRole('textbox', { name: en('stockCheck.code'), exact: true });
    await code.fill(WALLPAPER);
    await code.press('Tab');
    await page.getByRole('button', { name: en('wallCalculator.open'), exact: true }).click();
    const panel = dialog(page, en('wallCalculator.title'));
    await panel.waitFor();
    await fillWallWithDoor(panel);

    // A door wider than its wall: the message is on the door's field, and no quantity is offered.
    const door = en('wallCalculator.door', { number: '1' });
    await panel.getByLabel(en('wallCalculator.openingWidth', { name: door }), { exact: true }).fill('4,5');
    await panel.getByText(en('wallCalculator.errors.openingTooWide'), { exact: true }).waitFor();
    expect(await panel.getByRole('button', { name: /as the quantity/ }).count()).toBe(0);
    await screenshot(page, 'wall-calculator-03-phone-problem', { fullPage: false });
    expect(await violationsOf(page)).toEqual([]);

    await panel.getByLabel(en('wallCalculator.openingWidth', { name: door }), { exact: true }).fill('0,83');
    await panel.getByRole('button', { name: en('wallCalculator.use', { rolls: '3' }), exact: true }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.getByLabel(/^Quantity/).inputValue()).toBe('3');

    // In German, what was typed is still there and every word is German.
    await pickLanguage(page, 'en', 'de');
    await page.getByRole('button', { name: t('de', 'wallCalculator.open'), exact: true }).click();
    const germanPanel = dialog(page, t('de', 'wallCalculator.title'));
    await germanPanel
      .getByText(t('de', 'wallCalculator.dropValue', { length: '2,60', perRoll: '3' }))
      .waitFor();
    await screenshot(page, 'wall-calculator-04-phone-de', { fullPage: false });
  });
});
